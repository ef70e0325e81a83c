import { z } from 'zod';
import { fetchJson, type ChainProvider, type ObservedTransfer } from './chain-provider.ts';
import { normaliseTxHash, tronAddressFromEvent } from './deposit-address.ts';

/**
 * TronGrid answers `only_confirmed` with solidified transactions only: a block is solid once
 * 19 of the 27 super representatives built on it, so it has at least 19 confirmations.
 */
export const TRON_SOLID_CONFIRMATIONS = 19;
/** Each scan looks this far back again: a transfer can take a minute to become solid. */
const RESCAN_MS = 10 * 60_000;
const MAX_PAGES = 20;

const TX_ID = /^(0x)?[0-9a-fA-F]{64}$/;

/** The listing only says which transactions to look at; it never identifies a transfer. */
const trc20Page = z.object({
  data: z.array(z.object({ transaction_id: z.string().regex(TX_ID), to: z.string() })),
  meta: z.object({ fingerprint: z.string().optional() }).optional(),
});

/** `/v1/transactions/{id}/events`: the transaction's own events, each with its index in it. */
const txEvents = z.object({
  data: z.array(
    z.object({
      transaction_id: z.string().regex(TX_ID),
      event_index: z.number().int().min(0),
      event_name: z.string(),
      contract_address: z.string(),
      block_number: z.number().int().optional(),
      result: z.object({
        from: z.string().optional(),
        to: z.string().optional(),
        value: z.string().regex(/^\d+$/).optional(),
      }),
    }),
  ),
});

export interface TronProviderOptions {
  apiUrl: string;
  apiKey?: string | undefined;
  now: () => Date;
}

/**
 * TRC-20 transfers from a TronGrid-style API. The listing
 * `/v1/accounts/{address}/transactions/trc20` (incoming, solidified, any token) names the
 * transactions that touched a watched address; each such transaction's events
 * (`/v1/transactions/{id}/events`) then give its Transfer events with the chain's own
 * `event_index`, and that index, never a position in a listing, identifies the transfer: a
 * listing that shows a transaction's transfers in another order, leaves one out, or repeats
 * one names the same (transaction, index) pairs every time. Another token is stored
 * unmatched. The cursor is a time in ms: every scan reads from there and moves it to ten
 * minutes before now, so what was not yet solid is read again next time (recording is
 * idempotent).
 */
export const tronProvider = (options: TronProviderOptions): ChainProvider => {
  const headers: Record<string, string> = options.apiKey
    ? { 'TRON-PRO-API-KEY': options.apiKey }
    : {};
  const base = options.apiUrl.replace(/\/$/, '');

  /** The ids of the solid transactions with a TRC-20 transfer to `address` since `since`. */
  const listedTransactions = async (address: string, since: number, into: Set<string>) => {
    let fingerprint: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        only_to: 'true',
        only_confirmed: 'true',
        limit: '200',
        order_by: 'block_timestamp,asc',
        min_timestamp: String(since),
      });
      if (fingerprint) query.set('fingerprint', fingerprint);
      const url = `${base}/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?${query}`;
      const body = trc20Page.parse(await fetchJson(url, { headers }));
      for (const item of body.data)
        if (item.to === address) into.add(normaliseTxHash(item.transaction_id));
      fingerprint = body.meta?.fingerprint;
      if (!fingerprint) break;
    }
  };

  /** The transaction's solid Transfer events to a watched address. */
  const transfersIn = async (txHash: string, watched: ReadonlySet<string>) => {
    const query = new URLSearchParams({ only_confirmed: 'true', limit: '200' });
    const url = `${base}/v1/transactions/${txHash}/events?${query}`;
    const body = txEvents.parse(await fetchJson(url, { headers }));
    const found = new Map<number, ObservedTransfer>();
    for (const event of body.data) {
      const { to, from, value } = event.result;
      const receiver = to === undefined ? null : tronAddressFromEvent(to);
      const token = tronAddressFromEvent(event.contract_address);
      if (event.event_name !== 'Transfer' || normaliseTxHash(event.transaction_id) !== txHash)
        continue;
      if (!receiver || !watched.has(receiver) || !token || value === undefined) continue;
      // Keyed by the event's index: an event answered twice is still one transfer.
      found.set(event.event_index, {
        network: 'TRC20',
        txHash,
        logIndex: event.event_index,
        blockNumber: event.block_number ?? null,
        token,
        from: from === undefined ? null : (tronAddressFromEvent(from) ?? from),
        to: receiver,
        rawAmount: value,
        confirmations: TRON_SOLID_CONFIRMATIONS,
      });
    }
    return [...found.values()].sort((a, b) => a.logIndex - b.logIndex);
  };

  return {
    network: 'TRC20',
    async scan(cursor, addresses) {
      const now = options.now().getTime();
      const since = cursor === null ? now - 24 * 60 * 60_000 : Number(cursor);
      const watched = new Set(addresses);
      const txHashes = new Set<string>();
      for (const address of addresses) await listedTransactions(address, since, txHashes);
      const transfers: ObservedTransfer[] = [];
      for (const txHash of txHashes) transfers.push(...(await transfersIn(txHash, watched)));
      return { transfers, next: String(Math.max(since, now - RESCAN_MS)) };
    },
  };
};
