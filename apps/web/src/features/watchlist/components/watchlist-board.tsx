import { Button, ErrorBlock } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InstrumentListHead, InstrumentRow } from '../../../components/market/instrument-row';
import { SimulatedFor } from '../../../components/market/simulated-badge';
import { quoteUrl } from '../../../lib/market/instrument-route';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useWatchSymbols } from '../../../lib/realtime/use-live-quotes';
import type { WatchlistView } from '../api/get-watchlists';
import { listName } from './list-name';
import { SectionTabs } from '../../../components/navigation/section-tabs';
import './watchlist.css';

export const MANAGE_PATH = '/pages/main/watchlist/manage';
export const SEARCH_PAGE = '/pages/search/index';

const ListBody = ({ list }: { list: WatchlistView }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const keys = useMemo(() => list.items.map((item) => item.key), [list.items]);
  useWatchSymbols(keys);
  if (list.items.length === 0)
    return (
      <div className="watchlist-empty" data-testid="watchlist-empty">
        <ErrorBlock
          status="empty"
          title={t('watchlist.empty')}
          description={t('watchlist.emptyHint')}
        />
        <Button
          color="primary"
          fill="outline"
          onClick={() => ignoreRefusal(nav.navigateTo({ url: SEARCH_PAGE }))}
        >
          {t('watchlist.findInstruments')}
        </Button>
      </div>
    );
  return (
    <div className="instrument-list">
      <InstrumentListHead
        left={t('market.nameCode')}
        right={t('market.priceChange')}
        badge={<SimulatedFor keys={keys} />}
      />
      {list.items.map((item) => (
        <InstrumentRow
          key={item.key}
          instrument={item}
          onOpen={() => ignoreRefusal(nav.navigateTo({ url: quoteUrl(item) }))}
        />
      ))}
    </div>
  );
};

/** The customer's lists as tabs, with live prices, and the way to manage them. */
export const WatchlistBoard = ({ lists }: { lists: WatchlistView[] }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const [active, setActive] = useState<string | undefined>();
  const current = lists.find((list) => String(list.id) === active) ?? lists[0];
  return (
    <div className="watchlist-board" data-testid="watchlist-board">
      <div className="watchlist-tabs-row">
        <SectionTabs
          activeKey={current ? String(current.id) : ''}
          onChange={setActive}
          className="watchlist-tabs"
          tabs={lists.map((list) => ({ key: String(list.id), title: listName(list, t) }))}
        />
        <button
          type="button"
          className="link-button manage-link"
          onClick={() => ignoreRefusal(nav.navigateTo({ url: MANAGE_PATH }))}
          data-testid="manage-watchlists"
        >
          {t('watchlist.manage')}
        </button>
      </div>
      {current && <ListBody list={current} />}
    </div>
  );
};
