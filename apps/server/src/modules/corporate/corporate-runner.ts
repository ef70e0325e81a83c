import { Decimal, dividendOnLot } from '@brokerage/shared';
import {
  localDate,
  SCHEDULES,
  startOfDayIn,
  type CalendarCode,
} from '@brokerage/shared/market-time';
import type { AppDeps } from '../../deps.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import { standingSplits } from '../market/price-splits.repository.ts';
import { enterFeedRecords } from './corporate-feed.service.ts';
import { applySplit } from './split-runner.ts';
import {
  closePaidAction,
  insertEntitlements,
  lockUnpaid,
  lotsHeldAt,
  markPaid,
  openActions,
  setActionStatus,
  unpaidCustomers,
  type CorporateActionRow,
} from './corporate.repository.ts';

const sum = (values: string[]) => values.reduce((a, b) => a.plus(b), new Decimal(0));

/** A dividend's terms (the table's check holds them for every dividend). */
const dividendTerms = (action: CorporateActionRow) => {
  if (action.amountPerShare === null || action.withholdingRate === null)
    throw new Error(`corporate action ${action.id} is not a dividend`);
  return { perShare: action.amountPerShare, withholdingRate: action.withholdingRate };
};

/**
 * The ex-date has begun in the action's market: the lots held at that instant (the start of the
 * ex-date in the market's time zone) are entitled, each paid by the published rule
 * (shared dividend-rule.ts). Claimed by a conditional status change in the same transaction, so
 * any number of copies record them once; a lot whose dividend is below one unit gets nothing.
 */
const entitle = async (deps: AppDeps, action: CorporateActionRow) =>
  deps.db.transaction(async (tx) => {
    const claimed = await setActionStatus(tx, action.id, 'announced', {
      status: 'entitled',
      entitledAt: deps.now(),
    });
    if (!claimed) return;
    const began = startOfDayIn(action.exDate, SCHEDULES[action.market as CalendarCode].zone);
    const lots = await lotsHeldAt(tx, action.instrumentId, began);
    const { perShare, withholdingRate } = dividendTerms(action);
    const rows = lots.map((lot) => {
      const paid = dividendOnLot(lot.quantity, perShare, withholdingRate, action.currency);
      return {
        actionId: action.id,
        positionId: Number(lot.position_id),
        customerId: Number(lot.customer_id),
        quantity: lot.quantity,
        gross: paid.gross.toFixed(),
        withholding: paid.withholding.toFixed(),
        net: paid.net.toFixed(),
      };
    });
    await insertEntitlements(
      tx,
      rows.filter((row) => new Decimal(row.gross).gt(0)),
    );
  });

/**
 * One customer's dividend of the action, in one ledger entry: the gross from the dividends
 * account, the withholding tax to its own account, the net to the customer's cash; each lot's
 * entitlement marked paid with that entry, and the inbox told. A copy paying the same customer
 * at once waits and then finds nothing left, so each lot is paid once, in one entry.
 */
const payCustomer = async (deps: AppDeps, action: CorporateActionRow, customerId: number) =>
  transactionWithEvents(deps, async (tx) => {
    const lots = await lockUnpaid(tx, action.id, customerId);
    if (lots.length === 0) return;
    const quantity = sum(lots.map((lot) => lot.quantity)).toFixed();
    const gross = sum(lots.map((lot) => lot.gross)).toFixed();
    const withholding = sum(lots.map((lot) => lot.withholding)).toFixed();
    const net = sum(lots.map((lot) => lot.net)).toFixed();
    const perShare = new Decimal(dividendTerms(action).perShare).toFixed();
    const values = { key: action.instrumentKey, quantity, perShare, withholding };
    const entry = await postEntry(tx, {
      type: 'dividend',
      customerId,
      ...entryText('dividend', values),
      actor: 'system:dividends',
      reference: `CA${action.id}`,
      legs: [
        { account: { platform: 'dividends', currency: action.currency }, amount: `-${gross}` },
        { account: { customerId, kind: 'cash', currency: action.currency }, amount: net },
        {
          account: { platform: 'withholding_tax', currency: action.currency },
          amount: withholding,
        },
      ],
    });
    await markPaid(
      tx,
      lots.map((lot) => lot.id),
      entry.id,
      deps.now(),
    );
    await addInboxMessage(tx, customerId, 'dividendPaid', {
      ...values,
      gross,
      net,
      currency: action.currency,
    });
  });

/**
 * A pass of corporate actions: the feed is told of the splits approved; each announced split whose ex-date has begun in its market is
 * applied; each announced dividend whose ex-date has begun is entitled, and each entitled one
 * whose pay date has come is paid, customer by customer. Then the corporate actions feed, when
 * one is configured, is polled and its new records proposed: last, so that a vendor's outage
 * never holds up what is due.
 */
export const runCorporateActions = async (deps: AppDeps): Promise<void> => {
  // This copy (and its simulated feed) learns of splits approved since the last pass before any
  // takes effect.
  deps.splits.replace(await standingSplits(deps.db));
  for (const action of await openActions(deps.db)) {
    const today = localDate(action.market as CalendarCode, deps.now());
    if (action.kind === 'split') {
      // Applied: this copy may act on the instrument again at once.
      if (today >= action.exDate && (await applySplit(deps, action)))
        deps.splits.replace(await standingSplits(deps.db));
      continue;
    }
    if (action.status === 'announced') {
      if (today < action.exDate) continue;
      await entitle(deps, action);
    }
    if (today < action.payDate) continue;
    for (const customerId of await unpaidCustomers(deps.db, action.id))
      await payCustomer(deps, action, customerId);
    await closePaidAction(deps.db, action.id, deps.now());
  }
  if (deps.corporateFeed) await enterFeedRecords(deps, deps.corporateFeed);
};
