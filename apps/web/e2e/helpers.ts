import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { deflateSync } from 'node:zlib';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import pg from 'pg';

export const DEMO = { email: 'demo@example.com', password: 'demo1234' };

const serverLog = (): string => path.join(process.env.E2E_TMP ?? '', 'server.log');

interface CodeLine {
  msg?: string;
  to?: string;
  code?: string;
}

/** Reads the latest verification code sent to `to` from the server's stdout log. */
export const readCode = async (to: string, timeoutMs = 15_000): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(serverLog())) {
      const lines = readFileSync(serverLog(), 'utf8').split('\n');
      for (let i = lines.length - 1; i >= 0; i -= 1) {
        const line = lines[i]?.trim();
        if (!line?.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line) as CodeLine;
          if (entry.msg === 'verification code sent' && entry.to === to && entry.code)
            return entry.code;
        } catch {
          // Not a JSON line (npm's banner): skip.
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification code for ${to} in ${serverLog()}`);
};

export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Opens a route of the hash router. */
export const openRoute = async (page: Page, route: string): Promise<void> => {
  await page.goto(`/#${route}`);
};

/**
 * A sheet closed on screen takes its history entry out with history.back(), which lands a
 * moment later (later still on a loaded machine); a route opened before it lands is undone by
 * it. Waits until the current entry is no sheet's.
 */
export const sheetEntryTakenOut = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => {
    const state: unknown = window.history.state;
    return !(typeof state === 'object' && state !== null && 'sheet' in state);
  });
};

const tagged = (data: unknown): string => JSON.stringify({ type: 'object', data });

/** Switches the app's language on an open page, as the language setting does, and reloads. */
export const switchLanguage = async (page: Page, language: string): Promise<void> => {
  const stored = tagged({ state: { key: language }, version: 1 });
  await page.evaluate((value) => localStorage.setItem('store:language', value), stored);
  await page.reload();
};

/** Seeds local storage before the app boots: language and/or a session token. */
export const seedStorage = async (
  page: Page,
  { language, token }: { language?: string; token?: string },
): Promise<void> => {
  await page.addInitScript(
    ({ languageValue, userValue }) => {
      // Only on the first load of this page object, so the app's own writes win afterwards.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      if (languageValue) localStorage.setItem('store:language', languageValue);
      if (userValue) localStorage.setItem('store:user', userValue);
    },
    {
      languageValue: language ? tagged({ state: { key: language }, version: 1 }) : '',
      userValue: token ? tagged({ state: { token, customer: '', profile: null }, version: 1 }) : '',
    },
  );
};

