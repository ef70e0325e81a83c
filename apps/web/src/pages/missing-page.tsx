import { NotFoundBody } from '../components/feedback/not-found';
import type { PageProps } from '../components/page/lazy-page';

/** A registered route without a page (none today; an e2e test visits every route) says so. */
export const MissingPage = (_props: PageProps) => <NotFoundBody />;
