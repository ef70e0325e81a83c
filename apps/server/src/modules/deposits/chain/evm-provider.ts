import { z } from 'zod';
import {
  ChainNodeError,
  fetchJson,
  type ChainProvider,
  type ChainScan,
  type ObservedTransfer,
} from './chain-provider.ts';
import { normaliseTxHash } from './deposit-address.ts';

/** keccak-256("Transfer(address,address,uint256)"): the ERC-20 Transfer event's topic 0. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]+$/);
const rpcAnswer = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ message: z.string() }) }),
]);
const logSchema = z.object({
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
  blockNumber: hexQuantity,
  transactionHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  logIndex: hexQuantity,
  removed: z.boolean().optional(),
});

const topicAddress = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
const addressOfTopic = (topic: string) => `0x${topic.slice(-40).toLowerCase()}`;

export interface EvmProviderOptions {
  rpcUrl: string;
  /** Blocks scanned per call at most (nodes cap eth_getLogs ranges). */
  maxRange?: number;
  /** Where a first scan starts, below the confirmed head. */
  firstLookback?: number;
  /** Addresses per eth_getLogs filter. */
  addressBatch?: number;
}

/**
 * ERC-20 transfers over JSON-RPC: `eth_blockNumber`, then `eth_getLogs` for the Transfer
 * topic with topic 2 (the receiver) one of our addresses and any contract, so another token
 * sent to a customer's address is seen too (and stored unmatched).
 */
export const evmProvider = (options: EvmProviderOptions): ChainProvider => {
  const maxRange = options.maxRange ?? 1000;
  const firstLookback = options.firstLookback ?? 1000;
  const batch = options.addressBatch ?? 500;
  let id = 0;
  const call = async (method: string, params: unknown[]): Promise<unknown> => {
    id += 1;
    const answer = rpcAnswer.parse(
      await fetchJson(options.rpcUrl, {
        method: 'POST',
        body: { jsonrpc: '2.0', id, method, params },
      }),
    );
    if ('error' in answer) throw new ChainNodeError(`${method}: ${answer.error.message}`);
    return answer.result;
  };
  return {
    network: 'ERC20',
    async scan(cursor, addresses, minConfirmations): Promise<ChainScan> {
      const head = Number.parseInt(hexQuantity.parse(await call('eth_blockNumber', [])), 16);
      // The newest block with minConfirmations: itself plus minConfirmations - 1 on top.
      const safe = head - (minConfirmations - 1);
      const from = cursor === null ? Math.max(0, safe - firstLookback + 1) : Number(cursor);
      const to = Math.min(safe, from + maxRange - 1);
      if (to < from || addresses.length === 0) return { transfers: [], next: String(from) };
      const transfers: ObservedTransfer[] = [];
      for (let i = 0; i < addresses.length; i += batch) {
        const logs = z.array(logSchema).parse(
          await call('eth_getLogs', [
            {
              fromBlock: `0x${from.toString(16)}`,
              toBlock: `0x${to.toString(16)}`,
              topics: [TRANSFER_TOPIC, null, addresses.slice(i, i + batch).map(topicAddress)],
            },
          ]),
        );
        for (const log of logs) {
          // A standard Transfer has 3 topics and a 32-byte amount; anything else is not one.
          if (log.removed || log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC) continue;
          const [, fromTopic, toTopic] = log.topics;
          if (!fromTopic || !toTopic || !/^0x[0-9a-fA-F]{1,64}$/.test(log.data)) continue;
          const blockNumber = Number.parseInt(log.blockNumber, 16);
          transfers.push({
            network: 'ERC20',
            txHash: normaliseTxHash(log.transactionHash),
            logIndex: Number.parseInt(log.logIndex, 16),
            blockNumber,
            token: log.address.toLowerCase(),
            from: addressOfTopic(fromTopic),
            to: addressOfTopic(toTopic),
            rawAmount: BigInt(log.data).toString(),
            confirmations: head - blockNumber + 1,
          });
        }
      }
      transfers.sort(
        (a, b) => (a.blockNumber ?? 0) - (b.blockNumber ?? 0) || a.logIndex - b.logIndex,
      );
      return { transfers, next: String(to + 1) };
    },
  };
};
