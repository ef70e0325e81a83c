import {
  Decimal,
  formatCarriedPrice,
  type PositionView,
  type QuoteView,
  symbolOf,
} from '@brokerage/shared';
import { Tag } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useLanguageStore } from '../../../stores/language-store';
import type { PositionGroup } from '../utils/position-groups';
import { PositionCard } from './position-card';
import { PnlText } from '../../../components/display/pnl-text';
import './trade.css';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';

/**
 * One stock of the open-positions list (issue 31 item 10): its shares in all lots, their
 * average cost, market value, unrealised and day P/L, and the pledged total; the lots inside,
 * each with its own actions. A stock held in one lot shows it open; more lots start folded.
 */
export const PositionGroupCard = ({
  group,
  quote,
  onClose,
  onEditStops,
}: {
  group: PositionGroup;
  quote: QuoteView | undefined;
  onClose: (position: PositionView) => void;
  onEditStops: (position: PositionView) => void;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const language = useLanguageStore((state) => state.key);
  const [open, setOpen] = useState(group.lots.length === 1);
  const symbol = symbolOf(group.key);
  const pledged = new Decimal(group.pledgedQuantity).gt(0);
  const lotsId = `position-lots-${symbol}`;
  return (
    <article className="record-card position-group" data-testid={`position-group-${symbol}`}>
      <div className="record-head">
        <span className="record-title ellipsis">
          <InstrumentKeyLabel instrumentKey={group.key} />
        </span>
        {pledged && (
          <Tag color="primary" fill="outline" data-testid="position-group-pledged">
            {t('trade.pledged', { quantity: n.quantity(group.pledgedQuantity) })}
          </Tag>
        )}
      </div>
      <dl className="record-rows">
        <RecordRow label={t('trade.quantity')} testId="position-group-quantity">
          {n.quantity(group.quantity)}
        </RecordRow>
        <RecordRow label={t('trade.averageCost')} testId="position-group-average">
          {formatCarriedPrice(group.averageCost, language)}
        </RecordRow>
        <RecordRow label={t('trade.marketValue')} testId="position-group-value">
          {group.marketValue ? n.money(group.marketValue, group.currency) : '--'}
        </RecordRow>
        <RecordRow label={t('trade.unrealisedPnl')}>
          <PnlText
            value={group.unrealisedPnl}
            currency={group.currency}
            testId="position-group-pnl"
          />
        </RecordRow>
        <RecordRow label={t('trade.dayPnl')}>
          <PnlText value={group.dayPnl} currency={group.currency} testId="position-group-day" />
        </RecordRow>
      </dl>
      <button
        type="button"
        className="position-lots-toggle"
        aria-expanded={open}
        aria-controls={lotsId}
        onClick={() => setOpen(!open)}
        data-testid="position-group-toggle"
      >
        <span>{t('trade.lotsCount', { count: group.lots.length })}</span>
        {open ? <Icon name="UpOutline" /> : <Icon name="DownOutline" />}
      </button>
      {open && (
        <div className="position-lots" id={lotsId} data-testid="position-lots">
          {group.lots.map((lot) => (
            <PositionCard
              key={lot.id}
              position={lot}
              quote={quote}
              onClose={onClose}
              onEditStops={onEditStops}
            />
          ))}
        </div>
      )}
    </article>
  );
};
