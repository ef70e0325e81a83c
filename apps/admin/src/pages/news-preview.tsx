import { languageTag, type LanguageKey, type NewsArticle } from '@brokerage/shared';
import { useEffect, useState } from 'react';
import '../../../web/src/features/news/components/news.css';

type WebDictionary = { news?: { category?: Record<string, string> } };

/** The customer app's own dictionaries, loaded on demand: the preview speaks the reader's language. */
const webDictionaries = import.meta.glob<WebDictionary>('../../../web/src/locales/*.json', {
  import: 'default',
});

const useWebDictionary = (language: LanguageKey): WebDictionary | undefined => {
  const [dictionary, setDictionary] = useState<WebDictionary>();
  useEffect(() => {
    let live = true;
    const load = webDictionaries[`../../../web/src/locales/${language}.json`];
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
 * An article as the customer app lays it out (its markup, its stylesheet, its words for the
 * category), at phone width. The article itself comes from the server's preview endpoint,
 * sanitized by the same code that serves customers.
 */
export const NewsPreview = ({ article }: { article: NewsArticle }) => {
  const dictionary = useWebDictionary(article.language);
  const date = new Intl.DateTimeFormat(languageTag(article.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(article.publishedAt));
  return (
    <div className="news-preview-phone" data-testid="news-preview">
      <article className="news-article">
        <span className="news-category">
          {dictionary?.news?.category?.[article.category] ?? article.category}
        </span>
        <h1 className="news-article-title">{article.title}</h1>
        <p className="news-meta">{date}</p>
        <p className="news-lead">{article.summary}</p>
        <div
          className="news-body"
          // Safe: sanitized by the server's article sanitizer (the customers' one) just now.
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
      </article>
    </div>
  );
};
