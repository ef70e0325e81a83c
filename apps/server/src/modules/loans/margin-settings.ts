import {
  Decimal,
  LOAN_DAY_COUNT,
  ltvSetting,
  marginSetting,
  type LtvSetting,
  type MarginSetting,
} from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { loans } from '../../db/schema/index.ts';
import { getSetting } from '../reference/reference.repository.ts';

/** Seeded with the reference data; operators change them through the settings (band + four eyes). */
export const DEFAULT_MARGIN_SETTINGS = {
  'loans.margin': {
    maintenanceLevel: '1.30',
    liquidationLevel: '1.10',
    callDeadlineHours: 24,
  } satisfies MarginSetting,
  // Liquid large caps lend half their value; an instrument may be set apart (0: not pledgeable).
  'loans.ltv': {
    markets: { US: '0.5', HK: '0.4', DE: '0.5', FR: '0.5', ES: '0.5' },
    instruments: {},
  } satisfies LtvSetting,
};

/** Read on every use, so an approved change applies to the next tick; a broken one fails loudly. */
export const getMarginSetting = async (db: Executor): Promise<MarginSetting> => {
  const parsed = marginSetting.safeParse(await getSetting(db, 'loans.margin'));
  if (!parsed.success)
    throw new Error(`the loans.margin setting is missing or invalid: ${parsed.error.message}`);
  return parsed.data;
};

export const getLtvSetting = async (db: Executor): Promise<LtvSetting> => {
  const parsed = ltvSetting.safeParse(await getSetting(db, 'loans.ltv'));
  if (!parsed.success)
    throw new Error(`the loans.ltv setting is missing or invalid: ${parsed.error.message}`);
  return parsed.data;
};

/** A level as people read it: at least two decimals (1.30), more only when it has them. */
const levelText = (stored: string): string => {
  const level = new Decimal(stored);
  return level.decimalPlaces() <= 2 ? level.toFixed(2) : level.toFixed();
};

/**
 * The levels a loan was signed under (copied from the setting when the customer applied):
 * the monitor, the liquidation rule, the collateral view and the agreement all read these,
 * never the setting of today.
 */
export const marginOfLoan = (
  loan: Pick<
    typeof loans.$inferSelect,
    'maintenanceLevel' | 'liquidationLevel' | 'callDeadlineHours'
  >,
): MarginSetting => ({
  maintenanceLevel: levelText(loan.maintenanceLevel),
  liquidationLevel: levelText(loan.liquidationLevel),
  callDeadlineHours: loan.callDeadlineHours,
});

/** The LTV of one instrument: its own if set, else its market's, else 0 (not pledgeable). */
export const ltvOf = (setting: LtvSetting, instrumentId: number, market: string): string =>
  setting.instruments[String(instrumentId)] ?? setting.markets[market] ?? '0';

/** The margin figures the application screen and the agreement state. */
export const marginTerms = (setting: MarginSetting) => ({
  ...setting,
  dayCount: LOAN_DAY_COUNT,
});
