import type { InstrumentView } from '@brokerage/shared';
import { Icon } from '../../../components/icon/icon';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LONG_PRESS_MS, LONG_PRESS_TOLERANCE_PX } from '../../../config/ui-constants';
import { dropIndex, moveItem } from './reorder';
import '../../../components/market/instrument-row.css';

/** Three bars, the ≡ the help text names (a bulleted-list icon read as something else). */
const DragHandleIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" data-icon="drag-handle">
    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

interface Drag {
  from: number;
  to: number;
  startY: number;
  rowHeight: number;
}

/**
 * A list's instruments, reordered by pressing a row's handle for 350 ms and dragging it; each row
 * also has a remove button. The handle does not scroll the page (touch-action: none), so the
 * drag is not taken over by the browser's panning.
 */
export const SortableItems = ({
  items,
  onReorder,
  onRemove,
  busy,
}: {
  items: InstrumentView[];
  onReorder: (keys: string[]) => void;
  onRemove: (key: string) => void;
  busy: boolean;
}) => {
  const { t } = useTranslation();
  const [drag, setDrag] = useState<Drag | undefined>();
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | undefined>(
    undefined,
  );

  useEffect(() => () => clearTimeout(press.current?.timer), []);

  const cancelPress = () => {
    clearTimeout(press.current?.timer);
    press.current = undefined;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>, index: number) => {
    if (busy) return;
    const row = event.currentTarget.closest('.sortable-row');
    const rowHeight = row?.getBoundingClientRect().height ?? 0;
    const { clientX: x, clientY: y, pointerId } = event;
    const target = event.currentTarget;
    target.setPointerCapture?.(pointerId);
    cancelPress();
    press.current = {
      x,
      y,
      timer: setTimeout(() => {
        press.current = undefined;
        setDrag({ from: index, to: index, startY: y, rowHeight });
        navigator.vibrate?.(10);
      }, LONG_PRESS_MS),
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const pending = press.current;
    if (pending) {
      const moved = Math.hypot(event.clientX - pending.x, event.clientY - pending.y);
      if (moved > LONG_PRESS_TOLERANCE_PX) cancelPress();
      return;
    }
    if (!drag) return;
    const to = dropIndex(drag.from, event.clientY - drag.startY, drag.rowHeight, items.length);
    if (to !== drag.to) setDrag({ ...drag, to });
  };

  const onPointerUp = () => {
    cancelPress();
    if (!drag) return;
    setDrag(undefined);
    if (drag.to !== drag.from)
      onReorder(moveItem(items, drag.from, drag.to).map((item) => item.key));
  };

  const shown = drag ? moveItem(items, drag.from, drag.to) : items;
  const draggedKey = drag ? items[drag.from]?.key : undefined;

  return (
    <ul className="sortable-list" data-testid="sortable-items">
      {shown.map((item) => {
        const index = items.indexOf(item);
        return (
          <li
            key={item.key}
            className={`sortable-row ${item.key === draggedKey ? 'dragging' : ''}`}
            data-testid={`manage-item-${item.key}`}
          >
            <button
              type="button"
              className="icon-button remove-item"
              aria-label={t('watchlist.remove')}
              onClick={() => onRemove(item.key)}
              disabled={busy}
              data-testid={`remove-${item.key}`}
            >
              <Icon name="CloseCircleOutline" />
            </button>
            <span className="sortable-ident">
              <span className="instrument-name ellipsis">{item.name}</span>
              <span className="instrument-meta">
                <span className="market-tag">{item.market}</span>
                <span className="instrument-symbol">{item.symbol}</span>
              </span>
            </span>
            <span
              className="drag-handle"
              role="button"
              tabIndex={-1}
              aria-label={t('watchlist.dragHint')}
              onPointerDown={(event) => onPointerDown(event, index)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onContextMenu={(event) => event.preventDefault()}
              data-testid={`drag-${item.key}`}
            >
              <DragHandleIcon />
            </span>
          </li>
        );
      })}
    </ul>
  );
};
