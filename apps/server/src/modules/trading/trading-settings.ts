import { Decimal } from '@brokerage/shared';
import { feeScheduleSchema, type FeeSchedule, type FeeTerms } from '@brokerage/shared/order-rules';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { getSetting } from '../reference/reference.repository.ts';
import { feesAndVip } from './trading.repository.ts';

export const DEFAULT_TRADING_SETTINGS = {
  /** The fee table operators may edit (shape: feeScheduleSchema; the rules: shared order-rules). */
  'trading.fees': {
    default: { rate: '0.001', minimum: '1' },
    markets: { HK: { rate: '0.001', minimum: '5' }, TW: { rate: '0.001425', minimum: '20' } },
    vipDiscount: '0.2',
  } satisfies FeeSchedule,
  /** How far a block deal's premium or discount may be from the feed's ask (0.10: ±10 %). */
  'trading.blockDealBand': '0.10',
};

const blockDealBandSetting = z
  .string()
  .regex(/^0(\.\d{1,4})?$/)
  .default(DEFAULT_TRADING_SETTINGS['trading.blockDealBand']);

/** The band a block deal's premium must stay within, as a fraction (0.10 = ±10 %). */
export const blockDealBand = async (db: Executor): Promise<Decimal> => {
  return new Decimal(blockDealBandSetting.parse(await getSetting(db, 'trading.blockDealBand')));
};

/**
 * The fee table as stored (the `trading.fees` setting, parsed), checked by the schema the
 * app reads it with. A missing or broken setting is an operator's mistake that must not
 * charge by a guess: it fails loudly, naming the setting.
 */
export const feeTable = (stored: unknown): FeeSchedule => {
  const parsed = feeScheduleSchema.safeParse(stored);
  if (!parsed.success)
    throw new Error(`the trading.fees setting is missing or invalid: ${parsed.error.message}`);
  return parsed.data;
};

/**
 * The fee table as it stands, read on every call (no cache in the server), so that an
 * operator's edit applies to the next order and the next `GET trading/fees`.
 */
export const feeSchedule = async (db: Executor): Promise<FeeSchedule> => {
  return feeTable(await getSetting(db, 'trading.fees'));
};

/** The fee table and whether the customer gets the VIP discount, in one query. */
export const feeTerms = async (db: Executor, customerId: number): Promise<FeeTerms> => {
  const row = await feesAndVip(db, customerId);
  return { fees: feeTable(row.fees), vip: row.vip ?? false };
};
