import { EDUCATION_ARTICLES } from './education.ts';
import { FUNDING_ARTICLES } from './funding.ts';
import { PLATFORM_ARTICLES } from './platform.ts';
import { PRODUCT_ARTICLES } from './products.ts';
import { TRADING_ARTICLES } from './trading.ts';

export type { ArticleContent, ArticleText } from './types.ts';

/** Every article the platform ships, seeded on every install (see seed/news.seed.ts). */
export const NEWS_CONTENT = [
  ...PLATFORM_ARTICLES,
  ...FUNDING_ARTICLES,
  ...TRADING_ARTICLES,
  ...PRODUCT_ARTICLES,
  ...EDUCATION_ARTICLES,
];
