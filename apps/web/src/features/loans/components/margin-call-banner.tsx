import type { LoanView } from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-time';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useUserStore } from '../../../stores/user-store';
import { useLoans } from '../api/loans-queries';
import './margin-call-banner.css';

const openCall = (loans: LoanView[] | undefined) =>
  loans?.find((loan) => loan.collateral.marginCall?.status === 'open');

/**
 * A line over every screen while one of the customer's loans is in a margin call: the amount
 * to repay and the deadline in the reader's time; a tap opens the loan. It appears when a
 * `loan.margin_call` event arrives (the event refreshes the loans, customer-events.ts) or when
 * the app opens on a loan already in call. Closing it hides that call until the next one.
 */
export const MarginCallBanner = ({ onOpen }: { onOpen: (loanId: number) => void }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const token = useUserStore((state) => state.token);
  const loans = useLoans('open', { enabled: token !== '' });
  const [hidden, setHidden] = useState<number | null>(null);
  const loan = token ? openCall(loans.data) : undefined;
  const call = loan?.collateral.marginCall;
  if (!loan || !call || hidden === call.id) return null;
  return (
    <div className="margin-call-banner" role="alert" data-testid="margin-call-banner">
      <button type="button" className="margin-call-text" onClick={() => onOpen(loan.id)}>
        <strong>{t('loans.margin.callTitle')}</strong>{' '}
        {t('loans.margin.callText', {
          amount: `${n.money(call.amountToRepay, loan.currency)} ${loan.currency}`,
          deadline: formatDateTime(call.deadline, n.language),
        })}
      </button>
      <button
        type="button"
        className="margin-call-close"
        aria-label={t('loans.margin.hideCall')}
        onClick={() => setHidden(call.id)}
      >
        ×
      </button>
    </div>
  );
};
