import type { PageProps } from '../../components/page/lazy-page';
import { HoldingsList } from '../../features/quant/components/holdings-list';

/** /pages/quantify/list: the customer's quant holdings in progress. */
export const QuantListPage = (_props: PageProps) => <HoldingsList which="holdings" />;
