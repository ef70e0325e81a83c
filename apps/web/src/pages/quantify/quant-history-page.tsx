import type { PageProps } from '../../components/page/lazy-page';
import { HoldingsList } from '../../features/quant/components/holdings-list';

/** /pages/quantify/history: ended quant holdings with their settled profit. */
export const QuantHistoryPage = (_props: PageProps) => <HoldingsList which="history" />;
