import { Suspense, type ComponentProps } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { useUserStore } from '../../../stores/user-store';
import { lazyNamed } from '../../../lib/ui/lazy-named';

const MarginCallBanner = lazyNamed(() => import('./margin-call-banner'), 'MarginCallBanner');

/**
 * The margin-call banner, fetched for a signed-in customer only and once the opening screen
 * shows its data: a visitor has no loan, and the loans' schemas (with the review schemas they
 * build on) and the customer's loans stay out of every screen's first load. It draws nothing
 * until a loan is in call, so nothing waits.
 */
export const LazyMarginCallBanner = (props: ComponentProps<typeof MarginCallBanner>) => {
  const token = useUserStore((state) => state.token);
  const firstScreenShown = useAppStore((state) => state.firstScreenShown);
  if (!token || !firstScreenShown) return null;
  return (
    <Suspense fallback={null}>
      <MarginCallBanner {...props} />
    </Suspense>
  );
};
