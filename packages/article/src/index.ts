export { ArticleView, type ArticleViewProps } from './article-view.tsx';
