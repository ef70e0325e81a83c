import {
  formatMoney,
  formatQuantity,
  languageTag,
  type LanguageKey,
  symbolOf,
  type PlanFrequency,
  type PlanRunView,
  type PlanView,
} from '@brokerage/shared';
import type { TFunction } from 'i18next';
import { formatWeekday } from '../../../lib/format/date-time';

/** One instrument of a plan as the sheet sends it or the server answers it. */
export type ComponentShown = { key: string; weight?: number | null; quantity?: string | null };

/** What a plan buys and when, as the sheet holds it and the server answers it. */
export interface PlanTermsShown {
  kind: PlanView['kind'];
  amount?: string | null;
  components: ComponentShown[];
  frequency: PlanFrequency;
  day: number;
}

/** The instrument a plan names first: its only one, or the first of its basket. */
export const leadKey = (plan: Pick<PlanView, 'components'>): string =>
  plan.components[0]?.key ?? '';

export const isBasket = (plan: Pick<PlanTermsShown, 'components'>): boolean =>
  plan.components.length > 1;

/**
 * A basket's instruments with their part: "AAPL 60 % · MSFT 40 %" by weight (the percent as
 * the reader's language writes it), "AAPL 1 share · MSFT 3 shares" by number.
 */
export const basketText = (
  components: ComponentShown[],
  language: LanguageKey,
  t: TFunction,
): string =>
  components
    .map((component) => `${symbolOf(component.key)} ${componentPart(component, language, t)}`)
    .join(' · ');

/** A whole percent as the reader's language writes it: "60%", "60 %" (de, fr), "60%". */
export const percentText = (percent: number, language: LanguageKey): string =>
  new Intl.NumberFormat(languageTag(language), { style: 'percent' }).format(percent / 100);

/** One instrument's part of a plan: its percent, or its shares. */
export const componentPart = (
  component: ComponentShown,
  language: LanguageKey,
  t: TFunction,
): string =>
  component.weight != null
    ? percentText(component.weight, language)
    : sharesText(component.quantity ?? '0', language, t);

/** The plural categories the dictionaries carry (CLDR's, less 'zero', which none of ours uses). */
const CATEGORIES = ['one', 'two', 'few', 'many', 'other'] as const;
type Category = (typeof CATEGORIES)[number];

const categoryOf = (value: number, language: LanguageKey, type: Intl.PluralRuleType): Category => {
  const category = new Intl.PluralRules(languageTag(language), { type }).select(value);
  return CATEGORIES.find((known) => known === category) ?? 'other';
};

/**
 * A day of the month as the reader's language says it after "on the": 1st, 2nd, 23rd, 31st in
 * English, "31." in German, "1er" in French, "l'8" in Italian, "31日" in Japanese.
 */
export const dayOfMonthText = (day: number, language: LanguageKey, t: TFunction): string =>
  t(`plans.ordinal.${categoryOf(day, language, 'ordinal')}`, { day: String(day) });

/** "1 share", "2 shares", "2 Aktien", "2株": a whole number of shares in the reader's language. */
export const sharesText = (quantity: string, language: LanguageKey, t: TFunction): string =>
  t(`plans.shares.${categoryOf(Number(quantity), language, 'cardinal')}`, {
    quantity: formatQuantity(quantity, language),
  });

/** What each date buys: "250.00 USD", "2 shares", or a basket's shares of each. */
export const planWhat = (
  terms: PlanTermsShown,
  currency: string,
  language: LanguageKey,
  t: TFunction,
): string => {
  if (terms.kind === 'amount')
    return `${formatMoney(terms.amount ?? '0', currency, language)} ${currency}`;
  const [only] = terms.components;
  if (only && !isBasket(terms)) return sharesText(only.quantity ?? '0', language, t);
  return basketText(terms.components, language, t);
};

/**
 * The whole plan in a line: "250.00 USD every month on the 31st", "2 shares every two weeks on
 * Friday" (each language orders the parts its own way).
 */
export const describePlan = (
  terms: PlanTermsShown,
  currency: string,
  language: LanguageKey,
  t: TFunction,
): string => {
  const what = planWhat(terms, currency, language, t);
  return terms.frequency === 'monthly'
    ? t('plans.when.monthly', { what, day: dayOfMonthText(terms.day, language, t) })
    : t(`plans.when.${terms.frequency}`, { what, weekday: formatWeekday(terms.day, language) });
};

/**
 * The published rule of the first date, for terms not yet sent: the server alone knows the
 * market's holidays, so the sheet says the rule rather than guess the day.
 */
export const firstPurchaseRule = (
  frequency: PlanFrequency,
  day: number,
  language: LanguageKey,
  t: TFunction,
): string =>
  frequency === 'monthly'
    ? t('plans.firstMonthDay', { day: dayOfMonthText(day, language, t) })
    : t('plans.firstWeekday', { weekday: formatWeekday(day, language) });

/**
 * The plan's date when the market is closed on it and the purchase moves to the next trading
 * day; undefined when it buys on its date (or buys no more).
 */
export const movedFrom = (plan: Pick<PlanView, 'nextDate' | 'nextRunOn'>): string | undefined =>
  plan.nextDate && plan.nextRunOn && plan.nextDate !== plan.nextRunOn ? plan.nextDate : undefined;

/** What an amount buys at the ask now, in words (the set-up sheet's estimate). */
export interface Estimate {
  /** Less than one lot with its fee: each run would buy nothing. */
  buysNothing: boolean;
  text: string;
}

/** How a run went, for its colour: bought, bought nothing, or not known yet. */
export type RunTone = 'bought' | 'refused' | 'waiting';

/**
 * One run's outcome in words: "Bought 2 shares at 100.00 USD", "Not bought: <the reason>", an
 * order still waiting or refused after it was placed, or a run under way. `price` formats a
 * price of the plan's instrument (usePriceFormat).
 */
export const runOutcome = (
  run: PlanRunView,
  currency: string,
  language: LanguageKey,
  t: TFunction,
  price: (value: string) => string,
): { tone: RunTone; text: string } => {
  if (run.status === 'refused') {
    const reason = run.reason ?? '';
    return {
      tone: 'refused',
      text: t('plans.refused', { reason: t(`errors.${reason}`, { defaultValue: reason }) }),
    };
  }
  if (run.status === 'running') return { tone: 'waiting', text: t('plans.running') };
  const shares = sharesText(run.quantity ?? '0', language, t);
  if (run.orderStatus === 'filled' && run.price)
    return {
      tone: 'bought',
      text: t('plans.bought', { shares, price: `${price(run.price)} ${currency}` }),
    };
  const status = t(`trade.status.${run.orderStatus ?? 'pending'}`);
  return {
    tone: run.orderStatus === 'refused' || run.orderStatus === 'cancelled' ? 'refused' : 'waiting',
    text: t('plans.ordered', { shares, status }),
  };
};
