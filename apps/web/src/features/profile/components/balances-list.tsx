import { formatAmount, type Balance } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';

/** One block per currency; amounts truncated to 4 decimals, zh-CN grouping, right-aligned. */
export const BalancesList = ({ balances }: { balances: Balance[] }) => {
  const { t } = useTranslation();
  return (
    <section className="balances" data-testid="balances">
      <h2 className="section-title">{t('profile.balances')}</h2>
      {balances.length === 0 ? (
        <p className="muted balances-empty">{t('profile.noBalances')}</p>
      ) : (
        balances.map((balance) => (
          <div
            className="balance-card"
            key={balance.currency}
            data-testid={`balance-${balance.currency}`}
          >
            <div className="balance-currency">{balance.currency}</div>
            <dl className="balance-rows">
              <div className="balance-row">
                <dt>{t('profile.available')}</dt>
                <dd className="amount">{formatAmount(balance.available)}</dd>
              </div>
              <div className="balance-row">
                <dt>{t('profile.held')}</dt>
                <dd className="amount">{formatAmount(balance.held)}</dd>
              </div>
              <div className="balance-row total">
                <dt>{t('profile.total')}</dt>
                <dd className="amount">{formatAmount(balance.total)}</dd>
              </div>
            </dl>
          </div>
        ))
      )}
    </section>
  );
};
