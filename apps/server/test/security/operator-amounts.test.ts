import { DECIMAL_PATTERN, EDITABLE_SETTINGS } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { as, fundedCustomer, waitingBankDeposit } from '../support/funding.ts';
import { currentVersion } from '../support/review-version.ts';
import { createTestApp, signInOperator, type TestApp } from '../test-app.ts';
import { FUND } from '../support/quant.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInOperator(t, 'superadmin');
});

type JsonSchema = {
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Every string field of `schema` that takes a number typed as digits (an amount, a rate). */
const numericFields = (schema: JsonSchema | undefined, path = ''): string[] => {
  if (!schema || typeof schema !== 'object') return [];
  const own = schema.pattern?.includes('\\d{1,20}') ? [path] : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([k, v]) =>
      numericFields(v, `${path}.${k}`),
    ),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((v) =>
      numericFields(v, path),
    ),
    ...numericFields(schema.items, `${path}[]`),
    ...(typeof schema.additionalProperties === 'object'
      ? numericFields(schema.additionalProperties, `${path}{}`)
      : []),
  ];
  return [...new Set([...own, ...nested])];
};

/**
 * What each number an operator can type is. A currency amount must pass the customer's
 * currency-unit rule (a case below proves it); a rate or a fraction is not an amount of money.
 */
const OPERATOR_NUMBERS: Record<
  string,
  'currency amount' | 'whole currency amount' | 'rate' | 'threshold'
> = {
  'POST /api/v1/admin/deposits/{id}/audit .auditMoney': 'currency amount',
  'POST /api/v1/admin/ledger/adjustments .amount': 'currency amount',
  'POST /api/v1/admin/quant-funds .minPurchase': 'currency amount',
  'POST /api/v1/admin/quant-funds .maxPurchase': 'currency amount',
  'PUT /api/v1/admin/fx-rates .rate': 'rate',
  // A dividend as announced: so much per share (to 8 decimals, never posted: each lot's gross is
  // cut to the currency's unit) and the withholding share of it.
  'POST /api/v1/admin/corporate-actions/dividends .amountPerShare': 'rate',
  'POST /api/v1/admin/corporate-actions/dividends .withholdingRate': 'rate',
  // Four eyes: an amount above a threshold takes two operators; the threshold is compared with
  // amounts and never posted, and a band is a fraction of the value it replaces.
  'PUT /api/v1/admin/settings/{key} approvals.thresholds{}.withdrawal': 'threshold',
  'PUT /api/v1/admin/settings/{key} approvals.thresholds{}.adjustment': 'threshold',
  'PUT /api/v1/admin/settings/{key} approvals.thresholds{}.loan': 'threshold',
  'PUT /api/v1/admin/settings/{key} approvals.bands.fx': 'rate',
  'PUT /api/v1/admin/settings/{key} approvals.bands.fees': 'rate',
  'PUT /api/v1/admin/settings/{key} approvals.bands.risk': 'rate',
  // Margin loans: levels are ratios of collateral to debt, LTVs fractions of a holding's value.
  'PUT /api/v1/admin/settings/{key} loans.margin.maintenanceLevel': 'rate',
  'PUT /api/v1/admin/settings/{key} loans.margin.liquidationLevel': 'rate',
  'PUT /api/v1/admin/settings/{key} loans.ltv.markets{}': 'rate',
  'PUT /api/v1/admin/settings/{key} loans.ltv.instruments{}': 'rate',
  'PUT /api/v1/admin/settings/{key} trading.blockDealBand': 'rate',
  'PUT /api/v1/admin/settings/{key} withdrawal.rules.minimumUsd': 'currency amount',
  'PUT /api/v1/admin/settings/{key} withdrawal.rules.feeRate': 'rate',
  'PUT /api/v1/admin/settings/{key} withdrawal.rules.feeMinimumUsd': 'currency amount',
  'PUT /api/v1/admin/settings/{key} fx.spread': 'rate',
  'PUT /api/v1/admin/settings/{key} limits.maximums{}.deposit': 'currency amount',
  'PUT /api/v1/admin/settings/{key} limits.maximums{}.withdrawal': 'currency amount',
  'PUT /api/v1/admin/settings/{key} limits.maximums{}.transfer': 'currency amount',
  'PUT /api/v1/admin/settings/{key} limits.maximums{}.order': 'currency amount',
  'PUT /api/v1/admin/settings/{key} trading.fees.default.minimum': 'currency amount',
  'PUT /api/v1/admin/settings/{key} trading.fees.default.rate': 'rate',
  'PUT /api/v1/admin/settings/{key} trading.fees.markets{}.minimum': 'currency amount',
  'PUT /api/v1/admin/settings/{key} trading.fees.markets{}.rate': 'rate',
  'PUT /api/v1/admin/settings/{key} trading.fees.vipDiscount': 'rate',
  'PUT /api/v1/admin/settings/{key} loans.terms.currencies[].minimum': 'whole currency amount',
  'PUT /api/v1/admin/settings/{key} loans.terms.currencies[].maximum': 'whole currency amount',
};

