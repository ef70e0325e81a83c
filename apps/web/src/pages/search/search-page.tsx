import type { PageProps } from '../../components/page/lazy-page';
import { SearchView } from '../../features/search/components/search-view';

export const SearchPage = ({ query }: PageProps) => <SearchView initial={query.q ?? ''} />;
