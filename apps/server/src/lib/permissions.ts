/**
 * The permission vocabulary every layer of the server shares: the operator roles and their
 * lists come from the one vocabulary the console reads too (@brokerage/shared permissions.ts);
 * here, below the modules, the actor a service is given.
 */
export {
  ADMINS,
  FOUR_EYES_DECIDERS,
  isAdminRole,
  isOperatorRole,
  OPERATOR_ROLES,
  READERS,
  REVIEWERS,
  type OperatorRole,
} from '@brokerage/shared';
import type { OperatorRole } from '@brokerage/shared';

/** An operator a request acts for, resolved from its session (http/operator-auth.ts). */
export interface OperatorActor {
  operatorId: number;
  username: string;
  role: OperatorRole;
  sessionId: number;
  totpEnrolled: boolean;
  /** TOTP is required and this operator has none yet: only enrolment and logout are open. */
  mustEnrolTotp: boolean;
  /** An admin reset the password: only changing it (and the profile, logout) is open. */
  mustChangePassword: boolean;
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
