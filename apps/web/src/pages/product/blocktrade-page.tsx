import type { PageProps } from '../../components/page/lazy-page';
import { useBlockDeals } from '../../features/blocktrade/api/get-block-deals';
import { BlockDealList } from '../../features/blocktrade/components/block-deal-list';
import { Refreshable } from '../../lib/ui/refresh';

/** /pages/product/blocktrade: open block deals; buying goes through the order path. */
export const BlockTradePage = (_props: PageProps) => {
  const deals = useBlockDeals();
  return (
    <Refreshable onRefresh={() => deals.refetch()}>
      <BlockDealList />
    </Refreshable>
  );
};
