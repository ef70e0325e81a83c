import type { OrderBatchConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { ledgerFailure, platformShard } from '../../ledger/entries.ts';
import type { IdempotencyClaim } from '../../lib/idempotency/idempotency.ts';
import {
  boughtFrom,
  buyAtOnce,
  buyAtOnceArguments,
  type BoughtAtOnce,
  type BoughtJson,
  type Execution,
  type KeyTaken,
} from './buy-at-once.ts';
import { callBuyBatch } from './fill-path.repository.ts';
import type { NewOrder } from './trading.repository.ts';

type Bought = BoughtAtOnce | KeyTaken;
type BatchAnswer = BoughtJson | { error: { code: string; message: string } };

interface Waiting {
  values: NewOrder;
  execution: Execution;
  claim: IdempotencyClaim | null;
  resolve: (bought: Bought) => void;
  reject: (error: unknown) => void;
}

/** Deadlock or serialization failure: the buy, retried alone in a transaction of its own. */
const TRANSIENT = new Set(['40P01', '40001']);

/** What a buy in the batch raised, shaped as the driver throws it (for ledgerFailure). */
const raised = ({ code, message }: { code: string; message: string }) =>
  Object.assign(new Error(message), { code });

/** Key claims in one order in every batch, so that two batches never wait on each other's keys. */
const byClaim = (a: Waiting, b: Waiting) =>
  a.values.customerId - b.values.customerId ||
  (a.claim?.key ?? '').localeCompare(b.claim?.key ?? '');

const unique = <T>(values: T[]): T[] => [...new Set(values)];

export interface OrderBatcher {
  /**
   * As buyAtOnce on the database: one buy that fills as it is placed, alone or in the
   * transaction of its batch, with the same answer or refusal.
   */
  buy(values: NewOrder, execution: Execution, claim: IdempotencyClaim | null): Promise<Bought>;
  /** Calls sent so far: buys sent alone, and batches with the buys they carried. */
  readonly sent: { lone: number; batches: number; batched: number };
  /** Buys waiting to be sent. */
  waiting(): number;
}

/**
 * Group commit for buys that fill at once (issue 18, as TigerBeetle batches transfers). A buy
 * that finds the database free (fewer than `concurrency` calls out, nobody waiting) goes alone
 * at once through `trade_buy_at_once`, with no added latency. Otherwise it waits, at most
 * `windowMs`, then for a call to come back, and the buys waiting together (up to `maxBatch`)
 * go as one call of `trade_buy_batch`: one round trip and one transaction (one commit) for all,
 * each buy in its own subtransaction, so one that cannot pay is refused on its own and its
 * neighbours are placed. Each buy's answer, or refusal, is exactly what buyAtOnce gives.
 */
export const createOrderBatcher = (db: Database, options: OrderBatchConfig): OrderBatcher => {
  const queue: Waiting[] = [];
  const sent = { lone: 0, batches: 0, batched: 0 };
  let inFlight = 0;
  // The oldest waiting buy's window is still open: its batch may grow.
  let windowOpen = false;
  let timer: NodeJS.Timeout | undefined;

  const alone = (buy: Waiting) => {
    sent.lone += 1;
    return buyAtOnce(db, buy.values, buy.execution, buy.claim).then(buy.resolve, buy.reject);
  };

  const together = async (batch: Waiting[]) => {
    sent.batches += 1;
    sent.batched += batch.length;
    const buys = [...batch].sort(byClaim);
    const customers = unique(buys.map((buy) => buy.values.customerId));
    const accounts = {
      customer_ids: customers,
      currencies: unique(buys.map((buy) => buy.values.currency)),
      shards: unique(customers.map(platformShard)),
    };
    const calls = buys.map((buy) => buyAtOnceArguments(buy.values, buy.execution, buy.claim));
    let answers: BatchAnswer[] | undefined;
    try {
      answers = await callBuyBatch<BatchAnswer>(db, calls, accounts);
    } catch (failure) {
      for (const buy of buys) buy.reject(failure);
      return;
    }
    if (answers?.length !== buys.length) {
      const failure = new Error('trade_buy_batch answered another number of buys');
      for (const buy of buys) buy.reject(failure);
      return;
    }
    buys.forEach((buy, i) => {
      const answer = answers[i] as BatchAnswer;
      if (!('error' in answer)) {
        try {
          buy.resolve(boughtFrom(answer));
        } catch (error) {
          buy.reject(error);
        }
      } else if (TRANSIENT.has(answer.error.code)) void alone(buy);
      else buy.reject(ledgerFailure(raised(answer.error)));
    });
  };

  const send = (batch: Waiting[]) => {
    inFlight += 1;
    const call =
      batch.length === 1
        ? alone(batch[0] as Waiting)
        : together(batch).catch((error: unknown) => {
            for (const buy of batch) buy.reject(error);
          });
    void call.finally(() => {
      inFlight -= 1;
      flush();
    });
  };

  function flush() {
    while (
      queue.length > 0 &&
      inFlight < options.concurrency &&
      (!windowOpen || queue.length >= options.maxBatch)
    ) {
      send(queue.splice(0, options.maxBatch));
    }
    if (queue.length === 0) {
      clearTimeout(timer);
      timer = undefined;
      windowOpen = false;
    }
  }

  return {
    sent,
    waiting: () => queue.length,
    buy: (values, execution, claim) =>
      new Promise<Bought>((resolve, reject) => {
        const buy = { values, execution, claim, resolve, reject };
        if (queue.length === 0 && inFlight < options.concurrency) {
          send([buy]);
          return;
        }
        queue.push(buy);
        if (queue.length === 1) {
          windowOpen = true;
          timer = setTimeout(() => {
            timer = undefined;
            windowOpen = false;
            flush();
          }, options.windowMs);
        }
        flush();
      }),
  };
};

const batchers = new WeakMap<Database, OrderBatcher>();

/** The app's batcher: one per database pool, shared by every request the app serves. */
export const orderBatcherOf = ({ db, config }: Pick<AppDeps, 'db' | 'config'>): OrderBatcher => {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createOrderBatcher(db, config.orderBatch);
    batchers.set(db, batcher);
  }
  return batcher;
};
