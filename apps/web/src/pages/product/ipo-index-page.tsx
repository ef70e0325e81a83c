import { useQueryClient } from '@tanstack/react-query';
import type { PageProps } from '../../components/page/lazy-page';
import { ipoKeys } from '../../features/ipo/api/ipo-queries';
import { IpoList } from '../../features/ipo/components/ipo-list';
import { Refreshable } from '../../lib/ui/refresh';

/** /pages/product/ipo/index: offerings by status, and the customer's own subscriptions. */
export const IpoIndexPage = (_props: PageProps) => {
  const client = useQueryClient();
  return (
    <Refreshable onRefresh={() => client.invalidateQueries({ queryKey: ipoKeys.all })}>
      <IpoList />
    </Refreshable>
  );
};
