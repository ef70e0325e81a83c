import { Decimal, formatAmount, type FundsOverview } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import './funds.css';

const Signed = ({ value, testId }: { value: string; testId?: string }) => {
  const text = formatAmount(value);
  const tone = /^-/.test(text) && /[1-9]/.test(text) ? 'loss' : /[1-9]/.test(text) ? 'gain' : '';
  return (
    <span className={`num ${tone}`} data-testid={testId}>
      {tone === 'gain' ? '+' : ''}
      {tone === '' ? text.replace(/^-/, '') : text}
    </span>
  );
};

/**
 * The account in one line of figures (seed section 3 "Account funds": available, used, total
 * value, today's profit), converted into the display currency; per currency below when
 * `detailed`.
 */
export const FundsSummary = ({
  funds,
  detailed = false,
}: {
  funds: FundsOverview;
  detailed?: boolean;
}) => {
  const { t } = useTranslation();
  const { total, displayCurrency } = funds;
  return (
    <section className="funds-summary" data-testid="funds-summary">
      <div className="funds-total-label">
        {t('funds.totalValue')} ({displayCurrency})
      </div>
      <div className="funds-total num" data-testid="funds-total">
        {formatAmount(total.total)}
      </div>
      <dl className="funds-figures">
        <div>
          <dt>{t('funds.available')}</dt>
          <dd className="num" data-testid="funds-available">
            {formatAmount(total.available)}
          </dd>
        </div>
        <div>
          <dt>{t('funds.used')}</dt>
          <dd className="num">
            {/* Seed "used": reserved cash plus positions at market value. */}
            {formatAmount(new Decimal(total.held).plus(total.positionsValue))}
          </dd>
        </div>
        <div>
          <dt>{t('funds.todayProfit')}</dt>
          <dd>
            <Signed value={total.todayProfit} testId="funds-today" />
          </dd>
        </div>
      </dl>
      {detailed && (
        <div className="funds-accounts" data-testid="funds-accounts">
          {funds.accounts
            // Listed currencies the customer never used stay out of the way.
            .filter(
              (account) =>
                account.currency === displayCurrency || !new Decimal(account.total).isZero(),
            )
            .map((account) => (
              <article
                key={account.currency}
                className="funds-account"
                data-testid={`funds-account-${account.currency}`}
              >
                <div className="funds-account-head">
                  <span className="balance-currency">{account.currency}</span>
                  <span className="num strong">{formatAmount(account.total)}</span>
                </div>
                <dl className="record-rows">
                  <div className="record-row">
                    <dt>{t('funds.available')}</dt>
                    <dd className="amount">{formatAmount(account.available)}</dd>
                  </div>
                  <div className="record-row">
                    <dt>{t('funds.held')}</dt>
                    <dd className="amount">{formatAmount(account.held)}</dd>
                  </div>
                  <div className="record-row">
                    <dt>{t('funds.positionsValue')}</dt>
                    <dd className="amount">{formatAmount(account.positionsValue)}</dd>
                  </div>
                  <div className="record-row">
                    <dt>{t('funds.todayProfit')}</dt>
                    <dd className="amount">
                      <Signed value={account.todayProfit} />
                    </dd>
                  </div>
                  {account.currency !== displayCurrency && account.rateToDisplay && (
                    <div className="record-row">
                      <dt>{t('funds.rate')}</dt>
                      <dd className="amount muted">
                        1 {account.currency} = {formatAmount(account.rateToDisplay)}{' '}
                        {displayCurrency}
                      </dd>
                    </div>
                  )}
                </dl>
              </article>
            ))}
        </div>
      )}
    </section>
  );
};
