import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, stopServer, type ServerProcess } from './support/server-process.ts';

let dataDir = '';
const running: ServerProcess[] = [];

/** The real server on an embedded database under `dataDir` (DATABASE_URL unset). */
const startServer = async (): Promise<ServerProcess> => {
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  running.push(server);
  return server;
};

afterAll(async () => {
  // Only a server a failed assertion left running: SIGKILL (the next run's start recovers).
  for (const server of running) await stopServer(server);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the server on the embedded database', () => {
  it('survives SIGKILL: the next start recovers the same data', { timeout: 240_000 }, async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brokerage-restart-'));
    const first = await startServer();
    const login = await fetch(`${first.base}/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail: 'demo@example.com', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    await stopServer(first); // SIGKILL: no shutdown hook runs; postgres is orphaned

    const second = await startServer();
    const profile = await fetch(`${second.base}/member/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    const balances = (
      (await profile.json()) as { data: { balances: { currency: string; total: string }[] } }
    ).data.balances;
    // The session written before the kill is still there, and the demo was funded once.
    expect(balances.find((b) => b.currency === 'USD')?.total).toBe('100000.00000000');
    // A clean stop this time, so that its postgres does not outlive the test.
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
