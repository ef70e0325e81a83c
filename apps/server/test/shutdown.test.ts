import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../src/market/stream/test-client.ts';
import { spawnServer, stopServer, type ServerProcess } from './support/server-process.ts';

/**
 * SIGTERM to the whole process group, as Ctrl-C in a terminal or a container stop sends it:
 * the embedded postgres child gets it at the same moment as the server. The server drains
 * and exits 0 with a "stopped" line; nothing throws on the way.
 */
describe('the server stopped by a signal to its process group', () => {
  let dataDir = '';
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server) await stopServer(server);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('drains in-flight requests, closes sockets with 1001, stops postgres and exits 0', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'brokerage-shutdown-'));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
      SESSION_RATE_LIMIT_PER_MINUTE: '100000',
    };
    // The embedded database: no DATABASE_URL from the environment.
    server = await spawnServer({ ...env, DATABASE_URL: '' }, { detached: true });
    const { base, port } = server;
    const socket = await TestClient.open(`ws://127.0.0.1:${port}/api/v1/ws`);

    let stop = false;
    const statuses: number[] = [];
    const worker = async () => {
      while (!stop) {
        // Refused connections are expected once the server stopped listening.
        const response = await fetch(`${base}/currency`).catch(() => undefined);
        if (!response) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        statuses.push(response.status);
        await response.arrayBuffer().catch(() => undefined);
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pid = server.child.pid ?? 0;
    process.kill(-pid, 'SIGTERM');
    const exit = await server.exited;
    stop = true;
    await Promise.all(workers);
    await socket.untilClosed(5_000);

    const output = server.output();
    expect(exit, output.slice(-3000)).toEqual({ code: 0, signal: null });
    expect(output).toMatch(/"msg":"stopped"/);
    expect(output).not.toMatch(/Unhandled|uncaught|shutdown step failed/i);
    expect(socket.closeCode).toBe(1001);
    expect(statuses.length).toBeGreaterThan(0);
    // In flight or not, an answer given is a real one: served, or 503 while postgres stops.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  }, 180_000);
});
