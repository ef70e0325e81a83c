import { ErrorBlock, SearchBar } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InstrumentRow } from '../../../components/market/instrument-row';
import { SimulatedFor } from '../../../components/market/simulated-badge';
import { NewsRow } from '../../../components/news/news-row';
import { quoteUrl } from '../../../lib/market/instrument-route';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useWatchSymbols } from '../../../lib/realtime/use-live-quotes';
import { useInstrumentSearch } from '../../../lib/market/search-instruments';
import { useNewsSearch } from '../api/search-news';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../utils/recent-searches';
import './search.css';

const TYPING_DELAY_MS = 250;

/** Instruments by symbol or name across markets, and news; recent terms kept on the device. */
export const SearchView = ({ initial }: { initial: string }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const [text, setText] = useState(initial);
  const [term, setTerm] = useState(initial.trim());
  const [recent, setRecent] = useState(readRecentSearches);

  // Search while typing, once the typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const instruments = useInstrumentSearch(term);
  const news = useNewsSearch(term);
  const found = useMemo(() => instruments.data ?? [], [instruments.data]);
  const keys = useMemo(() => found.map((item) => item.key), [found]);
  useWatchSymbols(keys);

  const remember = () => {
    if (term) setRecent(rememberSearch(term));
  };

  const searching = term !== '';
  const nothing =
    searching &&
    instruments.isSuccess &&
    news.isSuccess &&
    found.length === 0 &&
    (news.data ?? []).length === 0;

  return (
    <div className="search-view" data-testid="search-view">
      <div className="search-box">
        <SearchBar
          value={text}
          onChange={setText}
          onSearch={(value) => {
            setText(value);
            setTerm(value.trim());
            if (value.trim()) setRecent(rememberSearch(value));
          }}
          placeholder={t('common.searchPlaceholder')}
          autoFocus
          data-testid="search-input"
        />
      </div>

      {!searching && (
        <section className="recent-searches" data-testid="recent-searches">
          <div className="section-head">
            <h2 className="section-title">{t('search.recent')}</h2>
            {recent.length > 0 && (
              <button
                type="button"
                className="icon-button"
                aria-label={t('search.clearRecent')}
                onClick={() => {
                  clearRecentSearches();
                  setRecent([]);
                }}
                data-testid="clear-recent"
              >
                <Icon name="DeleteOutline" />
              </button>
            )}
          </div>
          {recent.length === 0 ? (
            <p className="muted">{t('search.noRecent')}</p>
          ) : (
            <div className="recent-chips">
              {recent.map((item) => (
                <button
                  key={item}
                  type="button"
                  className="chip recent-chip"
                  onClick={() => {
                    setText(item);
                    setTerm(item);
                  }}
                >
                  {item}
                </button>
              ))}
            </div>
          )}
        </section>
      )}

      {searching && (
        <>
          <section className="search-section" data-testid="search-instruments">
            <div className="section-head">
              <h2 className="section-title">{t('search.instruments')}</h2>
              <SimulatedFor keys={keys} />
            </div>
            {instruments.isPending && <p className="muted">{t('common.loading')}</p>}
            {instruments.isSuccess && found.length === 0 && (
              <p className="muted">{t('search.noInstruments')}</p>
            )}
            <div className="instrument-list">
              {found.map((item) => (
                <InstrumentRow
                  key={item.key}
                  instrument={item}
                  onOpen={() => {
                    remember();
                    ignoreRefusal(nav.navigateTo({ url: quoteUrl(item) }));
                  }}
                />
              ))}
            </div>
          </section>
          <section className="search-section" data-testid="search-news">
            <h2 className="section-title">{t('search.news')}</h2>
            {news.isPending && <p className="muted">{t('common.loading')}</p>}
            {news.isSuccess && news.data.length === 0 && (
              <p className="muted">{t('search.noNews')}</p>
            )}
            <div className="news-list">
              {(news.data ?? []).map((item) => (
                <NewsRow
                  key={item.id}
                  item={item}
                  onOpen={remember}
                  testId={`search-news-${item.id}`}
                />
              ))}
            </div>
          </section>
          {nothing && <ErrorBlock status="empty" title={t('search.nothing')} description="" />}
        </>
      )}
    </div>
  );
};
