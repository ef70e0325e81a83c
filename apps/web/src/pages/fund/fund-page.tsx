import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { useFunds } from '../../features/funds/api/get-funds';
import { FundsLinks } from '../../features/funds/components/funds-links';
import { FundsSummary } from '../../features/funds/components/funds-summary';
import { OpenLoans } from '../../features/loans/components/open-loans';
import '../../features/loans/components/loans.css';
import { Refreshable } from '../../lib/ui/refresh';
import { useAccountStore } from '../../stores/account-store';
import { useUserStore } from '../../stores/user-store';

/** /pages/fund/index: the account funds overview, totals in a display currency of choice. */
export const FundPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const [currency, setCurrency] = useState(() =>
    /^[A-Z]{3,8}$/.test(query.currency ?? '') ? (query.currency ?? 'USD') : 'USD',
  );
  const funds = useFunds(currency, { enabled: token !== '', valuation: true });
  const book = useAccountStore((state) => state.book);
  if (!token) return <LoginPrompt />;
  const choices = [
    ...new Set([
      currency,
      'USD',
      ...(funds.data?.accounts.map((account) => account.currency) ?? []),
    ]),
  ];

  return (
    <Refreshable onRefresh={() => funds.refetch()}>
      <div className="funding-page padded" data-testid="fund-page">
        <section className="info-card">
          <div className="field-label">{t('funds.displayCurrency')}</div>
          <Selector
            columns={4}
            showCheckMark={false}
            value={[currency]}
            options={choices.map((code) => ({ label: code, value: code }))}
            onChange={(values) => {
              if (values[0]) setCurrency(values[0]);
            }}
            data-testid="funds-currency"
          />
        </section>
        <FundsSummary funds={funds.data} currency={currency} detailed />
        <p className="muted small">{t('funds.note')}</p>
        {/* Loans are real money only: the practice account has none. */}
        {book === 'real' ? <OpenLoans enabled={token !== ''} /> : null}
        <FundsLinks links={['transfer', 'transactions', 'deposit']} />
      </div>
    </Refreshable>
  );
};
