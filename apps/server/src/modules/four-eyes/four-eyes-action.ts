import type { FourEyesKind } from '@brokerage/shared';
import type { Transaction } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { ProposalRow } from './four-eyes.repository.ts';

/**
 * What has to wait until the approval's transaction committed, outside it: dropping a cache,
 * ending sessions. Customer events need none: they are stored in the transaction and
 * announced by `transactionWithEvents`.
 */
export type AfterCommit = () => Promise<void> | void;

export interface FourEyesApproval {
  /** The approval's transaction: an action may lock rows in it. */
  tx: Transaction;
  deps: AppDeps;
  approverRef: string;
  proposal: ProposalRow;
  ip: string | undefined;
}

/**
 * What an approval of a kind of proposal runs, in the approval's transaction, on the stored
 * input (who may decide each kind: FOUR_EYES_DECIDERS in the shared permissions). The table of every kind is wired at the composition root (src/four-eyes-actions.ts),
 * so that this module, which every reviewing domain uses, depends on none of them.
 */
export type FourEyesAction = (approval: FourEyesApproval) => Promise<AfterCommit | void>;

export type FourEyesActions = Record<FourEyesKind, FourEyesAction>;
