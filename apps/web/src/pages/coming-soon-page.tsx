import { ComingSoon } from '../components/feedback/coming-soon';
import type { PageProps } from '../components/page/lazy-page';

/** Every registered page whose feature is not built yet. */
export const ComingSoonPage = (_props: PageProps) => <ComingSoon />;
