import type { FourEyesKind } from './schemas/four-eyes.ts';

/**
 * The permission vocabulary of the back office, one for the server and the console (issue 27).
 * `superadmin` is the specification's "admin": everything, and it alone manages operators,
 * settings and the ledger; `reviewer` decides reviews of money and identity; `support` reads
 * customers and writes to them. Every operator route names the roles it admits from these
 * lists; the console shows only what a role would be allowed.
 */
export const OPERATOR_ROLES = ['superadmin', 'reviewer', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ADMINS: readonly OperatorRole[] = ['superadmin'];
export const REVIEWERS: readonly OperatorRole[] = ['superadmin', 'reviewer'];
export const READERS: readonly OperatorRole[] = ['superadmin', 'reviewer', 'support'];

/** Whether an operator's role is an admin's (a role read from a row is a plain string). */
export const isAdminRole = (role: string): boolean => ADMINS.some((admin) => admin === role);

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);

/** What a screen or button of the console needs, by the role lists above. */
export type Capability = 'read' | 'review' | 'manage';

const ROLES_WITH: Record<Capability, readonly OperatorRole[]> = {
  read: READERS,
  review: REVIEWERS,
  manage: ADMINS,
};

export const can = (role: string | undefined, capability: Capability): boolean =>
  role !== undefined && isOperatorRole(role) && ROLES_WITH[capability].includes(role);

/**
 * Who may decide a four-eyes proposal of each kind: the roles of the route that proposes it
 * (a ledger adjustment is proposed by an admin, so only an admin approves one).
 */
export const FOUR_EYES_DECIDERS: Record<FourEyesKind, readonly OperatorRole[]> = {
  'withdrawal.pass': REVIEWERS,
  'loan.approve': REVIEWERS,
  'customer.factor-reset': REVIEWERS,
  'ledger.adjustment': ADMINS,
  'fx.rate': ADMINS,
  'setting.update': ADMINS,
  'operator.role': ADMINS,
  'operator.create': ADMINS,
  'operator.totp-reset': ADMINS,
  'operator.password-reset': ADMINS,
  'corporate.dividend': ADMINS,
  'corporate.split': ADMINS,
};
