import type { DepositView } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { useDepositInstructions } from '../../features/deposit/api/get-deposit-instructions';
import { BankDepositForm } from '../../features/deposit/components/bank-deposit-form';
import { BankInstructions } from '../../features/deposit/components/bank-instructions';
import { DepositReference } from '../../features/deposit/components/deposit-reference';
import { DepositSubmitted } from '../../features/deposit/components/deposit-submitted';
import { useDepositReference } from '../../features/deposit/api/get-deposit-reference';
import { useProfile } from '../../lib/account/profile';
import { currenciesQueryOptions } from '../../features/reference/api/get-currencies';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { useUserStore } from '../../stores/user-store';

/** The customer's own currencies first, then US dollars, then the others the platform lists. */
const depositCurrencies = (own: string[], listed: string[]): string[] => {
  // USDT arrives by crypto deposit only, never by bank transfer.
  const all = [...own, 'USD', ...listed].filter((code) => code !== 'USDT');
  return all.filter((code, index) => all.indexOf(code) === index);
};

/**
 * /pages/deposit/card: bank transfer instructions with the reference to quote, then amount,
 * currency and the proof of the transfer made.
 */
export const DepositCardPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const [submitted, setSubmitted] = useState<DepositView | null>(null);
  const instructions = useDepositInstructions({ enabled: token !== '' });
  const reference = useDepositReference({ enabled: token !== '' });
  const profile = useProfile({ enabled: token !== '' });
  const currencies = useQuery(currenciesQueryOptions());
  if (!token) return <LoginPrompt />;
  const data = instructions.data;
  if (!data) return <p className="muted center-text page-note">{t('common.loading')}</p>;

  const codes = depositCurrencies(
    profile.data?.balances.map((balance) => balance.currency) ?? [],
    currencies.data?.map((currency) => currency.code) ?? [],
  );

  return (
    <div className="funding-page padded" data-testid="deposit-card-page">
      <BankInstructions bank={data.bank} reviewMinutes={data.reviewMinutes} />
      {!submitted && <DepositReference reference={reference.data} />}
      {submitted ? (
        <DepositSubmitted
          deposit={submitted}
          reviewMinutes={data.reviewMinutes}
          onRecords={() =>
            ignoreRefusal(nav.redirectTo({ url: `/pages/deposit/record?id=${submitted.id}` }))
          }
        />
      ) : (
        reference.data && (
          <BankDepositForm
            key={codes.join()}
            reference={reference.data}
            currencies={codes}
            initialAmount={query.amount}
            onDone={setSubmitted}
            onError={onError}
          />
        )
      )}
    </div>
  );
};
