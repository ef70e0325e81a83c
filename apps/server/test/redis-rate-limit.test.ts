import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

const redisUrl = process.env.REDIS_URL;

// Without REDIS_URL each copy counts alone; this proves the shared counter when Redis is there.
describe.skipIf(!redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  it('two server copies count the same client against one limit', async () => {
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_PER_MINUTE: '5' };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    // A fresh client address per run, so that counters of earlier runs do not interfere.
    const remoteAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const hit = (app: typeof a.app) =>
      app.inject({ method: 'GET', url: '/api/v1/language', remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await hit(a.app)).statusCode, (await hit(b.app)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const limited = await hit(a.app);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

if (!redisUrl) console.warn('Redis tests skipped: REDIS_URL is not set');
