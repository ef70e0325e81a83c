import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Starts the real server the way `npm run serve` does (one node process with the
 * tsx loader, so a SIGKILL hits the server itself) and waits until it listens.
 */
const startServer = (dataDir: string): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL;
    // Other tests' servers count 127.0.0.1's requests in a shared Redis: not this one's concern.
    delete env.REDIS_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });

const killed = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });

let dataDir = '';
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) await killed(child, 'SIGTERM');
  }
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the server on the embedded database', () => {
  it('survives SIGKILL: the next start recovers the same data', { timeout: 240_000 }, async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brokerage-restart-'));
    const first = await startServer(dataDir);
    running.push(first.child);
    const base = `http://127.0.0.1:${first.port}/api/v1`;
    const login = await fetch(`${base}/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail: 'demo@example.com', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    await killed(first.child, 'SIGKILL'); // no shutdown hook runs; postgres is orphaned

    const second = await startServer(dataDir);
    running.push(second.child);
    const profile = await fetch(`http://127.0.0.1:${second.port}/api/v1/member/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    const balances = (
      (await profile.json()) as { data: { balances: { currency: string; total: string }[] } }
    ).data.balances;
    // The session written before the kill is still there, and the demo was funded once.
    expect(balances.find((b) => b.currency === 'USD')?.total).toBe('100000.00000000');
    await killed(second.child, 'SIGTERM');
  });
});
