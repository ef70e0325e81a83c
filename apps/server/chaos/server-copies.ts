import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/lib/net/free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 180_000;

interface Copy {
  index: number;
  port: number;
  child: ChildProcess | undefined;
  live: boolean;
  /** Set while we kill it: any other exit is the server's own, and it is started again. */
  killing: boolean;
  /** Set while a (re)start is under way, so that two restarts never race. */
  starting: Promise<void> | undefined;
}

export interface ServerCopies {
  /** The API base of a copy that listens now, chosen by `pick` among the live ones (none: null). */
  liveBase: (pick: (count: number) => number) => string | null;
  liveCount: () => number;
  /** SIGKILLs the copy and starts it again in the background; answers false when none was live. */
  killOne: (pick: (count: number) => number) => boolean;
  /** The last verification code the servers logged for `to`. */
  codeFor: (to: string) => string | undefined;
  /** Waits until every copy listens (after the last kill). */
  settle: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * N copies of the real server (`node --import tsx apps/server/src/server.ts`) on one database
 * and one Redis, each on a port of its own kept across restarts. Their logs go to
 * `<dir>/copy-<n>.log`; the verification codes they log are read from there, as the e2e
 * helpers read them.
 */
export const startServerCopies = async (
  count: number,
  dir: string,
  env: Record<string, string>,
): Promise<ServerCopies> => {
  const codes = new Map<string, string>();
  const copies: Copy[] = [];
  for (let index = 0; index < count; index += 1)
    copies.push({
      index,
      port: await freePort(),
      child: undefined,
      live: false,
      killing: false,
      starting: undefined,
    });

  let stopped = false;
  const start = (copy: Copy): Promise<void> => {
    // A restart scheduled by a kill must not outlive the run.
    if (stopped) return Promise.resolve();
    const started = new Promise<void>((resolve, reject) => {
      const log = fs.createWriteStream(path.join(dir, `copy-${copy.index}.log`), { flags: 'a' });
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: repoRoot,
        env: { ...process.env, ...env, PORT: String(copy.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      copy.child = child;
      let buffered = '';
      const timer = setTimeout(
        () => reject(new Error(`copy ${copy.index} did not start`)),
        START_TIMEOUT_MS,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        log.write(chunk);
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          if (!copy.live && line.includes('Server listening at')) {
            copy.live = true;
            clearTimeout(timer);
            resolve();
          }
          if (line.includes('verification code sent')) {
            const entry = JSON.parse(line) as { to?: string; code?: string };
            if (entry.to && entry.code) codes.set(entry.to, entry.code);
          }
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
      child.once('exit', (code, signal) => {
        const wasLive = copy.live;
        copy.live = false;
        if (wasLive && !copy.killing) {
          log.write(`\n--- chaos: copy died on its own (${code ?? signal}), starting it again\n`);
          void revive(copy);
        }
        clearTimeout(timer);
        log.end(`\n--- chaos: copy exited (${code ?? signal})\n`);
        reject(new Error(`copy ${copy.index} exited with ${code ?? signal}`));
      });
    });
    copy.starting = started.finally(() => {
      copy.starting = undefined;
    });
    return copy.starting;
  };

  const kill = async (copy: Copy) => {
    const child = copy.child;
    copy.live = false;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    copy.killing = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    copy.killing = false;
  };

  /**
   * Starts a killed copy again, and again while it fails (PostgreSQL may be down or still
   * recovering: the server then exits), until it listens or the run stops.
   */
  const revive = async (copy: Copy): Promise<void> => {
    while (!stopped && !copy.live) {
      try {
        await start(copy);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };

  // One after the other: the first runs the migrations and seeds the reference data.
  for (const copy of copies) await start(copy);

  const live = () => copies.filter((copy) => copy.live);
  return {
    liveBase: (pick) => {
      const candidates = live();
      if (candidates.length === 0) return null;
      const copy = candidates[pick(candidates.length)];
      return copy ? `http://127.0.0.1:${copy.port}/api/v1` : null;
    },
    liveCount: () => live().length,
    killOne: (pick) => {
      const candidates = live().filter((copy) => copy.starting === undefined);
      const copy = candidates[pick(candidates.length)];
      if (!copy) return false;
      void kill(copy).then(() => revive(copy));
      return true;
    },
    codeFor: (to) => codes.get(to),
    settle: async () => {
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline && live().length < copies.length) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    stop: async () => {
      stopped = true;
      await Promise.all(copies.map(kill));
    },
  };
};
