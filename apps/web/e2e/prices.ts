import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { adminLogin, apiCall } from './helpers';

/**
 * Prices moved on cue through the simulator's script (SIMULATOR_SCRIPT, playwright.config.ts),
 * and the loan approval the specs that lend share. Each spec pins an instrument no other spec
 * uses, so pinning it disturbs nothing running alongside.
 */
const PRICE_SCRIPT = path.join(process.env.E2E_TMP ?? '', 'prices.json');

/** Rewrites the script with `key` at `price` (or without it), other entries kept; atomic. */
export const pin = (key: string, price: string | undefined): void => {
  let prices: Record<string, string> = {};
  try {
    prices = JSON.parse(readFileSync(PRICE_SCRIPT, 'utf8')) as Record<string, string>;
  } catch {
    // Missing or half-written: start over.
  }
  if (price === undefined) delete prices[key];
  else prices[key] = price;
  const next = `${PRICE_SCRIPT}.${process.pid}.tmp`;
  writeFileSync(next, `${JSON.stringify(prices)}\n`);
  renameSync(next, PRICE_SCRIPT);
};

/** The price the server quotes for `key` now. */
const quoted = async (request: APIRequestContext, token: string, key: string): Promise<string> => {
  const [quote] = await apiCall<{ close: string }[]>(
    request,
    token,
    'GET',
    `market/quotes?keys=${key}`,
  );
  return quote?.close ?? '';
};

/** Pins `key` and waits until the feed's quotes carry that price. */
export const pinAndWait = async (
  request: APIRequestContext,
  token: string,
  key: string,
  price: string,
): Promise<void> => {
  pin(key, price);
  await expect.poll(() => quoted(request, token, key)).toBe(price);
};

/** An applied loan approved by the admin, with the version the review queue shows. */
export const approveLoan = async (request: APIRequestContext, loanId: number): Promise<void> => {
  const admin = await adminLogin(request);
  const queue = await apiCall<{ items: { id: number; version: number }[] }>(
    request,
    admin,
    'GET',
    'admin/loans?status=applied&pageSize=100',
  );
  const loan = queue.items.find((item) => item.id === loanId);
  if (!loan) throw new Error(`loan ${loanId} is not waiting for review`);
  await apiCall(request, admin, 'POST', `admin/loans/${loanId}/review`, {
    decision: 'approve',
    version: loan.version,
  });
};
