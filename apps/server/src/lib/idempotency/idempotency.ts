import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { requestHash } from './request-hash.ts';

/** The routes that take an Idempotency-Key, and the demo seed's funding (once per currency). */
export type IdempotencyScope =
  | 'order.place'
  | 'position.close'
  | 'blocktrade.buy'
  | 'transfer'
  | 'withdrawal'
  | 'loan.repay'
  | 'ipo.subscribe'
  | 'quant.buy'
  | 'ledger.adjustment'
  | 'seed.demo-funding';

/** One request's claim on its customer's key. */
export interface IdempotencyClaim {
  customerId: number;
  key: string;
  scope: IdempotencyScope;
  requestHash: string;
}

/** A key someone took before: by which route, for which request, and what it answered. */
export interface TakenKey {
  scope: string;
  requestHash: string;
  response: unknown;
}

/** How a route's answer is kept in the key's row (JSON) and read back for a retry. */
export interface AnswerCodec<T> {
  encode: (answer: T) => unknown;
  decode: (stored: unknown) => T;
}

/** The claim of a request with `key` (none without a key): the body is hashed with the scope. */
export const idempotencyClaim = (
  customerId: number,
  key: string | undefined,
  scope: IdempotencyScope,
  body: Record<string, unknown>,
): IdempotencyClaim | null =>
  key === undefined ? null : { customerId, key, scope, requestHash: requestHash(scope, body) };

/**
 * What a taken key answers this request: the first answer when the same route asked the
 * same thing, else 409 IDEMPOTENCY_KEY_REUSED (another route, or another body).
 */
export const firstAnswer = (claim: IdempotencyClaim, taken: TakenKey): unknown => {
  if (taken.scope !== claim.scope || taken.requestHash !== claim.requestHash)
    throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  // A key is claimed and answered in one transaction, so a committed row has its answer.
  if (taken.response === null || taken.response === undefined)
    throw new Error(`idempotency key of customer ${claim.customerId} has no answer`);
  return taken.response;
};

/**
 * Claims the key in the caller's transaction (db/functions/idempotency.sql, the one claim
 * every path uses): null when this transaction now holds it, else the row that took it first.
 */
export const claimKey = async (tx: Executor, claim: IdempotencyClaim): Promise<TakenKey | null> => {
  const result = await tx.execute<{
    scope: string | null;
    request_hash: string | null;
    response: unknown;
  }>(sql`
    SELECT (c).scope, (c).request_hash, (c).response
      FROM (SELECT idempotency_claim(${claim.customerId}, ${claim.key}, ${claim.scope},
                   ${claim.requestHash}) AS c) claimed`);
  const [row] = result.rows;
  if (!row) throw new Error('idempotency_claim answered nothing');
  if (row.scope === null || row.request_hash === null) return null;
  return { scope: row.scope, requestHash: row.request_hash, response: row.response };
};

/** Keeps the answer with the key, in the transaction that claimed it. */
export const keepAnswer = async (
  tx: Executor,
  claim: IdempotencyClaim,
  response: unknown,
): Promise<void> => {
  await tx.execute(sql`
    SELECT idempotency_keep(${claim.customerId}, ${claim.key}, ${JSON.stringify(response)}::jsonb)`);
};

/**
 * Runs `work` (which moves the money) at most once per key, in the caller's transaction
 * `tx`: the key is claimed first, the answer kept with it before the commit, and a retry of
 * the same request answers the first answer without running `work`. Without a claim (no
 * Idempotency-Key) it simply runs `work`.
 */
export const idempotent = async <T>(
  tx: Executor,
  claim: IdempotencyClaim | null,
  codec: AnswerCodec<T>,
  work: () => Promise<T>,
): Promise<T> => {
  if (!claim) return work();
  const taken = await claimKey(tx, claim);
  if (taken) return codec.decode(firstAnswer(claim, taken));
  const answer = await work();
  await keepAnswer(tx, claim, codec.encode(answer));
  return answer;
};

/** An answer kept as it is: a view of plain JSON (strings, numbers, booleans, null). */
export const jsonAnswer = <T>(parse: (stored: unknown) => T): AnswerCodec<T> => ({
  encode: (answer) => answer,
  decode: parse,
});
