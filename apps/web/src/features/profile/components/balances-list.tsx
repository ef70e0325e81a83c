import type { Balance } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import './profile.css';

/** One block per currency; amounts in the currency's minor unit and the reader's format, right-aligned. */
export const BalancesList = ({ balances }: { balances: Balance[] }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
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
                <dd className="amount">{n.money(balance.available, balance.currency)}</dd>
              </div>
              <div className="balance-row">
                <dt>{t('profile.held')}</dt>
                <dd className="amount">{n.money(balance.held, balance.currency)}</dd>
              </div>
              <div className="balance-row total">
                <dt>{t('profile.total')}</dt>
                <dd className="amount">{n.money(balance.total, balance.currency)}</dd>
              </div>
            </dl>
          </div>
        ))
      )}
    </section>
  );
};
