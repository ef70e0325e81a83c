import type { CreateQuantFundRequest } from '@brokerage/shared';
import { addDays, addDuration, localDate } from '@brokerage/shared/market-time';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { insertFund } from '../modules/quant/quant-funds.ts';

/**
 * Two demo quant funds on US stocks, open for a year from the first start. Their base day lies
 * 45 days back, so each shows a NAV history computed by its rule from the feed's past closes.
 */
const demoFunds = (now: Date): CreateQuantFundRequest[] => {
  const window = {
    subscriptionStart: addDuration(now, { days: -1 }).toISOString(),
    subscriptionEnd: addDuration(now, { days: 365 }).toISOString(),
    // A date of the funds' market (New York), not of UTC.
    baseDay: addDays(localDate('US', now), -45),
    market: 'US' as const,
    institution: 'Demo Asset Management',
  };
  return [
    {
      ...window,
      names: {
        en: 'US Tech Leaders',
        de: 'US-Technologieführer',
        it: 'Leader tecnologici USA',
        fr: 'Leaders technologiques US',
        es: 'Líderes tecnológicos de EE. UU.',
        jp: '米国テック・リーダーズ',
        'zh-Hans': '美国科技龙头',
      },
      risk: 4,
      periodDays: 30,
      minPurchase: '100',
      maxPurchase: '50000',
      rebalance: 'monthly',
      components: [
        { key: 'US:AAPL', weight: '0.3' },
        { key: 'US:MSFT', weight: '0.3' },
        { key: 'US:NVDA', weight: '0.2' },
        { key: 'US:GOOGL', weight: '0.2' },
      ],
    },
    {
      ...window,
      names: {
        en: 'US Dividend Income',
        de: 'US-Dividendenertrag',
        it: 'Dividendi USA',
        fr: 'Revenu de dividendes US',
        es: 'Dividendos de EE. UU.',
        jp: '米国配当インカム',
        'zh-Hans': '美国股息收益',
      },
      risk: 2,
      periodDays: 7,
      minPurchase: '100',
      maxPurchase: '20000',
      rebalance: 'weekly',
      components: [
        { key: 'US:KO', weight: '0.25' },
        { key: 'US:PG', weight: '0.25' },
        { key: 'US:JNJ', weight: '0.25' },
        { key: 'US:PEP', weight: '0.25' },
      ],
    },
  ];
};

/** Creates the demo funds once: a second start, or a second copy starting at once, adds none. */
export const seedDemoQuantFunds = async (db: Database, now = new Date()): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seed.demo-quant-funds'))`);
    const existing = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM quant_funds WHERE created_by = 'system:demo-seed'`,
    );
    if ((existing.rows[0]?.n ?? 0) > 0) return;
    for (const fund of demoFunds(now)) await insertFund(tx, fund, 'USD', 'system:demo-seed');
  });
};
