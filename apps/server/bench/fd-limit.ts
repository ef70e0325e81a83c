import { readFileSync } from 'node:fs';

/**
 * The soft limit on open files of this process (Linux /proc; undefined elsewhere). Node cannot
 * raise it itself: `ulimit -n` in the shell that runs the bench can, up to the hard limit.
 */
export const openFileLimit = (): number | undefined => {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
  } catch {
    return undefined;
  }
};
