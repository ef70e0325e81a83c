/**
 * The permission vocabulary every layer shares (issue 27: one place, below the modules, so the
 * audit log, the operator module and every route read it without depending on each other).
 * Operator roles. `superadmin` is the "admin": everything, and it alone manages
 * operators and settings; `reviewer` decides reviews of money and identity; `support` reads
 * customers and writes to them. Every operator route names the roles it admits.
 */
export const OPERATOR_ROLES = ['superadmin', 'reviewer', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ADMINS: readonly OperatorRole[] = ['superadmin'];
export const REVIEWERS: readonly OperatorRole[] = ['superadmin', 'reviewer'];
export const READERS: readonly OperatorRole[] = ['superadmin', 'reviewer', 'support'];

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);

/** An operator a request acts for, resolved from its session (http/operator-auth.ts). */
export interface OperatorActor {
  operatorId: number;
  username: string;
  role: OperatorRole;
  sessionId: number;
  totpEnrolled: boolean;
  /** TOTP is required and this operator has none yet: only enrolment and logout are open. */
  mustEnrolTotp: boolean;
  /** The session was opened with a TOTP or recovery code, not the password alone. */
  secondFactor: boolean;
  expiresAt: Date;
}

/** How an operator is named in audit rows and ledger entries. */
export const operatorRef = (operator: OperatorActor): string => `operator:${operator.operatorId}`;

/** Who changes something and from where: what the audit row records. */
export interface OperatorContext {
  actor: string;
  ip: string | undefined;
}

/** An operator whose change may become a four-eyes proposal. */
export interface ProposingOperator extends OperatorContext {
  operator: OperatorActor;
}
