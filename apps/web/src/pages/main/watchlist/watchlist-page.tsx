import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../../components/feedback/login-prompt';
import type { PageProps } from '../../../components/page/lazy-page';
import { useWatchlists } from '../../../features/watchlist/api/get-watchlists';
import { WatchlistBoard } from '../../../features/watchlist/components/watchlist-board';
import { Refreshable } from '../../../lib/ui/refresh';
import { useUserStore } from '../../../stores/user-store';

export const WatchlistPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const query = useWatchlists({ enabled: token !== '' });
  if (!token) return <LoginPrompt showRegister />;
  return (
    <Refreshable onRefresh={() => query.refetch()}>
      <div className="watchlist-page">
        {query.data ? (
          <WatchlistBoard lists={query.data} />
        ) : (
          <p className="muted center-text">{t('common.loading')}</p>
        )}
      </div>
    </Refreshable>
  );
};
