export interface JobLogger {
  warn: (fields: object, message: string) => void;
}

/**
 * Runs `pass` now and every `intervalMs`, never two passes at once in this process (other
 * copies are kept apart by the database: the passes claim their rows with SKIP LOCKED).
 * Answers the stop function.
 */
export const startIntervalJob = (
  name: string,
  pass: () => Promise<unknown>,
  intervalMs: number,
  log: JobLogger,
): (() => void) => {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    pass()
      .catch((error: unknown) => log.warn({ err: error }, `${name} pass failed`))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
};
