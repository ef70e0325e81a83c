import { z } from 'zod';
import { fetchJson, type ChainProvider, type ObservedTransfer } from './chain-provider.ts';
import { normaliseTxHash } from './deposit-address.ts';

/**
 * TronGrid answers `only_confirmed` with solidified transactions only: a block is solid once
 * 19 of the 27 super representatives built on it, so it has at least 19 confirmations.
 */
export const TRON_SOLID_CONFIRMATIONS = 19;
/** Each scan looks this far back again: a transfer can take a minute to become solid. */
const RESCAN_MS = 10 * 60_000;
const MAX_PAGES = 20;

const trc20Page = z.object({
  data: z.array(
    z.object({
      transaction_id: z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/),
      token_info: z.object({ address: z.string() }),
      block_timestamp: z.number().int(),
      from: z.string().nullable().optional(),
      to: z.string(),
      type: z.string().optional(),
      value: z.string().regex(/^\d+$/),
    }),
  ),
  meta: z.object({ fingerprint: z.string().optional() }).optional(),
});

export interface TronProviderOptions {
  apiUrl: string;
  apiKey?: string | undefined;
  now: () => Date;
}

/**
 * TRC-20 transfers from a TronGrid-style API: `/v1/accounts/{address}/transactions/trc20`
 * per watched address, incoming and solidified only, any token (another token is stored
 * unmatched). The cursor is a time in ms: every scan reads from there and moves it to ten
 * minutes before now, so what was not yet solid is read again next time (recording is
 * idempotent).
 */
export const tronProvider = (options: TronProviderOptions): ChainProvider => {
  const headers: Record<string, string> = options.apiKey
    ? { 'TRON-PRO-API-KEY': options.apiKey }
    : {};
  const base = options.apiUrl.replace(/\/$/, '');
  return {
    network: 'TRC20',
    async scan(cursor, addresses) {
      const now = options.now().getTime();
      const since = cursor === null ? now - 24 * 60 * 60_000 : Number(cursor);
      const transfers: ObservedTransfer[] = [];
      for (const address of addresses) {
        const seen = new Map<string, number>();
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
          for (const item of body.data) {
            if (item.to !== address || (item.type && item.type !== 'Transfer')) continue;
            const txHash = normaliseTxHash(item.transaction_id);
            // The listing has no event index: number a transaction's transfers to this address.
            const logIndex = seen.get(txHash) ?? 0;
            seen.set(txHash, logIndex + 1);
            transfers.push({
              network: 'TRC20',
              txHash,
              logIndex,
              blockNumber: null,
              token: item.token_info.address,
              from: item.from ?? null,
              to: item.to,
              rawAmount: item.value,
              confirmations: TRON_SOLID_CONFIRMATIONS,
            });
          }
          fingerprint = body.meta?.fingerprint;
          if (!fingerprint) break;
        }
      }
      return { transfers, next: String(Math.max(since, now - RESCAN_MS)) };
    },
  };
};
