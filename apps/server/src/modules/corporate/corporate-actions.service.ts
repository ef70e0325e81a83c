import {
  Decimal,
  rowsBefore,
  splitInstrumentKey,
  type AwaitingSecondApprover,
  type CorporateActionView,
} from '@brokerage/shared';
import {
  localDate,
  SCHEDULES,
  startOfDayIn,
  type CalendarCode,
} from '@brokerage/shared/market-time';
import type { Database, Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import type { OperatorContext, ProposingOperator } from '../../lib/permissions.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import type { ProposalRow } from '../four-eyes/four-eyes.repository.ts';
import {
  FEED_ACTOR,
  proposeAction,
  proposeFeedAction,
  type Proposal,
} from '../four-eyes/four-eyes-proposals.ts';
import { findInstrumentRow, type InstrumentRow } from '../market/instruments.repository.ts';
import {
  actionWithTotals,
  insertAction,
  lockAction,
  pageActions,
  setActionStatus,
  standingActionOn,
  type ActionWithTotals,
  type NewCorporateAction,
} from './corporate.repository.ts';

/** How long before its ex-date begins an action must stand: several passes of the job. */
const NOTICE_MS = 10 * 60_000;

/** A stored numeric without its trailing zeros. */
const exact = (value: string) => new Decimal(value).toFixed();
const exactOrNull = (value: string | null) => (value === null ? null : exact(value));

export const actionView = ({
  action,
  feedSource,
  feedRef,
  feedAmendedAt,
  ...totals
}: ActionWithTotals): CorporateActionView => ({
  id: action.id,
  kind: action.kind,
  key: action.instrumentKey,
  currency: action.currency,
  amountPerShare: exactOrNull(action.amountPerShare),
  withholdingRate: exactOrNull(action.withholdingRate),
  splitTo: action.splitTo,
  splitFrom: action.splitFrom,
  closeBeforeEx: exactOrNull(action.closeBeforeEx),
  exDate: action.exDate,
  payDate: action.payDate,
  status: action.status,
  lots: totals.lots,
  gross: exact(totals.gross),
  withholding: exact(totals.withholding),
  net: exact(totals.net),
  cashInLieu: exact(totals.cashInLieu),
  enteredBy: action.enteredBy,
  approvedBy: action.approvedBy,
  feed:
    feedSource !== null && feedRef !== null
      ? { source: feedSource, ref: feedRef, amended: feedAmendedAt !== null }
      : null,
  createdAt: action.createdAt.toISOString(),
});

/**
 * The instrument an action is entered for, and the checks that hold when it is entered and
 * again when it is approved: a tradable instrument, an ex-date that has not begun in its market,
 * no other standing action of it on that ex-date.
 */
export const checkNewAction = async (
  db: Executor,
  now: Date,
  input: { key: string; exDate: string },
) => {
  const { market, symbol } = splitInstrumentKey(input.key);
  const instrument = await findInstrumentRow(db, market, symbol);
  if (!instrument || instrument.kind === 'index') throw new DomainError('UNKNOWN_INSTRUMENT');
  // Every server copy reads the approved actions each minute, before one takes effect: an
  // ex-date that begins sooner than that is refused like one that has begun.
  const begins = startOfDayIn(input.exDate, SCHEDULES[instrument.market as CalendarCode].zone);
  if (
    input.exDate <= localDate(instrument.market as CalendarCode, now) ||
    begins.getTime() - now.getTime() < NOTICE_MS
  )
    throw new DomainError('EX_DATE_PASSED');
  if (await standingActionOn(db, { instrumentId: instrument.id, exDate: input.exDate }))
    throw new DomainError('CORPORATE_ACTION_EXISTS');
  return instrument;
};

export type ActionKind = 'corporate.dividend' | 'corporate.split';
type ActionTerms = { key: string; exDate: string; note?: string | undefined };

/** The proposal of an action of `instrument`: one open per instrument, kind and ex-date. */
const actionProposal = (
  kind: ActionKind,
  instrument: InstrumentRow,
  input: ActionTerms,
): Proposal => ({
  kind,
  subject: `${kind.slice('corporate.'.length)}:${instrument.market}:${instrument.symbol}:${input.exDate}`,
  input,
  before: null,
  after: input,
  currency: instrument.currency,
});

/**
 * An operator enters an action as the issuer announced it. It moves money or shares of every
 * holder, so it always takes a second admin: this proposes it.
 */
export const proposeCorporateAction = async (
  deps: AppDeps,
  op: ProposingOperator,
  kind: ActionKind,
  input: ActionTerms,
): Promise<AwaitingSecondApprover> =>
  deps.db.transaction(async (tx) => {
    const instrument = await checkNewAction(tx, deps.now(), input);
    return proposeAction(tx, op.operator, actionProposal(kind, instrument, input), op.ip);
  });

/**
 * A feed's record proposes its action after the checks an operator's entry gets, and a
 * dividend's currency, when the vendor states one, must be the instrument's (it is paid in that).
 * An admin approves it as they would an operator's.
 */
export const proposeFeedRecordAction = async (
  tx: Executor,
  now: Date,
  feedRecordId: number,
  entry: { kind: ActionKind; input: ActionTerms; currency: string | undefined },
) => {
  const instrument = await checkNewAction(tx, now, entry.input);
  if (entry.currency !== undefined && entry.currency !== instrument.currency)
    throw new DomainError('DIVIDEND_CURRENCY_MISMATCH');
  await proposeFeedAction(tx, feedRecordId, actionProposal(entry.kind, instrument, entry.input));
};

/**
 * The approval: the action stands from now with `terms`, entered by its proposer (an operator, or
 * the feed whose record it is), approved by the approver, after the entry checks hold again;
 * audited.
 */
export const recordApprovedAction = async (
  tx: Executor,
  deps: AppDeps,
  approval: {
    kind: ActionKind;
    approverRef: string;
    proposal: ProposalRow;
    ip: string | undefined;
  },
  input: ActionTerms,
  terms: Pick<
    NewCorporateAction,
    'kind' | 'amountPerShare' | 'withholdingRate' | 'splitTo' | 'splitFrom' | 'payDate'
  >,
) => {
  const instrument = await checkNewAction(tx, deps.now(), input);
  try {
    const action = await insertAction(tx, {
      ...terms,
      instrumentId: instrument.id,
      instrumentKey: `${instrument.market}:${instrument.symbol}`,
      market: instrument.market,
      currency: instrument.currency,
      exDate: input.exDate,
      note: input.note ?? null,
      enteredBy:
        approval.proposal.proposedBy === null
          ? FEED_ACTOR
          : `operator:${approval.proposal.proposedBy}`,
      approvedBy: approval.approverRef,
      feedRecordId: approval.proposal.feedRecordId,
    });
    await writeAudit(tx, {
      actor: approval.approverRef,
      action: approval.kind,
      subjectType: 'corporate_action',
      subjectId: action.id,
      before: null,
      after: action,
      ip: approval.ip,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'corporate_actions_once'))
      throw new DomainError('CORPORATE_ACTION_EXISTS');
    throw error;
  }
};

/** Cancels an action entered by mistake, only while its ex-date has not begun; audited. */
export const cancelAction = async (deps: AppDeps, op: OperatorContext, id: number) => {
  await deps.db.transaction(async (tx) => {
    const before = await lockAction(tx, id);
    if (!before) throw new DomainError('NOT_FOUND');
    const started =
      before.status !== 'announced' ||
      before.exDate <= localDate(before.market as CalendarCode, deps.now());
    if (started) throw new DomainError('CORPORATE_ACTION_STARTED');
    const after = await setActionStatus(tx, id, 'announced', { status: 'cancelled' });
    await writeAudit(tx, {
      actor: op.actor,
      action: 'corporate.cancel',
      subjectType: 'corporate_action',
      subjectId: id,
      before,
      after,
      ip: op.ip,
    });
  });
  const row = await actionWithTotals(deps.db, id);
  if (!row) throw new DomainError('NOT_FOUND');
  return actionView(row);
};

export const listCorporateActions = async (
  db: Database,
  query: { status?: CorporateActionView['status'] | undefined; page: number; pageSize: number },
) => {
  const { rows, total } = await pageActions(db, {
    status: query.status,
    limit: query.pageSize,
    offset: rowsBefore(query),
  });
  return { items: rows.map(actionView), total, page: query.page, pageSize: query.pageSize };
};
