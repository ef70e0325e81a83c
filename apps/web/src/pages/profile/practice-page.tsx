import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/load-failed';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import { DelayedLoading } from '../../components/page/delayed-loading';
import type { PageProps } from '../../components/page/lazy-page';
import { useOpenPractice, useResetPractice } from '../../features/practice/api/practice-mutations';
import { usePracticeStatus } from '../../features/practice/api/practice-queries';
import { PracticeAccountCard } from '../../features/practice/components/practice-account-card';
import {
  PracticeFundingFields,
  practiceChoiceProblem,
  type PracticeChoice,
} from '../../features/practice/components/practice-funding-fields';
import { currenciesQueryOptions } from '../../features/reference/api/get-currencies';
import { realtime } from '../../lib/realtime/realtime';
import { toast } from '../../lib/ui/notify';
import { useAccountStore } from '../../stores/account-store';
import { useUserStore } from '../../stores/user-store';
import { confirmDialog } from '../../lib/ui/dialog';

/** Offered before the platform's list arrives, and when it cannot be read. */
const FALLBACK_CURRENCIES = ['USD'];

/**
 * /pages/profile/practice (issue 30 item 1): opening the practice account with virtual money
 * the customer picks, switching to it and back, and resetting it (a new account, the old one
 * set aside) behind a confirmation.
 */
export const PracticePage = (_props: PageProps) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const { book, setBook } = useAccountStore();
  const status = usePracticeStatus({ enabled: token !== '' });
  const currencies = useQuery({ ...currenciesQueryOptions(), enabled: token !== '' });
  const [choice, setChoice] = useState<PracticeChoice>({ currency: 'USD', amount: '100000' });
  const [tried, setTried] = useState(false);
  const onError = useFailureHandler();
  const open = useOpenPractice({ onSuccess: () => setBook('practice'), onError });
  const reset = useResetPractice({
    onSuccess: () => {
      // A new account, whose events start afresh (the hook reads every figure again).
      realtime.renew();
      toast(t('practice.reset.done'));
    },
    onError,
  });
  if (!token) return <LoginPrompt />;
  if (!status.data) {
    if (status.isError)
      return <LoadFailed testId="practice-load-failed" onRetry={() => void status.refetch()} />;
    return <DelayedLoading />;
  }
  const account = status.data.account;
  const codes = currencies.data?.map((item) => item.code) ?? FALLBACK_CURRENCIES;
  const problem = tried ? practiceChoiceProblem(choice) : undefined;
  /** Goes on only with a choice the server takes; otherwise says why under the amount. */
  const whenValid = (action: () => void) => () => {
    setTried(true);
    if (practiceChoiceProblem(choice) === undefined) action();
  };
  const fields = (
    <PracticeFundingFields
      choice={choice}
      onChange={setChoice}
      currencies={codes}
      problem={problem}
    />
  );
  return (
    <div className="funding-page padded practice-page" data-testid="practice-page">
      <p className="muted small">{t('practice.intro')}</p>
      {account ? (
        <>
          <PracticeAccountCard account={account} />
          <Button
            block
            color="primary"
            onClick={() => setBook(book === 'practice' ? 'real' : 'practice')}
            data-testid="practice-toggle"
          >
            {t(book === 'practice' ? 'practice.toReal' : 'practice.toPractice')}
          </Button>
          <h3 className="section-title">{t('practice.reset.title')}</h3>
          <p className="muted small">{t('practice.reset.hint')}</p>
          {fields}
          <Button
            block
            fill="outline"
            className="practice-reset"
            loading={reset.isPending}
            data-testid="practice-reset"
            onClick={whenValid(() => {
              void confirmDialog({
                content: t('practice.reset.confirm'),
                confirmText: t('common.confirm'),
                cancelText: t('common.cancel'),
              }).then((confirmed) => {
                if (confirmed) reset.mutate({ id: account.id, ...choice });
              });
            })}
          >
            {t('practice.reset.button')}
          </Button>
        </>
      ) : (
        <>
          {fields}
          <Button
            block
            color="primary"
            loading={open.isPending}
            data-testid="practice-open"
            onClick={whenValid(() => open.mutate(choice))}
          >
            {t('practice.setup.open')}
          </Button>
        </>
      )}
    </div>
  );
};
