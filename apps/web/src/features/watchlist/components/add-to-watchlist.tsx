import { AppActionSheet } from '../../../components/feedback/app-action-sheet';
import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { LoginPopup } from '../../../components/feedback/login-prompt';
import { toast } from '../../../lib/ui/notify';
import { useUserStore } from '../../../stores/user-store';
import { useAddWatchlistItem } from '../api/add-watchlist-item';
import { useWatchlists } from '../api/get-watchlists';
import { useRemoveWatchlistItem } from '../api/remove-watchlist-item';
import { listName } from './list-name';

/**
 * The star on a quote page. With one list it toggles the instrument on it; with several it
 * asks which list. Visitors are asked to log in.
 */
export const AddToWatchlist = ({ instrumentKey }: { instrumentKey: string }) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const [loginOpen, setLoginOpen] = useState(false);
  const [pickOpen, setPickOpen] = useState(false);
  const query = useWatchlists({ enabled: token !== '' });
  const lists = query.data ?? [];
  const add = useAddWatchlistItem({ onError, onSuccess: () => toast(t('watchlist.added')) });
  const remove = useRemoveWatchlistItem({
    onError,
    onSuccess: () => toast(t('watchlist.removed')),
  });
  const holding = lists.filter((list) => list.items.some((item) => item.key === instrumentKey));
  const inAny = holding.length > 0;

  const toggle = (id: number) => {
    const list = lists.find((item) => item.id === id);
    if (!list) return;
    if (list.items.some((item) => item.key === instrumentKey))
      remove.mutate({ id, key: instrumentKey });
    else add.mutate({ id, key: instrumentKey });
  };

  const onClick = () => {
    if (!token) return setLoginOpen(true);
    const only = lists[0];
    if (lists.length === 1 && only) return toggle(only.id);
    if (lists.length > 1) setPickOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={`watch-button ${inAny ? 'active' : ''}`}
        onClick={onClick}
        disabled={add.isPending || remove.isPending || (token !== '' && !query.data)}
        aria-pressed={inAny}
        data-testid="add-to-watchlist"
      >
        {inAny ? <Icon name="StarFill" /> : <Icon name="StarOutline" />}
        <span>{inAny ? t('watchlist.inWatchlist') : t('watchlist.add')}</span>
      </button>
      <AppActionSheet
        visible={pickOpen}
        onClose={() => setPickOpen(false)}
        extra={t('watchlist.chooseList')}
        cancelText={t('common.cancel')}
        actions={lists.map((list) => ({
          key: list.id,
          text: `${holding.includes(list) ? '✓ ' : ''}${listName(list, t)}`,
          onClick: () => {
            setPickOpen(false);
            toggle(list.id);
          },
        }))}
      />
      <LoginPopup visible={loginOpen} onClose={() => setLoginOpen(false)} />
    </>
  );
};
