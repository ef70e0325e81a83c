import { positiveAmount } from '@brokerage/shared';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/forms/amount-input';
import { trimTrailingPoint } from '../../lib/forms/amount-text';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { MethodList } from '../../features/deposit/components/method-list';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { useUserStore } from '../../stores/user-store';
import { DEPOSIT_METHOD_PATHS } from './deposit-index-page';
import '../../features/deposit/components/deposit.css';

const QUICK_AMOUNTS = ['100', '500', '1000', '5000'];

/** /pages/deposit/custom: type an amount, then choose how to send it. */
export const DepositCustomPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  if (!token) return <LoginPrompt />;

  const go = (method: 'bank' | 'crypto'): void => {
    const value = trimTrailingPoint(amount);
    if (!positiveAmount.safeParse(value).success) {
      setError(t('validation.amountInvalid'));
      return;
    }
    ignoreRefusal(
      nav.navigateTo({
        url: `${DEPOSIT_METHOD_PATHS[method]}?amount=${encodeURIComponent(value)}`,
      }),
    );
  };

  return (
    <div className="funding-page padded" data-testid="deposit-custom-page">
      <section className="info-card">
        <label className="field-label" htmlFor="custom-amount">
          {t('deposit.amount')}
        </label>
        <div className="big-amount" id="custom-amount">
          <AmountInput
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setError('');
            }}
            placeholder="0.00"
            decimals={2}
            testId="custom-amount"
          />
        </div>
        {error && (
          <div className="field-error" role="alert">
            {error}
          </div>
        )}
        <Selector
          className="quick-amounts"
          columns={4}
          showCheckMark={false}
          value={QUICK_AMOUNTS.includes(amount) ? [amount] : []}
          options={QUICK_AMOUNTS.map((value) => ({ label: value, value }))}
          onChange={(values) => {
            if (values[0]) setAmount(values[0]);
            setError('');
          }}
        />
      </section>
      <MethodList onChoose={go} />
    </div>
  );
};
