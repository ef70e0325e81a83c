import { symbolOf } from '@brokerage/shared';
import { Icon } from '../../../components/icon/icon';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPopup } from '../../../components/feedback/login-prompt';
import { SheetOnceOpened } from '../../../lib/ui/sheet-once-opened';
import { useUserStore } from '../../../stores/user-store';
import { usePlans } from '../api/get-plans';
import './plans.css';
import { lazyNamed } from '../../../lib/ui/lazy-named';

/**
 * The set-up sheet (its form, rules and authorisation) is fetched the first time it is opened,
 * not with the quote page: most visits to a quote never set up a plan. Once there it stays
 * mounted, so it closes with its animation.
 */
const PlanSheet = lazyNamed(() => import('./plan-sheet'), 'PlanSheet');
/** With its date formatter, when a plan of the instrument is there to say when it buys next. */
const NextPurchaseText = lazyNamed(() => import('./next-purchase-text'), 'NextPurchaseText');

/**
 * "Invest regularly" on a quote page, beside (not among) Buy and Sell: a row that opens the
 * set-up sheet for this instrument, saying when an active plan of it buys next. Visitors are
 * asked to log in.
 */
export const InvestRegularlyEntry = ({
  instrumentKey,
  onSeePlans,
}: {
  instrumentKey: string;
  onSeePlans: () => void;
}) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const [open, setOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const plans = usePlans({ enabled: token !== '' });
  const next = (plans.data ?? [])
    .filter(
      (plan) =>
        plan.components.some((component) => component.key === instrumentKey) &&
        plan.status === 'active' &&
        plan.nextRunOn,
    )
    .map((plan) => plan.nextRunOn ?? '')
    .sort()[0];
  const hint = t('plans.investHint', { symbol: symbolOf(instrumentKey) });
  return (
    <>
      <button
        type="button"
        className="info-card plan-entry"
        onClick={() => (token ? setOpen(true) : setLoginOpen(true))}
        data-testid="invest-regularly"
      >
        <Icon name="CalendarOutline" className="plan-entry-icon" aria-hidden="true" />
        <span className="plan-entry-text">
          <span className="plan-entry-title">{t('plans.investButton')}</span>
          <span className="plan-entry-hint muted" data-testid="invest-regularly-hint">
            {next ? (
              <Suspense fallback={hint}>
                <NextPurchaseText date={next} />
              </Suspense>
            ) : (
              hint
            )}
          </span>
        </span>
        <Icon name="RightOutline" className="plan-entry-chevron" aria-hidden="true" />
      </button>
      <SheetOnceOpened open={open}>
        <PlanSheet
          visible={open}
          instrumentKey={instrumentKey}
          onClose={() => setOpen(false)}
          onSeePlans={() => {
            setOpen(false);
            onSeePlans();
          }}
        />
      </SheetOnceOpened>
      <LoginPopup visible={loginOpen} onClose={() => setLoginOpen(false)} />
    </>
  );
};
