import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../../components/feedback/login-prompt';
import type { PageProps } from '../../../components/page/lazy-page';
import { useWatchlists } from '../../../features/watchlist/api/get-watchlists';
import { WatchlistManager } from '../../../features/watchlist/components/watchlist-manager';
import { useUserStore } from '../../../stores/user-store';

export const WatchlistManagePage = (_props: PageProps) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const query = useWatchlists({ enabled: token !== '' });
  if (!token) return <LoginPrompt showRegister />;
  return (
    <div className="manage-page">
      {query.data ? (
        <WatchlistManager lists={query.data} />
      ) : (
        <p className="muted center-text">{t('common.loading')}</p>
      )}
    </div>
  );
};