export const apiLogin = async (
  request: APIRequestContext,
  mail = DEMO.email,
  password = DEMO.password,
): Promise<string> => {
  const response = await request.post('/api/v1/member/login', {
    data: { mail, password },
    headers: { platform: 'h5' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
};

export const loginThroughForm = async (
  page: Page,
  account: string,
  password: string,
): Promise<void> => {
  await openRoute(page, '/pages/auth/login');
  await page.getByPlaceholder('Enter your email or user ID').fill(account);
  await page.getByPlaceholder('Enter your password').fill(password);
  await page.getByTestId('login-submit').click();
};

/** Registers a fresh email customer through the API (code read from the server log); returns its token. */
export const apiRegister = async (
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> => {
  const headers = { platform: 'h5' };
  const sent = await request.post('/api/v1/member/code', {
    data: { channel: 'email', mail: email, purpose: 'register' },
    headers,
  });
  expect(sent.status()).toBe(200);
  const code = await readCode(email);
  const registered = await request.post('/api/v1/member/register', {
    data: { channel: 'email', mail: email, code, password },
    headers,
  });
  expect(registered.status()).toBe(200);
  const body = (await registered.json()) as { data: { token: string } };
  return body.data.token;
};

// ---- funding and identity --------------------------------------------------------------

const H5 = { platform: 'h5' };

/** Calls the API as a customer or an operator and returns the unwrapped `data`. */
export const apiCall = async <T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: unknown,
): Promise<T> => {
  const response = await request.fetch(`/api/v1/${url}`, {
    method,
    headers: { ...H5, Authorization: `Bearer ${token}` },
    data: method === 'GET' ? undefined : (data ?? {}),
  });
  const body = (await response.json()) as { data: T; message?: unknown };
  expect(response.status(), `${method} ${url}: ${JSON.stringify(body.message)}`).toBe(200);
  return body.data;
};

const DECISION_PATHS = {
  deposits: { waiting: 'status=0', decide: 'audit' },
  withdrawals: { waiting: 'status=0', decide: 'review' },
  kyc: { waiting: 'status=review', decide: 'review' },
} as const;

/**
 * An operator's review decision by API, sending the version the queue shows for the record,
 * as the console does (a decision without it is refused).
 */
export const decideByApi = async (
  request: APIRequestContext,
  operatorToken: string,
  queue: keyof typeof DECISION_PATHS,
  id: number,
  decision: Record<string, unknown>,
): Promise<void> => {
  const { waiting, decide } = DECISION_PATHS[queue];
  const list = await apiCall<{ items: { id: number; version: number }[] }>(
    request,
    operatorToken,
    'GET',
    `admin/${queue}?${waiting}&pageSize=100`,
  );
  const version = list.items.find((item) => item.id === id)?.version;
  expect(version, `${queue} ${id} is waiting in its queue`).toBeDefined();
  await apiCall(request, operatorToken, 'POST', `admin/${queue}/${id}/${decide}`, {
    ...decision,
    version,
  });
};

/** An authenticator app's codes for a TOTP secret (otpauth, not the server's own code). */
export const authenticator = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

const TOTP_STEP_MS = 30_000;
const adminSessionFile = (): string =>
  path.join(process.env.E2E_TMP ?? tmpdir(), 'admin-session.json');

interface AdminSession {
  token: string;
  secret: string;
}

const readAdminSession = (): AdminSession | null => {
  try {
    return JSON.parse(readFileSync(adminSessionFile(), 'utf8')) as AdminSession;
  } catch {
    return null;
  }
};

/** A POST as a customer, an operator (`token`) or nobody: its status and answer, unchecked. */
export const post = async <T = Record<string, unknown>>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  token?: string,
) => {
  const response = await request.post(`/api/v1/${url}`, {
    data,
    headers: { ...H5, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: response.status(),
    body: (await response.json()) as { data: T; code?: string; message?: unknown },
  };
};

const ADMIN = () => ({ username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? '' });

/**
 * The first sign-in of the run: operators must have TOTP (on by default), so `admin` signs in
 * with the password, which only lets it enrol, and enrols; the enrolling session then counts
 * as signed in with a code.
 */
const enrolAdmin = async (request: APIRequestContext): Promise<AdminSession> => {
  const login = await post<{ token: string; mustEnrolTotp: boolean }>(
    request,
    'user/login',
    ADMIN(),
  );
  expect(login.status).toBe(200);
  expect(login.body.data.mustEnrolTotp).toBe(true);
  const { token } = login.body.data;
  const start = await post<{ secret: string }>(request, 'user/totp/enrol', {}, token);
  expect(start.status).toBe(200);
  const { secret } = start.body.data;
  const confirm = await post(
    request,
    'user/totp/confirm',
    { code: authenticator(secret).generate() },
    token,
  );
  expect(confirm.status).toBe(200);
  return { token, secret };
};

/** A new session of the enrolled admin, with a code of a step no sign-in used yet. */
const signInAdminAgain = async (request: APIRequestContext, secret: string) => {
  for (let round = 0; round < 4; round += 1) {
    const login = await post<{ token: string }>(request, 'user/login', {
      ...ADMIN(),
      totp: authenticator(secret).generate(),
    });
    if (login.status === 200) return { token: login.body.data.token, secret };
    // This step's code was used: the next step brings a fresh one.
    await new Promise((resolve) =>
      setTimeout(resolve, TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500),
    );
  }
  throw new Error('admin could not sign in with a fresh TOTP code');
};

const stillSignedIn = async (request: APIRequestContext, token: string) => {
  const response = await request.get(`/api/v1/user/check_logged?token=${token}`, { headers: H5 });
  return ((await response.json()) as { data: { logged: boolean } }).data.logged;
};

/**
 * The e2e server's first operator (ADMIN_PASSWORD in playwright.config.ts). Each TOTP code
 * signs in once, so the run keeps one admin session in E2E_TMP, shared by the workers: the
 * first caller (holding a lock file) enrols, later ones reuse the session, and a session that
 * ended is replaced with a sign-in by code.
 */
export const adminLogin = async (request: APIRequestContext): Promise<string> => {
  const file = adminSessionFile();
  for (let round = 0; round < 1200; round += 1) {
    const stored = readAdminSession();
    if (stored && (await stillSignedIn(request, stored.token))) return stored.token;
    let lock: number;
    try {
      lock = openSync(`${file}.lock`, 'wx');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const again = readAdminSession();
      if (again && (await stillSignedIn(request, again.token))) return again.token;
      const session = again
        ? await signInAdminAgain(request, again.secret)
        : await enrolAdmin(request);
      writeFileSync(`${file}.new`, JSON.stringify(session));
      renameSync(`${file}.new`, file);
      return session.token;
    } finally {
      closeSync(lock);
      unlinkSync(`${file}.lock`);
    }
  }
  throw new Error('no admin session appeared');
};

/**
 * A session of an operator made through the API, opened through the API: the password alone
 * only lets it enrol in TOTP (required by default), and the enrolling session then counts as
 * signed in with a code. For an operator a test needs as an API caller only.
 */
export const operatorSessionByApi = async (
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> => {
  const login = await post<{ token: string; mustEnrolTotp: boolean }>(request, 'user/login', {
    username,
    password,
  });
  expect(login.body.data.mustEnrolTotp).toBe(true);
  const { token } = login.body.data;
  const start = await post<{ secret: string }>(request, 'user/totp/enrol', {}, token);
  const confirm = await post(
    request,
    'user/totp/confirm',
    { code: authenticator(start.body.data.secret).generate() },
    token,
  );
  expect(confirm.status).toBe(200);
  return token;
};

export const STEP_MS = 30_000;
export const stepOf = (time: number) => Math.floor(time / STEP_MS);

/**
 * A new operator's first sign-in: TOTP is required of operators by default, so the console
 * shows nothing but the enrolment (the QR code's secret, a first code, ten recovery codes)
 * until it is done. Answers the secret and when it was enrolled.
 */
export const enrolAtGate = async (page: Page) => {
  await expect(page.getByTestId('totp-start')).toBeVisible();
  await expect(page.getByTestId('operator-name')).toHaveCount(0);
  await page.getByTestId('totp-start').click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  const enrolledAt = Date.now();
  await page
    .getByTestId('totp-code')
    .fill(authenticator(secret).generate({ timestamp: enrolledAt }));
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByTestId('totp-done').click();
  return { secret, enrolledAt };
};

/** The TOTP secret of each operator this worker enrolled, and the last step a code was used in. */
const enrolledOperators = new Map<string, { secret: string; lastStep: number }>();

/**
 * Signs `username` in to the console in `language`: the first time through the enrolment
 * gate, then with the code of a step not used yet (each code counts once; one step of drift).
 */
export const signInConsoleAs = async (
  page: Page,
  username: string,
  password: string,
  language = 'en',
): Promise<void> => {
  await page.goto('/admin/#/sign-in');
  await page.evaluate((key) => localStorage.setItem('console:language', key), language);
  await page.reload();
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  const known = enrolledOperators.get(username);
  if (!known) {
    const { secret, enrolledAt } = await enrolAtGate(page);
    enrolledOperators.set(username, { secret, lastStep: stepOf(enrolledAt) });
  } else {
    await expect(page.getByTestId('sign-in-totp')).toBeVisible();
    // The next step's code is accepted now (drift); one further ahead has to wait its turn.
    while (known.lastStep + 1 > stepOf(Date.now()) + 1) await page.waitForTimeout(1_000);
    const step = Math.max(stepOf(Date.now()), known.lastStep + 1);
    const code = authenticator(known.secret).generate({ timestamp: step * STEP_MS });
    await page.getByTestId('sign-in-totp').fill(code);
    known.lastStep = step;
    await page.getByTestId('sign-in-submit').click();
  }
  await expect(page.getByTestId('operator-name')).toHaveText(username);
};

/** Opens the console signed in as the admin, with the run's admin session, in `language`. */
export const openConsoleAsAdmin = async (
  page: Page,
  request: APIRequestContext,
  language = 'en',
) => {
  const token = await adminLogin(request);
  await page.goto('/admin/#/sign-in');
  await page.evaluate(
    ([value, key]) => {
      sessionStorage.setItem('console:token', value);
      localStorage.setItem('console:language', key);
    },
    [token, language] as const,
  );
  await page.goto('/admin/#/');
  await page.reload();
  await expect(page.getByTestId('operator-name')).toHaveText('admin');
};

/** A fresh customer with a pay password (123456); returns its token. */
export const freshCustomer = async (
  request: APIRequestContext,
  prefix: string,
): Promise<{ token: string; email: string }> => {
  const email = uniqueEmail(prefix);
  const token = await apiRegister(request, email, 'funds1234');
  await apiCall(request, token, 'POST', 'member/paypwd', {
    password: 'funds1234',
    payPassword: '123456',
  });
  return { token, email };
};

/**
 * Answers the appropriateness questionnaire (asked before the first loan and the first quant
 * fund purchase) with answers that pass; a customer who passed before stays passed.
 */
export const passAppropriateness = async (
  request: APIRequestContext,
  token: string,
): Promise<void> => {
  const response = await request.post('/api/v1/appropriateness', {
    headers: { ...H5, Authorization: `Bearer ${token}` },
    data: {
      version: 1,
      answers: {
        experience: '1to3',
        incomeBand: '50to100k',
        lossesBeyondInvestment: true,
        pledgeMaySell: true,
      },
    },
  });
  expect([200, 409]).toContain(response.status());
};

/**
 * A verified customer who passed the appropriateness questionnaire and holds about 15,000 USD
 * of US:AAPL bought at market out of 20,000 USD deposited: margin loans lend against holdings
 * (issue 26), and these lend about 7,500 USD at the US LTV of 0.5.
 */
export const borrowerWithHoldings = async (
  request: APIRequestContext,
  prefix: string,
): Promise<{ token: string; email: string }> => {
  const customer = await verifiedFundedCustomer(
    request,
    prefix,
    { firstName: 'Ada', lastName: 'Lovelace', idNumber: `L${Date.now()}` },
    '20000',
  );
  await passAppropriateness(request, customer.token);
  // About 15,000 USD of stock whatever the simulated price has drifted to.
  const [quote] = await apiCall<{ ask: string }[]>(
    request,
    customer.token,
    'GET',
    'market/quotes?keys=US:AAPL',
  );
  const quantity = Math.floor(15_000 / Number(quote?.ask ?? '1000'));
  await apiCall(request, customer.token, 'POST', 'orders', {
    key: 'US:AAPL',
    type: 'market',
    quantity: String(quantity),
    payPassword: '123456',
  });
  return customer;
};

/** Uploads a small PNG of `color` for `purpose` as the customer `token`; answers the file id. */
export const uploadPng = async (
  request: APIRequestContext,
  token: string,
  purpose: string,
  color: [number, number, number] = [70, 92, 255],
): Promise<string> => {
  const response = await request.post('/api/v1/upload', {
    headers: { ...H5, Authorization: `Bearer ${token}` },
    multipart: { purpose, file: makePng(color) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
};

/** A bank deposit the customer declares with a proof (a PNG of `color`): it waits for review. */
export const bankDeposit = async (
  request: APIRequestContext,
  token: string,
  money: string,
  color: [number, number, number] = [200, 120, 40],
) =>
  apiCall<{ id: number }>(request, token, 'POST', 'deposit', {
    type: 'bank',
    currency: 'USD',
    money,
    proof: await uploadPng(request, token, 'deposit-proof', color),
  });

/**
 * A fresh customer with a pay password, a passport in `name` passed by the admin and `usd` USD
 * deposited and passed, both decided through the queues with the version they show.
 */
export const verifiedFundedCustomer = async (
  request: APIRequestContext,
  prefix: string,
  name: { firstName: string; lastName: string; idNumber: string },
  usd: string,
): Promise<{ token: string; email: string }> => {
  const admin = await adminLogin(request);
  const customer = await freshCustomer(request, prefix);
  const { token } = customer;
  const kyc = await apiCall<{ identity: { id: number } }>(request, token, 'POST', 'kyc', {
    type: 'passport',
    ...name,
    frontImage: await uploadPng(request, token, 'kyc', [70, 92, 255]),
    backImage: await uploadPng(request, token, 'kyc', [9, 190, 79]),
  });
  await decideByApi(request, admin, 'kyc', kyc.identity.id, { decision: 'pass' });
  const deposit = await apiCall<{ id: number }>(request, token, 'POST', 'deposit', {
    type: 'bank',
    currency: 'USD',
    money: usd,
    proof: await uploadPng(request, token, 'deposit-proof', [255, 43, 43]),
  });
  await decideByApi(request, admin, 'deposits', deposit.id, { decision: 'pass' });
  return customer;
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small real PNG (two colour bands) for upload tests; no fixture files needed. */
export const makePng = (
  [r, g, b]: [number, number, number],
  width = 64,
  height = 40,
): { name: string; mimeType: string; buffer: Buffer } => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) {
      const light = y < height / 2 ? 0 : 60;
      rows.push(Math.min(255, r + light), Math.min(255, g + light), Math.min(255, b + light));
    }
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: `image-${r}-${g}-${b}.png`, mimeType: 'image/png', buffer };
};

/** A minimal one-page PDF (the upload service checks the %PDF- magic bytes). */
export const makePdf = (): { name: string; mimeType: string; buffer: Buffer } => ({
  name: 'qualification.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

const SHOTS_DIR = path.join(import.meta.dirname, 'screenshots');
mkdirSync(SHOTS_DIR, { recursive: true });

/** Saves a 390x844 screenshot under e2e/screenshots (gitignored) after the UI settles. */
export const snap = async (page: Page, name: string): Promise<void> => {
  await page.waitForTimeout(350);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
};

/**
 * Unfolds the lots of one stock in the open-positions list (issue 31 item 10: a stock held in
 * several lots starts folded, one held in a single lot starts open).
 */
export const showLots = async (page: Page, symbol: string): Promise<void> => {
  const toggle = page
    .getByTestId(`position-group-${symbol}`)
    .first()
    .getByTestId('position-group-toggle');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
};

/** A page of a list, as the API answers one. */
export interface Paged<T> {
  items: T[];
}

/** A customer's number, found by e-mail in the console's search. */
export const customerIdOf = async (request: APIRequestContext, email: string) => {
  const found = await apiCall<Paged<{ id: number; email: string }>>(
    request,
    await adminLogin(request),
    'GET',
    `admin/customers?q=${encodeURIComponent(email)}`,
  );
  const id = found.items.find((customer) => customer.email === email)?.id;
  expect(id).toBeDefined();
  return id as number;
};

/** The console's error under the form field holding `testId`. */
export const errorUnder = (page: Page, testId: string) =>
  page
    .locator('.ant-form-item', { has: page.getByTestId(testId) })
    .locator('.ant-form-item-explain-error');

// ---- labels that fit -------------------------------------------------------------------

const LABELS = [
  'button',
  '[role=tab]',
  '.adm-selector-item',
  '.adm-nav-bar-title',
  '.adm-tab-bar-item-title',
  '.adm-form-item-label',
  '.adm-list-item-content-main',
  'label',
].join(',');

/**
 * What does not fit on the page as it is now (issue 19 item 10): a label whose text is wider
 * than its box (clipped, cut to an ellipsis, or spilling over its neighbour), or a page wider
 * than the phone.
 */
export const misfits = (page: Page) =>
  page.evaluate((selector) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !element.innerText.trim()) continue;
      const style = getComputedStyle(element);
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      if (text.width > box.width - padding + 1 || element.scrollWidth > element.clientWidth + 1)
        found.push(
          `"${element.innerText.trim().slice(0, 40)}" ${Math.round(text.width)}/${Math.round(box.width)}px`,
        );
    }
    return found;
  }, LABELS);

/**
 * A connection to the e2e server's embedded database, for what a test cannot drive through the
 * API (the server's clock is the real one and it watches no chain). The caller ends it.
 */
export const e2eDatabase = async (): Promise<pg.Client> => {
  const dataDir = path.join(process.env.E2E_TMP ?? '', 'data');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[3]),
    user: 'postgres',
    password: readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim(),
    database: 'postgres',
  });
  await client.connect();
  return client;
};
