import type { QuantFundView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/market/format';
import { useLanguageStore } from '../../../stores/language-store';
import { toneOf } from './quant-format';

/** Past returns over periods of the fund's length, as a record row, labelled past performance. */
export const ReturnRange = ({ fund }: { fund: QuantFundView }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const range = fund.returnRange;
  return (
    <div className="record-row">
      <dt>
        {t('quant.returnRange', { count: fund.periodDays })}
        <span className="quant-past">{t('quant.pastPerformance')}</span>
      </dt>
      <dd className="amount" data-testid="quant-return-range">
        {range ? (
          <>
            <span className={toneOf(range.min)}>{formatPercent(range.min, language)}</span>
            {' … '}
            <span className={toneOf(range.max)}>{formatPercent(range.max, language)}</span>
          </>
        ) : (
          <span className="muted">{t('quant.noHistory')}</span>
        )}
      </dd>
    </div>
  );
};
