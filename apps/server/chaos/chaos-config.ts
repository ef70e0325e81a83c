import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const count = (fallback: number, min: number) => z.coerce.number().int().min(min).default(fallback);

const schema = z.object({
  CHAOS_SEED: z.string().min(1).optional(),
  CHAOS_OPS: count(10_000, 1),
  CHAOS_WORKERS: count(32, 2),
  CHAOS_COPIES: count(2, 1),
  CHAOS_KILLS: count(12, 0),
  /** The time budget: a run that has not done CHAOS_OPS by then stops and says so. */
  CHAOS_MINUTES: count(15, 1),
  /** Every this many workers, one is a reviewer (the others are customers). */
  CHAOS_OPERATOR_EVERY: count(8, 2),
});

export interface ChaosConfig {
  seed: string;
  ops: number;
  workers: number;
  copies: number;
  kills: number;
  minutes: number;
  operatorEvery: number;
}

/** The run's settings from CHAOS_* variables; a run without CHAOS_SEED draws one and prints it. */
export const chaosConfig = (env: NodeJS.ProcessEnv): ChaosConfig => {
  const parsed = schema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  const value = parsed.data;
  return {
    seed: value.CHAOS_SEED ?? randomBytes(4).toString('hex'),
    ops: value.CHAOS_OPS,
    workers: value.CHAOS_WORKERS,
    copies: value.CHAOS_COPIES,
    kills: value.CHAOS_KILLS,
    minutes: value.CHAOS_MINUTES,
    operatorEvery: value.CHAOS_OPERATOR_EVERY,
  };
};
