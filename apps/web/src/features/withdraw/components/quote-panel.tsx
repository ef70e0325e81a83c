import { type WithdrawalQuote } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import './withdraw.css';

/** ARCHITECTURE.md section 8: the fee and the processing time, shown before confirming. */
export const QuotePanel = ({
  quote,
  type,
}: {
  quote: WithdrawalQuote;
  type: 'bank' | 'crypto';
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const money = (value: string): string => `${n.money(value, quote.currency)} ${quote.currency}`;
  return (
    <section className="quote-panel" data-testid="withdraw-quote">
      <dl className="record-rows">
        <div className="record-row">
          <dt>{t('withdraw.amount')}</dt>
          <dd className="amount">{money(quote.amount)}</dd>
        </div>
        <div className="record-row">
          <dt>{t('withdraw.fee')}</dt>
          <dd className="amount" data-testid="quote-fee">
            {money(quote.fee)}
          </dd>
        </div>
        <div className="record-row strong">
          <dt>{t('withdraw.total')}</dt>
          <dd className="amount" data-testid="quote-total">
            {money(quote.total)}
          </dd>
        </div>
        <div className="record-row">
          <dt>{t('withdraw.minimum')}</dt>
          <dd className="amount">{money(quote.minimum)}</dd>
        </div>
        <div className="record-row">
          <dt>{t('withdraw.available')}</dt>
          <dd className="amount" data-testid="quote-available">
            {money(quote.available)}
          </dd>
        </div>
      </dl>
      <div className="promise" data-testid="quote-promise">
        <p className="promise-main">
          {t('withdraw.processedBy', { time: formatDateTime(quote.promisedBy, language) })}
        </p>
        <p className="muted">{t('withdraw.processingRule')}</p>
        {type === 'bank' ? (
          <p className="muted" data-testid="quote-arrival">
            {t('withdraw.bankArrival', { days: quote.arrivalBusinessDays })}
          </p>
        ) : (
          <p className="muted">{t('withdraw.cryptoArrival')}</p>
        )}
        <p className="honest-note">{t('withdraw.onlyFee')}</p>
      </div>
    </section>
  );
};
