import { Button, List } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { toast } from '../../../lib/ui/notify';
import { useCreateWatchlist } from '../api/create-watchlist';
import { useDeleteWatchlist } from '../api/delete-watchlist';
import type { WatchlistView } from '../api/get-watchlists';
import { useRemoveWatchlistItem } from '../api/remove-watchlist-item';
import { useRenameWatchlist } from '../api/rename-watchlist';
import { useReorderWatchlist } from '../api/reorder-watchlist';
import { listName } from './list-name';
import { NamePopup } from './name-popup';
import { SortableItems } from './sortable-items';
import { confirmDialog } from '../../../lib/ui/dialog';
import './watchlist.css';

type Editing = { mode: 'create' } | { mode: 'rename'; list: WatchlistView } | undefined;

/** Create, rename and delete lists; remove and reorder the selected list's instruments. */
export const WatchlistManager = ({ lists }: { lists: WatchlistView[] }) => {
  const { t } = useTranslation();
  const onError = useFailureHandler();
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const [editing, setEditing] = useState<Editing>();
  const selected = lists.find((list) => list.id === selectedId) ?? lists[0];

  const create = useCreateWatchlist({
    onError,
    onSuccess: (next) => {
      setEditing(undefined);
      setSelectedId(next.at(-1)?.id);
      toast(t('watchlist.created'));
    },
  });
  const rename = useRenameWatchlist({ onError, onSuccess: () => setEditing(undefined) });
  const remove = useDeleteWatchlist({ onError, onSuccess: () => toast(t('watchlist.deleted')) });
  const removeItem = useRemoveWatchlistItem({ onError });
  const reorder = useReorderWatchlist({ onError });
  const busy = removeItem.isPending || reorder.isPending;

  const confirmDelete = async (list: WatchlistView) => {
    const ok = await confirmDialog({
      content: t('watchlist.deleteConfirm', { name: listName(list, t) }),
      confirmText: t('watchlist.delete'),
      cancelText: t('common.cancel'),
    });
    if (ok) remove.mutate(list.id);
  };

  return (
    <div className="watchlist-manager" data-testid="watchlist-manager">
      <List header={t('watchlist.lists')} className="manage-lists">
        {lists.map((list) => (
          <List.Item
            key={list.id}
            className={list.id === selected?.id ? 'selected-list' : ''}
            onClick={() => setSelectedId(list.id)}
            arrowIcon={false}
            description={t('watchlist.count', { count: list.items.length })}
            data-testid={`manage-list-${list.id}`}
            extra={
              <span className="list-actions">
                {list.name !== '' && (
                  <>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('watchlist.rename')}
                      onClick={(event) => {
                        event.stopPropagation();
                        setEditing({ mode: 'rename', list });
                      }}
                      data-testid={`rename-${list.id}`}
                    >
                      <Icon name="EditSOutline" />
                    </button>
                    <button
                      type="button"
                      className="icon-button danger"
                      aria-label={t('watchlist.delete')}
                      onClick={(event) => {
                        event.stopPropagation();
                        void confirmDelete(list);
                      }}
                      data-testid={`delete-${list.id}`}
                    >
                      <Icon name="DeleteOutline" />
                    </button>
                  </>
                )}
              </span>
            }
          >
            {listName(list, t)}
          </List.Item>
        ))}
      </List>
      <Button
        block
        fill="outline"
        color="primary"
        className="create-list"
        onClick={() => setEditing({ mode: 'create' })}
        data-testid="create-watchlist"
      >
        <Icon name="AddOutline" /> {t('watchlist.create')}
      </Button>

      {selected && (
        <section className="manage-items">
          <h2 className="section-title">{listName(selected, t)}</h2>
          {selected.items.length === 0 ? (
            <p className="muted">{t('watchlist.empty')}</p>
          ) : (
            <>
              <p className="muted small">{t('watchlist.dragHint')}</p>
              <SortableItems
                items={selected.items}
                busy={busy}
                onRemove={(key) => removeItem.mutate({ id: selected.id, key })}
                onReorder={(keys) => reorder.mutate({ id: selected.id, keys })}
              />
            </>
          )}
        </section>
      )}

      <NamePopup
        title={editing?.mode === 'rename' ? t('watchlist.rename') : t('watchlist.create')}
        initial={editing?.mode === 'rename' ? editing.list.name : ''}
        visible={editing !== undefined}
        busy={create.isPending || rename.isPending}
        onClose={() => setEditing(undefined)}
        onSubmit={(name) => {
          if (editing?.mode === 'rename') rename.mutate({ id: editing.list.id, name });
          else create.mutate(name);
        }}
      />
    </div>
  );
};
