import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { TRANSFER_TOPIC } from './evm-provider.ts';

/** An ERC-20 Transfer log as the fake node will answer it. */
export interface FakeLog {
  token: string;
  from: string;
  to: string;
  rawAmount: bigint;
  /** As the node spells it (tests vary the case and the 0x). */
  txHash: string;
  logIndex: number;
  blockNumber: number;
}

/** A TRC-20 transfer as TronGrid lists it. */
export interface FakeTronTransfer {
  txId: string;
  token: string;
  from: string;
  to: string;
  value: string;
  timestamp: number;
  confirmed: boolean;
  /** The Transfer event's own index in its transaction (default 0). */
  eventIndex?: number;
  /** False: the account listing leaves it out, as a lagging indexer may (default true). */
  listed?: boolean;
}

const base58check = createBase58check(sha256);
/** TronGrid's event results spell an address as 0x + its 20-byte account id. */
const tronHexOf = (address: string) => `0x${bytesToHex(base58check.decode(address).subarray(1))}`;

const hex = (n: number | bigint) => `0x${n.toString(16)}`;
const topicOf = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

interface RpcRequest {
  id: number;
  method: string;
  params: [{ fromBlock: string; toBlock: string; topics: [string, null, string[]] }];
}

/**
 * A local stand-in for an Ethereum JSON-RPC node and a TronGrid API (an account's TRC-20
 * listing and a transaction's events), answering recorded-style
 * responses from the logs and transfers a test puts in, on 127.0.0.1.
 */
export const startFakeChainNode = async () => {
  const state = {
    head: 0,
    logs: [] as FakeLog[],
    tron: [] as FakeTronTransfer[],
    /** Every log answered twice, as a flaky node or a reorg-free retry would. */
    duplicate: false,
    /** Every TRC-20 listing item answered twice. */
    tronListTwice: false,
    requests: 0,
  };
  const rpc = (body: RpcRequest): unknown => {
    if (body.method === 'eth_blockNumber') return hex(state.head);
    if (body.method !== 'eth_getLogs') return undefined;
    const [filter] = body.params;
    const from = Number.parseInt(filter.fromBlock, 16);
    const to = Number.parseInt(filter.toBlock, 16);
    const receivers = new Set(filter.topics[2]);
    const logs = state.logs
      .filter(
        (log) => log.blockNumber >= from && log.blockNumber <= to && receivers.has(topicOf(log.to)),
      )
      .map((log) => ({
        address: log.token,
        topics: [TRANSFER_TOPIC, topicOf(log.from), topicOf(log.to)],
        data: `0x${log.rawAmount.toString(16).padStart(64, '0')}`,
        blockNumber: hex(log.blockNumber),
        transactionHash: log.txHash,
        logIndex: hex(log.logIndex),
        removed: false,
      }));
    return state.duplicate ? [...logs, ...logs] : logs;
  };
  const server: Server = createServer((request, response) => {
    state.requests += 1;
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      let answer: unknown;
      const tron = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/.exec(url.pathname);
      const events = /^\/v1\/transactions\/([0-9a-fA-F]{64})\/events$/.exec(url.pathname);
      if (request.method === 'POST' && url.pathname === '/rpc') {
        const body = JSON.parse(await readBody(request)) as RpcRequest;
        answer = { jsonrpc: '2.0', id: body.id, result: rpc(body) };
      } else if (tron?.[1]) {
        const address = decodeURIComponent(tron[1]);
        const since = Number(url.searchParams.get('min_timestamp') ?? 0);
        const confirmedOnly = url.searchParams.get('only_confirmed') === 'true';
        const items = state.tron
          .filter(
            (t) =>
              t.to === address &&
              t.listed !== false &&
              t.timestamp >= since &&
              (!confirmedOnly || t.confirmed),
          )
          .sort((a, b) => a.timestamp - b.timestamp)
          .map((t) => ({
            transaction_id: t.txId,
            token_info: { symbol: 'USDT', address: t.token, decimals: 6, name: 'Tether USD' },
            block_timestamp: t.timestamp,
            from: t.from,
            to: t.to,
            type: 'Transfer',
            value: t.value,
          }));
        answer = {
          success: true,
          meta: { at: Date.now(), page_size: 0 },
          data: state.tronListTwice ? items.flatMap((item) => [item, item]) : items,
        };
      } else if (events?.[1]) {
        const txId = events[1].toLowerCase();
        const confirmedOnly = url.searchParams.get('only_confirmed') === 'true';
        answer = {
          success: true,
          meta: { at: Date.now(), page_size: 0 },
          data: state.tron
            .filter((t) => t.txId.toLowerCase() === txId && (!confirmedOnly || t.confirmed))
            .map((t) => ({
              block_number: 1000,
              block_timestamp: t.timestamp,
              contract_address: t.token,
              event_index: t.eventIndex ?? 0,
              event_name: 'Transfer',
              result: {
                '0': tronHexOf(t.from),
                '1': tronHexOf(t.to),
                '2': t.value,
                from: tronHexOf(t.from),
                to: tronHexOf(t.to),
                value: t.value,
              },
              transaction_id: t.txId,
            })),
        };
      } else {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    rpcUrl: `http://127.0.0.1:${port}/rpc`,
    tronUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
