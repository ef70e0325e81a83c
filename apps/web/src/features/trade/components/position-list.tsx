import type { OrderView, PositionView } from '@brokerage/shared';
import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimulatedBadge } from '../../../components/market/simulated-badge';
import { useQuotes } from '../../../lib/realtime/use-quotes';
import { ClosePositionPopup } from './close-position-popup';
import { PositionCard } from './position-card';

/**
 * Open positions with their floating P/L following the live quotes, and Close. The
 * simulated-prices label stands above the list while the simulator feeds the prices.
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
  const closing = positions.find((position) => position.id === closingId);

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
      {showBadge && <SimulatedBadge quotes={Object.values(quotes)} className="list-badge" />}
      {positions.map((position) => (
        <PositionCard
          key={position.id}
          position={position}
          quote={quotes[position.key]}
          onClose={(item) => setClosingId(item.id)}
        />
      ))}
      <ClosePositionPopup
        position={closing}
        bid={closing ? (quotes[closing.key]?.bid ?? closing.lastPrice ?? undefined) : undefined}
        onClose={() => setClosingId(undefined)}
        onDone={(order) => {
          setClosingId(undefined);
          onClosed(order);
        }}
        onError={onError}
      />
    </div>
  );
};
