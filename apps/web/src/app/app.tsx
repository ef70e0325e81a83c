import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AccountToolContext, NoticeToolContext } from '../components/tools/header-tools';
import { AccountSwitch } from '../features/practice/components/account-switch';
import { AnnouncementsButton } from '../features/news/components/announcements-button';
import { setUnauthorizedHandler } from '../lib/api-client';
import { ignoreRefusal } from '../lib/navigation/use-navigation';
import { setSessionEndedHandler, startRealtime } from '../lib/realtime/realtime';
import { i18n } from '../lib/i18n/i18n';
import { refetchFailedOnReconnect } from '../lib/network/refetch-on-reconnect';
import { ConnectionNotice } from '../features/delivery/connection-notice';
import { LazyMarginCallBanner } from '../features/loans/components/lazy-margin-call-banner';
import { StepUpHost } from '../features/second-factor/components/step-up-host';
import { AntdLocale } from './antd-locale';
import { appNavigator } from './app-navigator';
import { queryClient } from './query-client';
import { AppRouter } from './router';
import { handleUnauthorized } from './session';
import { useAccountStore } from '../stores/account-store';
import { useApplyPriceColours } from '../stores/price-colours-store';

setUnauthorizedHandler(handleUnauthorized);
setSessionEndedHandler(handleUnauthorized);

export const App = () => {
  useApplyPriceColours();

  useEffect(() => {
    // Start-up runs from main.tsx, before the first render.
    // Live quotes and the customer's events over one WebSocket (opened when first needed).
    startRealtime(queryClient);
    // A switch between the real and the practice account: no figure of one is shown as the
    // other's, every query is read again in the account now shown.
    const offAccount = useAccountStore.subscribe((state, previous) => {
      if (state.book !== previous.book) void queryClient.resetQueries();
    });
    const offReconnect = refetchFailedOnReconnect(queryClient);
    return () => {
      offAccount();
      offReconnect();
    };
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConnectionNotice />
        <LazyMarginCallBanner
          onOpen={(id) =>
            ignoreRefusal(appNavigator.navigateTo({ url: `/pages/borrow/detail?id=${id}` }))
          }
        />
        <AntdLocale>
          <NoticeToolContext.Provider value={AnnouncementsButton}>
            <AccountToolContext.Provider value={AccountSwitch}>
              <AppRouter />
            </AccountToolContext.Provider>
          </NoticeToolContext.Provider>
          <StepUpHost />
        </AntdLocale>
      </I18nextProvider>
    </QueryClientProvider>
  );
};
