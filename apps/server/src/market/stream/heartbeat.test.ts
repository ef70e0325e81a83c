import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat } from './heartbeat.ts';

const member = () => ({
  alive: true,
  closed: false,
  close() {
    this.closed = true;
  },
});
const socket = () => ({
  pings: 0,
  terminated: false,
  ping() {
    this.pings += 1;
  },
  terminate() {
    this.terminated = true;
  },
});

describe('Heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every interval and terminates a socket that did not answer the last ping', () => {
    const heartbeat = new Heartbeat(30_000);
    const [quiet, answering] = [member(), member()];
    const [quietSocket, answeringSocket] = [socket(), socket()];
    heartbeat.add(quiet, quietSocket);
    heartbeat.add(answering, answeringSocket);

    vi.advanceTimersByTime(30_000);
    expect([quietSocket.pings, answeringSocket.pings]).toEqual([1, 1]);
    answering.alive = true; // its pong arrived

    vi.advanceTimersByTime(30_000);
    expect(quietSocket.terminated).toBe(true);
    expect(quiet.closed).toBe(true);
    expect(answeringSocket.terminated).toBe(false);
    expect(answeringSocket.pings).toBe(2);
    expect(heartbeat.size).toBe(1);
    heartbeat.stop();
  });
});
