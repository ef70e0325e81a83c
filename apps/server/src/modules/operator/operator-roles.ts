/**
 * Operator roles. `superadmin` may do everything; `reviewer` audits money and
 * identity; `support` reads only. Every operator route names the roles it admits.
 */
export const OPERATOR_ROLES = ['superadmin', 'reviewer', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const REVIEWERS: readonly OperatorRole[] = ['superadmin', 'reviewer'];
export const READERS: readonly OperatorRole[] = ['superadmin', 'reviewer', 'support'];

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);
