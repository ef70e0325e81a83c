import type { PageProps } from '../../components/page/lazy-page';
import { NewsArticleView, parseArticleId } from '../../features/news/components/news-article';

export const NewsDetailPage = ({ query }: PageProps) => (
  <NewsArticleView id={parseArticleId(query.id)} />
);
