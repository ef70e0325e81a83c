import {
  LOAN_DAY_COUNT,
  loanTermsSetting,
  type LoanTerms,
  type LoanTermsSetting,
} from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { getSetting } from '../reference/reference.repository.ts';
import type { AppDeps } from '../../deps.ts';
import { borrowingPower } from './borrowing-power.ts';
import { DEFAULT_MARGIN_SETTINGS, getMarginSetting, marginTerms } from './margin-settings.ts';

/** The terms of the settings; the margin figures and the borrowing power are the customer's. */
export type LoanTermsBase = Omit<LoanTerms, 'margin' | 'borrowingPower'>;

export const DEFAULT_LOAN_SETTINGS = {
  'loans.terms': {
    // Annual, actual/365: 18.25 % a year is 0.05 % a day, 36.5 % a year is 0.1 % a day.
    interestRate: '0.1825',
    penaltyRate: '0.365',
    periods: [7, 14, 30, 60, 90],
    currencies: [
      { currency: 'USD', minimum: '100', maximum: '100000' },
      { currency: 'EUR', minimum: '100', maximum: '100000' },
      { currency: 'HKD', minimum: '1000', maximum: '800000' },
    ],
    reminderDays: 3,
  } satisfies LoanTermsSetting,
  ...DEFAULT_MARGIN_SETTINGS,
};

/**
 * The terms as they stand, with the day-count basis their annual rates are offered on. Read
 * on every call so an operator's edit applies to the next application (loans already applied
 * for keep the rates they were shown). A broken setting fails loudly, naming it, rather than
 * lending at a guessed rate.
 */
export const getLoanTerms = async (db: Executor): Promise<LoanTermsBase> => {
  const parsed = loanTermsSetting.safeParse(await getSetting(db, 'loans.terms'));
  if (!parsed.success)
    throw new Error(`the loans.terms setting is missing or invalid: ${parsed.error.message}`);
  return { ...parsed.data, dayCount: LOAN_DAY_COUNT };
};

/** The limits of one offered currency, or a clear refusal. */
export const currencyTerms = (terms: LoanTermsBase, currency: string) => {
  const offered = terms.currencies.find((c) => c.currency === currency);
  if (!offered) throw new DomainError('CURRENCY_UNSUPPORTED');
  return offered;
};

/**
 * What the application screen shows before the signature: the terms, the margin levels with
 * the rate's day count, and the customer's borrowing power in each offered currency.
 */
export const customerLoanTerms = async (deps: AppDeps, customerId: number): Promise<LoanTerms> => {
  const terms = await getLoanTerms(deps.db);
  const [margin, power] = await Promise.all([
    getMarginSetting(deps.db),
    borrowingPower(
      deps,
      deps.db,
      customerId,
      terms.currencies.map((c) => c.currency),
    ),
  ]);
  return { ...terms, margin: marginTerms(margin), borrowingPower: power };
};
