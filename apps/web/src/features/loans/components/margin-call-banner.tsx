import type { LoanView } from '@brokerage/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useUserStore } from '../../../stores/user-store';
import { useLoans } from '../api/loans-queries';
import './margin-call-banner.css';

/** The room kept free at the top of the page body while the banner shows (margin-call-banner.css). */
export const BANNER_SPACE = '--margin-call-space';
/** From the navigation bar's bottom (45px) to the banner's (top 50px), plus a gap under it. */
const SPACE_AROUND_PX = 5 + 8;

const openCall = (loans: LoanView[] | undefined) =>
  loans?.find((loan) => loan.collateral.marginCall?.status === 'open');

/**
 * A line over every screen while one of the customer's loans is in a margin call: the amount
 * to repay and the deadline in the reader's time; a tap opens the loan. It appears when a
 * `loan.margin_call` event arrives (the event refreshes the loans, customer-events.ts) or when
 * the app opens on a loan already in call. Closing it hides that call until the next one.
 * While it shows, the page body keeps its height free at the top, so the banner never covers
 * the first lines of a screen (the loan's amount and state under it on the loan's page).
 */
export const MarginCallBanner = ({ onOpen }: { onOpen: (loanId: number) => void }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const token = useUserStore((state) => state.token);
  const loans = useLoans('open', { enabled: token !== '' });
  const [hidden, setHidden] = useState<number | null>(null);
  const loan = token ? openCall(loans.data) : undefined;
  const call = loan?.collateral.marginCall;
  const shown = loan !== undefined && call != null && hidden !== call.id;
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    const reserve = () =>
      root.style.setProperty(BANNER_SPACE, `${element.offsetHeight + SPACE_AROUND_PX}px`);
    reserve();
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_SPACE);
    };
  }, [shown]);
  if (!loan || !call || !shown) return null;
  return (
    <div ref={ref} className="margin-call-banner" role="alert" data-testid="margin-call-banner">
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
