import { Decimal, type FundsOverview } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { signedTone, useNumberFormat } from '../../../lib/format/use-number-format';
import './funds.css';

const Signed = ({
  value,
  currency,
  testId,
}: {
  value: string | undefined;
  currency: string;
  testId?: string;
}) => {
  const text = useNumberFormat().money(value, currency, { sign: true });
  return (
    <span className={`num ${signedTone(text)}`} data-testid={testId}>
      {text}
    </span>
  );
};

/**
 * The account in one line of figures (seed section 3 "Account funds": available, used, total
 * value, today's profit), converted into the display currency; per currency below when
 * `detailed`. Until `funds` arrive the figures read `--` in the same layout, so nothing moves
 * when they come (layout shift).
 */
export const FundsSummary = ({
  funds,
  currency,
  detailed = false,
}: {
  funds: FundsOverview | undefined;
  /** The display currency asked for, shown while `funds` load. */
  currency: string;
  detailed?: boolean;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const total = funds?.total;
  const displayCurrency = funds?.displayCurrency ?? currency;
  return (
    <section className="funds-summary" data-testid="funds-summary">
      <div className="funds-total-label">
        {t('funds.totalValue')} ({displayCurrency})
      </div>
      <div className="funds-total num" data-testid="funds-total">
        {n.money(total?.total, displayCurrency)}
      </div>
      <dl className="funds-figures">
        <div>
          <dt>{t('funds.available')}</dt>
          <dd className="num" data-testid="funds-available">
            {n.money(total?.available, displayCurrency)}
          </dd>
        </div>
        <div>
          <dt>{t('funds.used')}</dt>
          <dd className="num">
            {/* Seed "used": reserved cash plus positions at market value. */}
            {n.money(
              total && new Decimal(total.held).plus(total.positionsValue).toFixed(),
              displayCurrency,
            )}
          </dd>
        </div>
        <div>
          <dt>{t('funds.todayProfit')}</dt>
          <dd>
            <Signed value={total?.todayProfit} currency={displayCurrency} testId="funds-today" />
          </dd>
        </div>
      </dl>
      {detailed && funds && (
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
                  <span className="num strong">{n.money(account.total, account.currency)}</span>
                </div>
                <dl className="record-rows">
                  <div className="record-row">
                    <dt>{t('funds.available')}</dt>
                    <dd className="amount">{n.money(account.available, account.currency)}</dd>
                  </div>
                  <div className="record-row">
                    <dt>{t('funds.held')}</dt>
                    <dd className="amount">{n.money(account.held, account.currency)}</dd>
                  </div>
                  <div className="record-row">
                    <dt>{t('funds.positionsValue')}</dt>
                    <dd className="amount">{n.money(account.positionsValue, account.currency)}</dd>
                  </div>
                  <div className="record-row">
                    <dt>{t('funds.todayProfit')}</dt>
                    <dd className="amount">
                      <Signed value={account.todayProfit} currency={account.currency} />
                    </dd>
                  </div>
                  {account.currency !== displayCurrency && account.rateToDisplay && (
                    <div className="record-row">
                      <dt>{t('funds.rate')}</dt>
                      <dd className="amount muted">
                        1 {account.currency} = {n.money(account.rateToDisplay, displayCurrency)}{' '}
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
