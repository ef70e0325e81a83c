import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

const tagged = (data: unknown): string => JSON.stringify({ type: 'object', data });

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
  await page.getByPlaceholder('4 to 16 characters').fill(password);
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
