import type { TFunction } from 'i18next';
import type { WatchlistView } from '../api/get-watchlists';

/** The default list has no name of its own: it reads "My watchlist" in the reader's language. */
export const listName = (list: Pick<WatchlistView, 'name'>, t: TFunction): string =>
  list.name === '' ? t('watchlist.defaultName') : list.name;
