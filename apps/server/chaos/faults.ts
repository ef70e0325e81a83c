import { sleep } from './api-client.ts';
import type { PostgresCluster } from './postgres-cluster.ts';
import type { Prng } from './prng.ts';
import type { RedisServer } from './redis-server.ts';
import type { ServerCopies } from './server-copies.ts';

export type FaultKind = 'kill' | 'pg-restart' | 'redis-restart' | 'terminate-backends';

/** A fault and the point of the run's progress (0..1) after which it strikes. */
export interface Fault {
  at: number;
  kind: FaultKind;
}

export interface FaultCounts {
  kills: number;
  pgRestarts: number;
  redisRestarts: number;
  terminated: number;
}

/**
 * The run's faults, drawn from the seed and placed by progress (the share of the operations
 * done, or of the time budget if that runs out first), so that every fault strikes in any run:
 * `kills` SIGKILLs spread over 5-90 % of the operations, PostgreSQL crashed once near the
 * middle, Redis restarted once, and three rounds of dropped connections.
 */
export const planFaults = (random: Prng, kills: number, redis: boolean): Fault[] => {
  const at = (low: number, high: number) => low + random.next() * (high - low);
  const faults: Fault[] = [];
  for (let i = 0; i < kills; i += 1) {
    const slot = 0.85 / kills;
    faults.push({ at: at(0.05 + i * slot, 0.05 + (i + 1) * slot), kind: 'kill' });
  }
  faults.push({ at: at(0.4, 0.5), kind: 'pg-restart' });
  if (redis) faults.push({ at: at(0.6, 0.7), kind: 'redis-restart' });
  for (const [low, high] of [
    [0.15, 0.25],
    [0.5, 0.6],
    [0.75, 0.85],
  ] as const)
    faults.push({ at: at(low, high), kind: 'terminate-backends' });
  return faults.sort((a, b) => a.at - b.at);
};

export interface FaultTargets {
  copies: ServerCopies;
  postgres: PostgresCluster;
  redis: RedisServer | null;
  log: (message: string) => void;
}

/** Strikes each planned fault once its point is reached; resolves when `finished()` says so. */
export const runFaults = async (
  plan: Fault[],
  random: Prng,
  targets: FaultTargets,
  progress: () => number,
  finished: () => boolean,
): Promise<FaultCounts> => {
  const counts: FaultCounts = { kills: 0, pgRestarts: 0, redisRestarts: 0, terminated: 0 };
  const queue = [...plan];
  while (!finished()) {
    const fault = queue[0];
    if (!fault || progress() < fault.at) {
      await sleep(100);
      continue;
    }
    if (fault.kind === 'kill') {
      // Only a copy that listens can be killed; otherwise wait for one to come back.
      if (!targets.copies.killOne((count) => random.int(0, count - 1))) {
        await sleep(200);
        continue;
      }
      counts.kills += 1;
    } else if (fault.kind === 'pg-restart') {
      targets.log(`chaos: PostgreSQL stop -m immediate at ${Math.round(progress() * 100)} %`);
      await targets.postgres.crash();
      await sleep(random.int(500, 3000));
      await targets.postgres.start();
      counts.pgRestarts += 1;
    } else if (fault.kind === 'redis-restart' && targets.redis) {
      targets.log(`chaos: Redis restart at ${Math.round(progress() * 100)} %`);
      await targets.redis.restart();
      counts.redisRestarts += 1;
    } else if (fault.kind === 'terminate-backends') {
      counts.terminated += await targets.postgres
        .terminateBackends(random.int(3, 10), random.next())
        .catch(() => 0);
    }
    queue.shift();
  }
  return counts;
};
