import type { StatementFilter } from '@brokerage/shared';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { STATEMENT_TYPES } from './statement-types';

/** Type chips and a date range (whole days in UTC, as the server reads them). */
export const StatementFilters = ({
  filter,
  onChange,
}: {
  filter: StatementFilter;
  onChange: (filter: StatementFilter) => void;
}) => {
  const { t } = useTranslation();
  const all = 'all';
  return (
    <section className="statement-filters" data-testid="statement-filters">
      <Selector
        showCheckMark={false}
        value={[filter.type ?? all]}
        options={[all, ...STATEMENT_TYPES].map((type) => ({
          label: t(`statement.filter.${type}`),
          value: type,
        }))}
        onChange={(values) => {
          const type = values[0];
          onChange({ ...filter, type: !type || type === all ? undefined : type });
        }}
        data-testid="statement-type"
      />
      <div className="statement-dates">
        <label>
          <span>{t('statement.from')}</span>
          <input
            type="date"
            value={filter.from ?? ''}
            max={filter.to}
            onChange={(event) => onChange({ ...filter, from: event.target.value || undefined })}
            data-testid="statement-from"
          />
        </label>
        <label>
          <span>{t('statement.to')}</span>
          <input
            type="date"
            value={filter.to ?? ''}
            min={filter.from}
            onChange={(event) => onChange({ ...filter, to: event.target.value || undefined })}
            data-testid="statement-to"
          />
        </label>
      </div>
    </section>
  );
};