describe('the numbers an operator types, from the route table', () => {
  it('every number field of every operator route and setting is known as an amount or a rate', async () => {
    const spec = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
      >;
    };
    const operatorRoutes = new Set(
      t.app.routeTable
        .filter((route) => typeof route.auth === 'object')
        .flatMap((route) =>
          route.method.split(',').map((m) => `${m} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`),
        ),
    );
    const found = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const route = `${method.toUpperCase()} ${path}`;
        if (!operatorRoutes.has(route)) return [];
        const body = operation.requestBody?.content?.['application/json']?.schema;
        return numericFields(body).map((field) => `${route} ${field}`);
      }),
    );
    const settings = Object.entries(EDITABLE_SETTINGS).flatMap(([key, schema]) =>
      numericFields(
        z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
        key,
      ).map((field) => `PUT /api/v1/admin/settings/{key} ${field}`),
    );
    expect(operatorRoutes.has('PUT /api/v1/admin/settings/{key}')).toBe(true);
    expect([...found, ...settings].sort()).toEqual(Object.keys(OPERATOR_NUMBERS).sort());
    expect(DECIMAL_PATTERN.source).toContain('\\d{1,20}');
  });
});

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

/** One operator money field: how to send `amount` in it, and what it could have changed. */
interface AmountCase {
  send: (amount: string) => Promise<Answer>;
  state: () => Promise<unknown>;
}

