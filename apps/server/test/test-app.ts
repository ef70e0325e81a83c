import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { APP_ROLE, connectDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { operators } from '../src/db/schema/index.ts';
import { localFileStore } from '../src/lib/files/file-store.ts';
import { createOperatorSession } from '../src/modules/operator/operator-sessions.ts';
import { newTotpSecret, totpCodeAt } from '../src/modules/security/totp.ts';
import { hashSecret } from '../src/modules/security/passwords.ts';
import type { OutgoingMessage } from '../src/lib/notify/notifier.ts';
import type { MarketDataProvider } from '../src/market/provider.ts';
import type { CorporateActionsFeed } from '../src/modules/corporate/corporate-feed.ts';
import { adminQuery, TEST_DATABASE_PREFIX, withDatabase } from './test-server.ts';

/**
 * A fresh database for one test file, cloned from the migrated template. Its pool runs as
 * the app's role, as the app's does; `url` is the owner's (the server's user), for fixtures
 * that must reach around the app's rights (see support/ledger-owner.ts).
 */
export const createTestDatabase = async (): Promise<DatabaseHandle & { url: string }> => {
  const serverUrl = inject('testServerUrl');
  const run = `${TEST_DATABASE_PREFIX}${inject('testRunId')}`;
  const name = `${run}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, [`CREATE DATABASE ${name} TEMPLATE ${run}_template`]);
  const url = withDatabase(serverUrl, name);
  return { ...connectDatabase(url, 30, undefined, APP_ROLE), url };
};

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle & { url: string };
  /** Every message the app "sent", newest last. */
  outbox: OutgoingMessage[];
  clock: { now: Date; advance: (ms: number) => void };
  lastCode: (to: string) => string;
}

const testConfig = (url: string, env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    RATE_LIMIT_PER_MINUTE: '100000',
    SESSION_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });

/** The real app on a real database, with a controllable clock and a capturing notifier. */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: {
    marketData?: MarketDataProvider;
    corporateFeed?: CorporateActionsFeed;
    /** Built apps to serve instead of apps/web/dist and apps/admin/dist. */
    dist?: { web: string; admin: string };
  } = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const outbox: OutgoingMessage[] = [];
  const clock = {
    now: new Date('2026-03-02T10:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const config = testConfig(database.url, env);
  if (options.dist) {
    config.webDist = options.dist.web;
    config.adminDist = options.dist.admin;
  }
  const app = await buildApp({
    config,
    db: database.db,
    now: () => clock.now,
    ...(options.marketData ? { marketData: options.marketData } : {}),
    ...(options.corporateFeed ? { corporateFeed: options.corporateFeed } : {}),
    files: localFileStore(
      path.join(os.tmpdir(), 'brokerage-test-uploads', randomBytes(6).toString('hex')),
    ),
    notifier: { send: async (message) => void outbox.push(message) },
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const lastCode = (to: string) => {
    const message = outbox.filter((m) => m.to === to).pop();
    if (!message?.code) throw new Error(`no code was sent to ${to}`);
    return message.code;
  };
  return { app, database, outbox, clock, lastCode };
};

let signUps = 0;

/** Registers a fresh customer by email through the API; answers its address, password and token. */
export const signUpCustomer = async (t: TestApp, password = 'secret12') => {
  signUps += 1;
  const mail = `user${signUps}-${randomBytes(3).toString('hex')}@example.com`;
  const code = await t.app.inject({
    method: 'POST',
    url: '/api/v1/member/code',
    payload: { channel: 'email', mail, purpose: 'register' },
  });
  if (code.statusCode !== 200) throw new Error(`code: ${code.body}`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/member/register',
    payload: { channel: 'email', mail, code: t.lastCode(mail), password },
  });
  if (response.statusCode !== 200) throw new Error(`register: ${response.body}`);
  const token = (response.json() as { data: { token: string } }).data.token;
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/v1/member/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  const customerId = (profile.json() as { data: { id: number } }).data.id;
  return { mail, password, token, customerId };
};

/**
 * An operator with `role`, logged in `sessions` times (separate sessions of one person); answers
 * the bearer tokens. Enrolled in TOTP (required of operators by default): the first session
 * signs in through `POST user/login` with a code; a code is accepted once, so the others are
 * opened as that sign-in opens them.
 */
export const signInOperatorSessions = async (
  t: TestApp,
  role: 'superadmin' | 'reviewer' | 'support',
  sessions: number,
) => {
  const username = `${role}-${randomBytes(3).toString('hex')}`;
  const password = 'operator-password-1';
  const totpSecret = newTotpSecret();
  const [operator] = await t.database.db
    .insert(operators)
    .values({
      username,
      role,
      passwordHash: await hashSecret(password),
      totpSecret,
      totpEnabledAt: t.clock.now,
    })
    .returning({ id: operators.id });
  if (!operator) throw new Error('operator insert returned nothing');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username, password, totp: totpCodeAt(totpSecret, t.clock.now) },
  });
  if (response.statusCode !== 200) throw new Error(`operator login: ${response.body}`);
  const tokens = [(response.json() as { data: { token: string } }).data.token];
  for (let i = 1; i < sessions; i += 1) {
    const session = await createOperatorSession(
      t.database.db,
      operator.id,
      { ip: '127.0.0.1', userAgent: 'test' },
      t.clock.now,
      { secondFactor: true },
    );
    tokens.push(session.token);
  }
  return tokens;
};

/** An operator with `role`, logged in through `POST user/login`; answers its bearer token. */
export const signInOperator = async (
  t: TestApp,
  role: 'superadmin' | 'reviewer' | 'support' = 'reviewer',
) => {
  const [token] = await signInOperatorSessions(t, role, 1);
  if (!token) throw new Error('operator login gave no token');
  return token;
};

/**
 * Another server copy of `t` on the same database: its own pool, quote hub and process state,
 * the same clock. What two copies must do once (a job's run) is raced between the two.
 */
export const secondCopy = async (
  t: TestApp,
  env: Record<string, string> = {},
  options: { marketData?: MarketDataProvider; corporateFeed?: CorporateActionsFeed } = {},
): Promise<FastifyInstance> => {
  const handle = connectDatabase(t.database.url, 30, undefined, APP_ROLE);
  const app = await buildApp({
    config: testConfig(t.database.url, env),
    db: handle.db,
    now: () => t.clock.now,
    ...(options.marketData ? { marketData: options.marketData } : {}),
    ...(options.corporateFeed ? { corporateFeed: options.corporateFeed } : {}),
    files: localFileStore(
      path.join(os.tmpdir(), 'brokerage-test-uploads', randomBytes(6).toString('hex')),
    ),
    notifier: { send: async () => undefined },
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  return app;
};
