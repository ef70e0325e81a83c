import type { OrderView, PositionView } from '@brokerage/shared';
import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimulatedBadge } from '../../../components/market/simulated-badge';
import { useQuotes } from '../../../lib/realtime/use-quotes';
import { SheetOnceOpened } from '../../../lib/ui/sheet-once-opened';
import { toast } from '../../../lib/ui/notify';
import { groupPositions } from '../utils/position-groups';
import { PositionGroupCard } from './position-group-card';
import { lazyNamed } from '../../../lib/ui/lazy-named';

/**
 * The close and stops sheets (their forms, the pay password and the form library under them)
 * are fetched the first time a lot is closed or its stops edited, not with the Trade page.
 */
const ClosePositionPopup = lazyNamed(() => import('./close-position-popup'), 'ClosePositionPopup');
const PositionStopsPopup = lazyNamed(() => import('./position-stops-popup'), 'PositionStopsPopup');

/**
 * Open positions, one row per stock with its lots inside (issue 31 item 10), their P/L
 * following the live quotes; each lot closes, and its stop loss and take profit change, from
 * its own row. The simulated-prices label stands above the list while the simulator feeds
 * the prices.
 */
export const PositionList = ({
  positions,
  onClosed,
  onError,
  emptyAction,
  showBadge = true,
}: {
  positions: PositionView[];
  onClosed: (order: OrderView) => void;
  onError: (error: unknown) => void;
  emptyAction?: React.ReactNode;
  /** False where the page already shows the simulated-prices label above. */
  showBadge?: boolean;
}) => {
  const { t } = useTranslation();
  const quotes = useQuotes(positions.map((position) => position.key));
  const [closingId, setClosingId] = useState<number | undefined>();
  const [editingId, setEditingId] = useState<number | undefined>();
  const closing = positions.find((position) => position.id === closingId);
  const editing = positions.find((position) => position.id === editingId);
  const bidOf = (position: PositionView | undefined) =>
    position ? (quotes[position.key]?.bid ?? position.lastPrice ?? undefined) : undefined;

  if (positions.length === 0)
    return (
      <div className="trade-empty" data-testid="positions-empty">
        <ErrorBlock
          status="empty"
          title={t('trade.noPositions')}
          description={t('trade.noPositionsHint')}
        />
        {emptyAction}
      </div>
    );
  return (
    <div className="record-list" data-testid="positions">
      {/* The label's line keeps its height, so the cards below do not move when the first
          quotes say they are simulated. */}
      {showBadge && (
        <div className="list-badge-line">
          <SimulatedBadge quotes={Object.values(quotes)} className="list-badge" />
        </div>
      )}
      {groupPositions(positions, quotes).map((group) => (
        <PositionGroupCard
          key={group.key}
          group={group}
          quote={quotes[group.key]}
          onClose={(item) => setClosingId(item.id)}
          onEditStops={(item) => setEditingId(item.id)}
        />
      ))}
      <SheetOnceOpened open={closing !== undefined}>
        <ClosePositionPopup
          position={closing}
          bid={bidOf(closing)}
          onClose={() => setClosingId(undefined)}
          onDone={(order) => {
            setClosingId(undefined);
            onClosed(order);
          }}
          onError={onError}
        />
      </SheetOnceOpened>
      <SheetOnceOpened open={editing !== undefined}>
        <PositionStopsPopup
          position={editing}
          bid={bidOf(editing)}
          onClose={() => setEditingId(undefined)}
          onDone={() => {
            setEditingId(undefined);
            toast(t('trade.stopsSaved'));
          }}
          onError={onError}
        />
      </SheetOnceOpened>
    </div>
  );
};
