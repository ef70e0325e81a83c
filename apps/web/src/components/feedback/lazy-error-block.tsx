import type { ErrorBlockProps } from 'antd-mobile';
import { lazy, Suspense } from 'react';

/**
 * antd-mobile's ErrorBlock bundles all four of its illustrations (~10 KB gzipped). Screens on
 * the first load (Home's lists, the not-found view) show it only when something is empty, so
 * they fetch it then, not with the app.
 */
const ErrorBlockChunk = lazy(() => import('antd-mobile/es/components/error-block'));

export const LazyErrorBlock = (props: ErrorBlockProps) => (
  <Suspense fallback={null}>
    <ErrorBlockChunk {...props} />
  </Suspense>
);
