import { Icon } from '../icon/icon';
import type { ReactNode } from 'react';

/** Each tab's icon by its route: the tab bar's and the first paint's shell (boot-shell.tsx). */
export const TAB_ICONS: Record<string, ReactNode> = {
  '/': <Icon name="AppOutline" />,
  '/pages/main/market/index': <Icon name="HistogramOutline" />,
  '/pages/main/watchlist/index': <Icon name="StarOutline" />,
  '/pages/main/trade/index': <Icon name="TransportQRcodeOutline" />,
  '/pages/main/profile/index': <Icon name="UserOutline" />,
};

/** Each tab's label (a dictionary key) by its route. */
export const TAB_LABELS: Record<string, string> = {
  '/': 'tab.home',
  '/pages/main/market/index': 'tab.market',
  '/pages/main/watchlist/index': 'tab.watchlist',
  '/pages/main/trade/index': 'tab.trade',
  '/pages/main/profile/index': 'tab.profile',
};
