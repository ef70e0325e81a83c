import type { CreateIpoRequest } from '@brokerage/shared';
import { addDuration, SCHEDULES, startOfHour } from '@brokerage/shared/market-time';
import type { Database } from '../db/client.ts';
import { ipoOfferings } from '../db/schema/index.ts';
import { offeringValues } from '../modules/ipo/ipo-offerings.ts';

/** `days` calendar days from now (New York's, the market of both), at the start of that hour. */
const inDays = (now: Date, days: number): string =>
  startOfHour(addDuration(now, { days }, SCHEDULES.US.zone)).toISOString();

/**
 * The demo's two IPOs (README): one open for subscription now, one upcoming. Their symbols
 * are in no catalogue, so they are quoted only once listed. Written once: a later start finds
 * them (unique market and symbol) and leaves them, allotted or listed by then, as they are.
 */
export const demoIpos = (now: Date): CreateIpoRequest[] => [
  {
    market: 'US',
    symbol: 'NMBS',
    names: {
      en: 'Nimbus Robotics',
      de: 'Nimbus Robotik',
      it: 'Nimbus Robotica',
      fr: 'Nimbus Robotique',
      es: 'Nimbus Robótica',
      jp: 'ニンバス・ロボティクス',
      'zh-Hans': '宁巴斯机器人',
    },
    issuePrice: '18.50',
    lotSize: 100,
    sharesIssued: '500000',
    maxPerCustomer: '5000',
    allotmentRule: 'pro_rata_lottery',
    subscriptionStartsAt: inDays(now, -1),
    subscriptionEndsAt: inDays(now, 14),
    allotmentAt: inDays(now, 15),
    listingAt: inDays(now, 17),
  },
  {
    market: 'US',
    symbol: 'AQLN',
    names: {
      en: 'Aquila Energy Storage',
      de: 'Aquila Energiespeicher',
      it: 'Aquila Accumulo Energia',
      fr: 'Aquila Stockage d’Énergie',
      es: 'Aquila Almacenamiento de Energía',
      jp: 'アクィラ・エナジーストレージ',
      'zh-Hans': '天鹰储能',
    },
    issuePrice: '42',
    lotSize: 10,
    sharesIssued: '200000',
    maxPerCustomer: '1000',
    allotmentRule: 'whole_lottery',
    subscriptionStartsAt: inDays(now, 7),
    subscriptionEndsAt: inDays(now, 21),
    allotmentAt: inDays(now, 22),
    listingAt: inDays(now, 24),
  },
];

export const seedDemoIpos = async (db: Database, now = new Date()): Promise<void> => {
  for (const ipo of demoIpos(now))
    await db
      .insert(ipoOfferings)
      .values(offeringValues(ipo, 'system:demo-seed'))
      .onConflictDoNothing();
};
