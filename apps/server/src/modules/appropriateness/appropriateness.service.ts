import {
  APPROPRIATENESS_VERSION,
  appropriatenessFailures,
  type AdminAppropriateness,
  type AppropriatenessRequest,
  type AppropriatenessStatus,
} from '@brokerage/shared';
import { addDuration, PLATFORM_TIME_ZONE } from '@brokerage/shared/market-time';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { lockCustomer } from '../../db/customer-lock.ts';
import {
  answersOf,
  insertAnswer,
  type AnswerRow,
} from './appropriateness.repository.ts';

/**
 * A failed answer may be given again after this wait: long enough that the questionnaire
 * cannot be passed by trying each answer in turn, short enough for real experience to grow.
 */
export const RETAKE_AFTER = { days: 30 } as const;

const retakeFrom = (latest: AnswerRow) =>
  addDuration(latest.createdAt, RETAKE_AFTER, PLATFORM_TIME_ZONE);

/** A pass stands; otherwise the latest answer decides (a failed one, or none). */
const statusOf = (rows: AnswerRow[]): AppropriatenessStatus => {
  const passed = rows.find((row) => row.passed);
  const latest = passed ?? rows[0];
  if (!latest)
    return {
      version: APPROPRIATENESS_VERSION,
      state: 'none',
      answeredAt: null,
      reasons: [],
      retakeFrom: null,
    };
  return {
    version: APPROPRIATENESS_VERSION,
    state: latest.passed ? 'passed' : 'failed',
    answeredAt: latest.createdAt.toISOString(),
    reasons: latest.reasons,
    retakeFrom: latest.passed ? null : retakeFrom(latest).toISOString(),
  };
};

export const appropriatenessStatusOf = async (
  deps: AppDeps,
  actor: CustomerActor,
): Promise<AppropriatenessStatus> => statusOf(await answersOf(deps.db, actor.customerId));

/**
 * Records the customer's answers and their verdict. The customer's row is locked first, so
 * parallel answers of one customer are decided one after the other: after a pass every other
 * is refused (APPROPRIATENESS_ALREADY_PASSED), after a failure until RETAKE_AFTER has passed
 * (APPROPRIATENESS_RETAKE_LATER, with the instant it can be answered again).
 */
export const answerAppropriateness = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: AppropriatenessRequest,
): Promise<AppropriatenessStatus> =>
  deps.db.transaction(async (tx) => {
    await lockCustomer(tx, actor.customerId);
    const before = await answersOf(tx, actor.customerId);
    if (before.some((row) => row.passed)) throw new DomainError('APPROPRIATENESS_ALREADY_PASSED');
    const latest = before[0];
    if (latest && deps.now() < retakeFrom(latest))
      throw new DomainError('APPROPRIATENESS_RETAKE_LATER', {
        until: retakeFrom(latest).toISOString(),
      });
    const reasons = appropriatenessFailures(input.answers);
    const row = await insertAnswer(tx, {
      customerId: actor.customerId,
      version: input.version,
      answers: input.answers,
      passed: reasons.length === 0,
      reasons,
      createdAt: deps.now(),
    });
    return statusOf([row]);
  });

/** Every answer of a customer, newest first, for the console's customer page. */
export const appropriatenessForOperator = async (
  deps: AppDeps,
  customerId: number,
): Promise<AdminAppropriateness> => ({
  items: (await answersOf(deps.db, customerId)).map((row) => ({
    id: row.id,
    version: row.version,
    answers: row.answers,
    passed: row.passed,
    reasons: row.reasons,
    createdAt: row.createdAt.toISOString(),
  })),
});
