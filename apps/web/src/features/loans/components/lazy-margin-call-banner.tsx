import { Suspense, type ComponentProps } from 'react';
import { useUserStore } from '../../../stores/user-store';
import { lazyNamed } from '../../../lib/ui/lazy-named';

const MarginCallBanner = lazyNamed(() => import('./margin-call-banner'), 'MarginCallBanner');

/**
 * The margin-call banner, fetched for a signed-in customer only and after the first render: a
 * visitor has no loan, and the loans' schemas (with the review schemas they build on) stay out
 * of every screen's first load. It draws nothing until a loan is in call, so nothing waits.
 */
export const LazyMarginCallBanner = (props: ComponentProps<typeof MarginCallBanner>) => {
  const token = useUserStore((state) => state.token);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <MarginCallBanner {...props} />
    </Suspense>
  );
};
