import { Suspense, type ComponentType } from 'react';
import { DelayedLoading } from './delayed-loading';
import type { PageProps } from './lazy-page';
import { PageErrorBoundary } from './page-error-boundary';

const reloadWindow = (): void => window.location.reload();

interface AsyncPageProps extends PageProps {
  component: ComponentType<PageProps>;
  onReload?: () => void;
}

export const AsyncPage = ({ component: Page, query, onReload = reloadWindow }: AsyncPageProps) => (
  <PageErrorBoundary onReload={onReload}>
    <Suspense fallback={<DelayedLoading />}>
      <Page query={query} />
    </Suspense>
  </PageErrorBoundary>
);