const rows = async (query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows;

const putSetting = (key: string, value: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/settings/${key}`,
    headers: as(admin),
    payload: { value },
  });
const settingRow = (key: string) => rows(sql`SELECT value FROM settings WHERE key = ${key}`);
const FEES = {
  default: { rate: '0.001', minimum: '1' },
  markets: { HK: { rate: '0.001', minimum: '5' } },
  vipDiscount: '0.2',
};

/** One maximum of USD set to `amount`, the others whole. */
const maximumCase = (kind: 'deposit' | 'withdrawal' | 'transfer' | 'order'): AmountCase => ({
  send: (amount) =>
    putSetting('limits.maximums', {
      USD: {
        deposit: '1000000',
        withdrawal: '1000000',
        transfer: '1000000',
        order: '10000000',
        [kind]: amount,
      },
    }),
  state: () => settingRow('limits.maximums'),
});

let customer: Awaited<ReturnType<typeof fundedCustomer>>;
let depositId: number;
let adjustments = 0;

const CASES: Record<string, AmountCase> = {
  'POST /api/v1/admin/deposits/{id}/audit .auditMoney': {
    send: async (amount) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/deposits/${depositId}/audit`,
        headers: as(admin),
        payload: {
          decision: 'part',
          auditMoney: amount,
          comment: 'part of it arrived',
          version: await currentVersion(t, 'deposits', depositId),
        },
      }),
    state: () =>
      rows(sql`SELECT d.status, d.audit_money, d.entry_id,
                      (SELECT count(*) FROM postings) AS lines
                 FROM deposits d WHERE d.id = ${depositId}`),
  },
  'POST /api/v1/admin/ledger/adjustments .amount': {
    send: (amount) => {
      adjustments += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/ledger/adjustments',
        headers: { ...as(admin), 'idempotency-key': `h24-adjust-${adjustments}-${Date.now()}` },
        payload: { customerId: customer.customerId, currency: 'USD', amount, reason: 'goodwill' },
      });
    },
    state: () => rows(sql`SELECT count(*) AS n FROM postings`),
  },
  'POST /api/v1/admin/quant-funds .minPurchase': {
    send: (amount) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/quant-funds',
        headers: as(admin),
        payload: { ...FUND, minPurchase: amount },
      }),
    state: () => rows(sql`SELECT count(*) AS n FROM quant_funds`),
  },
  'POST /api/v1/admin/quant-funds .maxPurchase': {
    send: (amount) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/quant-funds',
        headers: as(admin),
        payload: { ...FUND, minPurchase: '0.01', maxPurchase: amount },
      }),
    state: () => rows(sql`SELECT count(*) AS n FROM quant_funds`),
  },
  'PUT /api/v1/admin/settings/{key} withdrawal.rules.minimumUsd': {
    send: (amount) =>
      putSetting('withdrawal.rules', {
        minimumUsd: amount,
        feeRate: '0.001',
        feeMinimumUsd: '1',
        requireKyc: true,
      }),
    state: () => settingRow('withdrawal.rules'),
  },
  'PUT /api/v1/admin/settings/{key} withdrawal.rules.feeMinimumUsd': {
    send: (amount) =>
      putSetting('withdrawal.rules', {
        minimumUsd: '10',
        feeRate: '0.001',
        feeMinimumUsd: amount,
        requireKyc: true,
      }),
    state: () => settingRow('withdrawal.rules'),
  },
  'PUT /api/v1/admin/settings/{key} limits.maximums{}.deposit': maximumCase('deposit'),
  'PUT /api/v1/admin/settings/{key} limits.maximums{}.withdrawal': maximumCase('withdrawal'),
  'PUT /api/v1/admin/settings/{key} limits.maximums{}.transfer': maximumCase('transfer'),
  'PUT /api/v1/admin/settings/{key} limits.maximums{}.order': maximumCase('order'),
  'PUT /api/v1/admin/settings/{key} trading.fees.default.minimum': {
    send: (amount) =>
      putSetting('trading.fees', { ...FEES, default: { rate: '0.001', minimum: amount } }),
    state: () => settingRow('trading.fees'),
  },
  'PUT /api/v1/admin/settings/{key} trading.fees.markets{}.minimum': {
    send: (amount) =>
      putSetting('trading.fees', { ...FEES, markets: { HK: { rate: '0.001', minimum: amount } } }),
    state: () => settingRow('trading.fees'),
  },
};

const amountFields = Object.entries(OPERATOR_NUMBERS)
  .filter(([, kind]) => kind === 'currency amount')
  .map(([field]) => field);

describe('every currency amount an operator types passes the customer’s currency-unit rule', () => {
  beforeAll(async () => {
    customer = await fundedCustomer(t, '500');
    depositId = (await waitingBankDeposit(t, customer.token, '100')).id;
  });

  it('each currency amount of the route table has a case here', () => {
    expect(Object.keys(CASES).sort()).toEqual(amountFields.sort());
  });

  it.each(amountFields)(
    '%s: 99.999999 and 0.00000001 are refused with a translated error, nothing changes',
    async (field) => {
      const amountCase = CASES[field];
      if (!amountCase) throw new Error(`no case for ${field}`);
      for (const amount of ['99.999999', '0.00000001']) {
        const before = await amountCase.state();
        const answer = await amountCase.send(amount);
        expect(answer.statusCode, `${field} ${amount}: ${answer.body}`).toBe(400);
        const body = answer.json() as { code: string; message: unknown };
        expect(['AMOUNT_PRECISION', 'VALIDATION_FAILED']).toContain(body.code);
        expect(JSON.stringify(body.message)).not.toMatch(/validation\.|\{\{/);
        expect(await amountCase.state(), `${field} ${amount}`).toEqual(before);
      }
    },
  );

  it('a partial deposit credit of 99.999999 USD says the unit; 99.99 is credited as typed', async () => {
    const refused =
      await CASES['POST /api/v1/admin/deposits/{id}/audit .auditMoney']?.send('99.999999');
    expect(refused?.json()).toEqual({
      code: 'AMOUNT_PRECISION',
      message: 'The amount can have at most 2 decimals.',
    });
    const credited =
      await CASES['POST /api/v1/admin/deposits/{id}/audit .auditMoney']?.send('99.99');
    expect(credited?.statusCode, credited?.body).toBe(200);
    expect(credited?.json().data).toMatchObject({ status: 2, auditMoney: '99.99000000' });
  });
});
