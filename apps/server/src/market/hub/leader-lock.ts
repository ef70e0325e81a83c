import type { Redis } from 'ioredis';

// Renew or release only while the lock still holds our id, so that a copy that lost the lock
// (a long pause, a network split) never extends or deletes the new holder's.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface LeaderLockOptions {
  readonly redis: Redis;
  readonly key: string;
  readonly id: string;
  readonly ttlMs: number;
  readonly onChange: (leader: boolean) => void;
  readonly onError: (error: unknown) => void;
}

/**
 * One copy at a time holds the lock (SET NX PX), renewing it every third of its lifetime; when
 * the holder dies the lock expires and another copy takes over within `ttlMs`.
 */
export class LeaderLock {
  private leader = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(private readonly options: LeaderLockOptions) {}

  get isLeader(): boolean {
    return this.leader;
  }

  async start(): Promise<void> {
    await this.attempt();
    this.timer = setInterval(() => void this.attempt(), Math.max(100, this.options.ttlMs / 3));
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.leader) {
      this.set(false);
      await this.options.redis
        .eval(RELEASE, 1, this.options.key, this.options.id)
        .catch(this.options.onError);
    }
  }

  private async attempt(): Promise<void> {
    const { redis, key, id, ttlMs } = this.options;
    try {
      const held = this.leader
        ? (await redis.eval(RENEW, 1, key, id, String(ttlMs))) === 1
        : (await redis.set(key, id, 'PX', ttlMs, 'NX')) === 'OK';
      if (!this.stopped) this.set(held);
    } catch (error) {
      // Unreachable Redis: stop publishing rather than risk two leaders once it is back.
      if (!this.stopped) this.set(false);
      this.options.onError(error);
    }
  }

  private set(leader: boolean): void {
    if (leader === this.leader) return;
    this.leader = leader;
    this.options.onChange(leader);
  }
}
