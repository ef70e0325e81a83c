import {
  rowsBefore,
  type GainsReport,
  type GainsReportFilter,
  type GainsReportQuery,
  type LanguageKey,
} from '@brokerage/shared';
import { calendarDayIn, PLATFORM_TIME_ZONE } from '@brokerage/shared/market-time';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { findCustomerById } from '../member/member.repository.ts';
import { gainsReportCsv } from './gains-report-csv.ts';
import { renderGainsReport } from './gains-report-pdf.ts';
import { dividendsOfYear, reportYears, salesOfYear } from './gains-report.repository.ts';
import {
  dividendLineOf,
  dividendTotalsOf,
  gainsTotalsOf,
  realizedSaleOf,
} from './realized-gains.ts';

/**
 * The year and currency a request means: as asked, or the latest tax year with a sale or a
 * dividend and
 * that year's first currency; with every year and currency the customer could ask for.
 */
const chooseYear = async (deps: AppDeps, customerId: number, filter: GainsReportFilter) => {
  const available = await reportYears(deps.db, customerId);
  const years = [...new Set(available.map((row) => row.year))];
  const year = filter.year ?? years[0] ?? null;
  const currencies = available.filter((row) => row.year === year).map((row) => row.currency);
  const currency = filter.currency ?? currencies[0] ?? null;
  return { years, currencies, year, currency };
};

/** The whole year's sales, in the order they filled, and its dividends, with their totals. */
const yearOfSales = async (
  deps: AppDeps,
  customerId: number,
  filter: GainsReportFilter,
  language: LanguageKey,
) => {
  const chosen = await chooseYear(deps, customerId, filter);
  const { year, currency } = chosen;
  const criteria =
    year !== null && currency !== null ? { customerId, year, currency, language } : null;
  const [saleRows, dividendRows] = criteria
    ? await Promise.all([salesOfYear(deps.db, criteria), dividendsOfYear(deps.db, criteria)])
    : [[], []];
  const sales = saleRows.map(realizedSaleOf);
  const dividends = dividendRows.map(dividendLineOf);
  return {
    ...chosen,
    sales,
    totals: gainsTotalsOf(sales),
    dividends: { items: dividends, totals: dividendTotalsOf(dividends) },
  };
};

/** The report as the app shows it: the totals of the whole year and a page of its sales. */
export const gainsReport = async (
  deps: AppDeps,
  actor: CustomerActor,
  query: GainsReportQuery,
  language: LanguageKey,
): Promise<GainsReport> => {
  const { sales, ...report } = await yearOfSales(deps, actor.customerId, query, language);
  const from = rowsBefore(query);
  return {
    ...report,
    sales: {
      items: sales.slice(from, from + query.pageSize),
      total: sales.length,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
};

/** The file name of an export: `realised-gains-2026-USD.csv`. */
/** A practice account's report says so in its name too, so a saved file cannot be mistaken. */
const fileName = (
  actor: CustomerActor,
  year: number | null,
  currency: string | null,
  extension: string,
) =>
  `${actor.book === 'practice' ? 'practice-' : ''}realised-gains-${year ?? 'none'}-${currency ?? 'none'}.${extension}`;

/** Every sale of the year as CSV, figures exact. */
export const gainsReportCsvExport = async (
  deps: AppDeps,
  actor: CustomerActor,
  filter: GainsReportFilter,
  language: LanguageKey,
) => {
  const { year, currency, sales, dividends } = await yearOfSales(
    deps,
    actor.customerId,
    filter,
    language,
  );
  return {
    filename: fileName(actor, year, currency, 'csv'),
    csv: gainsReportCsv(sales, dividends.items),
  };
};

/** The year's report as a PDF statement in the reader's language. */
export const gainsReportPdfExport = async (
  deps: AppDeps,
  actor: CustomerActor,
  filter: GainsReportFilter,
  language: LanguageKey,
) => {
  // The holder is the person: a practice account has no name or user ID of its own.
  const [report, customer] = await Promise.all([
    yearOfSales(deps, actor.customerId, filter, language),
    findCustomerById(deps.db, actor.personId),
  ]);
  if (!customer) throw new DomainError('NOT_FOUND');
  const pdf = await renderGainsReport(
    {
      year: report.year,
      currency: report.currency,
      holder: { uid: customer.uid, name: customer.nickname },
      practice: actor.book === 'practice',
      generatedOn: calendarDayIn(deps.now(), PLATFORM_TIME_ZONE),
      totals: report.totals,
      sales: report.sales,
      dividends: report.dividends,
    },
    language,
  );
  return { filename: fileName(actor, report.year, report.currency, 'pdf'), pdf };
};
