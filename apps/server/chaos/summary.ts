/** The run's last line, the one a script or a person reads. */
export const summaryLine = (run: {
  ops: number;
  kills: number;
  pgRestarts: number;
  redisRestarts: number;
  violations: number;
  seed: string;
}): string =>
  `chaos: ops=${run.ops} kills=${run.kills} pg_restarts=${run.pgRestarts} redis_restarts=${run.redisRestarts} violations=${run.violations} seed=${run.seed}`;
