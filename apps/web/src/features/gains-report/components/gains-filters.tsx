import type { GainsReport, GainsReportFilter } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { SingleChoice } from '../../../components/forms/single-choice';
import { chooseCurrency, chooseYear, gainsChoices } from '../utils/gains-choices';

/** The tax year and the currency, as chips of only the values the server answered. */
export const GainsFilters = ({
  report,
  filter,
  onChange,
}: {
  report: GainsReport;
  filter: GainsReportFilter;
  onChange: (filter: GainsReportFilter) => void;
}) => {
  const { t } = useTranslation();
  const choices = gainsChoices(report, filter);
  return (
    <section className="gains-filters" data-testid="gains-filters">
      <div className="gains-filter">
        <span className="gains-filter-label" id="gains-year-label">
          {t('gains.year')}
        </span>
        <SingleChoice<number>
          aria-labelledby="gains-year-label"
          showCheckMark={false}
          value={choices.year === null ? [] : [choices.year]}
          options={choices.years.map((year) => ({ label: String(year), value: year }))}
          onChange={([year]) => {
            if (year !== undefined && year !== choices.year) onChange(chooseYear(year));
          }}
          data-testid="gains-year"
        />
      </div>
      {choices.currencies.length > 0 && (
        <div className="gains-filter">
          <span className="gains-filter-label" id="gains-currency-label">
            {t('gains.currency')}
          </span>
          <SingleChoice<string>
            aria-labelledby="gains-currency-label"
            showCheckMark={false}
            value={choices.currency === null ? [] : [choices.currency]}
            options={choices.currencies.map((currency) => ({ label: currency, value: currency }))}
            onChange={([currency]) => {
              if (currency !== undefined && currency !== choices.currency)
                onChange(chooseCurrency(report, currency));
            }}
            data-testid="gains-currency"
          />
        </div>
      )}
    </section>
  );
};
