import {
  languageTag,
  type GainsReport,
  type GainsReportFilter,
  type LanguageKey,
} from '@brokerage/shared';

/**
 * A new tax year: its currency is left to the server, which picks that year's first (the
 * currency chosen before may have no sale in it).
 */
export const chooseYear = (year: number): GainsReportFilter => ({ year });

/** Another currency of the year on screen. */
export const chooseCurrency = (report: GainsReport, currency: string): GainsReportFilter => ({
  year: report.year ?? undefined,
  currency,
});

/**
 * The chips to show: only what the server answered. The chosen chip is what the customer
 * asked for while its answer is on the way (the previous report stays on screen), then what
 * the server settled on; a year whose answer has not arrived has no currencies to offer yet.
 */
export const gainsChoices = (report: GainsReport, filter: GainsReportFilter) => {
  const year = filter.year ?? report.year;
  const settled = year === report.year;
  return {
    years: report.years,
    year,
    currencies: settled ? report.currencies : [],
    currency: settled ? (filter.currency ?? report.currency) : null,
  };
};

/**
 * The year and currency the report is of, or null when there is nothing to report: the server
 * settles on the latest year with a sale or a dividend, so a year of dividends only is a
 * report like any other; only a customer with neither gets no year.
 */
export const settledPeriod = (report: GainsReport): { year: number; currency: string } | null =>
  report.year === null || report.currency === null
    ? null
    : { year: report.year, currency: report.currency };

/** "12 days", "12 Tage", "12日": calendar days held, as the reader's language counts them. */
export const heldFor = (days: number, language: LanguageKey): string =>
  new Intl.NumberFormat(languageTag(language), {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);
