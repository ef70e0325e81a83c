import { ArticleView } from '@brokerage/article';
import { languageTag, type LanguageKey, type NewsArticle } from '@brokerage/shared';
import { useEffect, useState } from 'react';

type SharedDictionary = { news?: { category?: Record<string, string> } };

/**
 * The shared dictionaries (the customer app's words for the news categories live there),
 * loaded on demand: the preview speaks the reader's language, not the operator's.
 */
const sharedDictionaries = import.meta.glob<SharedDictionary>(
  '../../../../packages/shared/src/locales/*.json',
  { import: 'default' },
);

const useReaderDictionary = (language: LanguageKey): SharedDictionary | undefined => {
  const [dictionary, setDictionary] = useState<SharedDictionary>();
  useEffect(() => {
    let live = true;
    const load = sharedDictionaries[`../../../../packages/shared/src/locales/${language}.json`];
    void load?.().then((loaded) => {
      if (live) setDictionary(loaded);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return dictionary;
};

/**
 * An article as the customer app shows it (the same component and stylesheet,
 * @brokerage/article), at phone width. The article itself comes from the server's preview
 * endpoint, sanitized by the same code that serves customers.
 */
export const NewsPreview = ({ article }: { article: NewsArticle }) => {
  const dictionary = useReaderDictionary(article.language);
  const date = new Intl.DateTimeFormat(languageTag(article.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(article.publishedAt));
  return (
    <div className="news-preview-phone" data-testid="news-preview">
      <ArticleView
        category={dictionary?.news?.category?.[article.category] ?? article.category}
        title={article.title}
        date={date}
        summary={article.summary}
        bodyHtml={article.bodyHtml}
      />
    </div>
  );
};
