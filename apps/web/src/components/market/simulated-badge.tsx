import type { QuoteView } from '@brokerage/shared';
import { Icon } from '../icon/icon';
import { useTranslation } from 'react-i18next';
import { useQuoteStore } from '../../lib/realtime/quote-store';
import './simulated-badge.css';

/**
 * ARCHITECTURE.md section 8: while the simulator feeds prices, every screen that shows one says
 * so. Rendered when any of the given quotes (or the given source) is simulated.
 */
export const SimulatedBadge = ({
  quotes,
  source,
  className,
}: {
  quotes?: readonly (QuoteView | undefined)[];
  source?: 'simulated' | 'live';
  className?: string;
}) => {
  const { t } = useTranslation();
  const simulated =
    source === 'simulated' || (quotes ?? []).some((quote) => quote?.source === 'simulated');
  if (!simulated) return null;
  return (
    <span className={`simulated-badge ${className ?? ''}`} data-testid="simulated-badge">
      <Icon name="ExclamationCircleOutline" />
      {t('market.simulated')}
    </span>
  );
};

/** A quote that has not ticked for a while although its market is open. */
export const StaleMark = ({ quote }: { quote: QuoteView | undefined }) => {
  const { t } = useTranslation();
  if (!quote?.stale) return null;
  return (
    <span className="stale-mark" data-testid="stale-mark" title={t('market.staleHint')}>
      <Icon name="ClockCircleOutline" />
      {t('market.stale')}
    </span>
  );
};

/** The label for a list: shown when any watched quote of `keys` is simulated. */
export const SimulatedFor = ({
  keys,
  className,
}: {
  keys: readonly string[];
  className?: string;
}) => {
  const simulated = useQuoteStore((state) =>
    keys.some((key) => state.quotes[key]?.source === 'simulated'),
  );
  return simulated ? <SimulatedBadge source="simulated" className={className} /> : null;
};
