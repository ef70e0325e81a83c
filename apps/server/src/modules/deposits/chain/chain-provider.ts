import type { CryptoNetwork } from '@brokerage/shared';

/** One token transfer to a watched address, as a node reports it. */
export interface ObservedTransfer {
  network: CryptoNetwork;
  /** Normalised: 64 lower-case hex digits, without 0x. */
  txHash: string;
  /** Position of the transfer event in its transaction's logs. */
  logIndex: number;
  blockNumber: number | null;
  /** Token contract, in the network's matching form. */
  token: string;
  from: string | null;
  /** Receiving address, in the network's matching form. */
  to: string;
  /** Base units as a non-negative integer string. */
  rawAmount: string;
  confirmations: number;
}

export interface ChainScan {
  /** Transfers with at least the required confirmations, in chain order. */
  transfers: ObservedTransfer[];
  /** Where the next scan resumes; stored with the transfers in one transaction. */
  next: string;
}

/**
 * Where the watcher reads a network from. Like the market feed's provider, the job talks only
 * to this, so a node, an indexer API or a test's fake server are interchangeable. `scan`
 * answers only transfers that already have `minConfirmations`, so a block that may still be
 * reorganised away is never recorded; the cursor's meaning (a block number, a time) is the
 * provider's own.
 */
export interface ChainProvider {
  readonly network: CryptoNetwork;
  scan(
    cursor: string | null,
    addresses: readonly string[],
    minConfirmations: number,
  ): Promise<ChainScan>;
}

export class ChainNodeError extends Error {}

/** A JSON answer from a node, with a timeout so a hung node never holds the watcher's lock. */
export const fetchJson = async (
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<unknown> => {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new ChainNodeError(`${url} answered ${response.status}`);
  return response.json();
};
