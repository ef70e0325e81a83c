import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { useMarketStatus } from '../api/get-market-status';

/**
 * A closed market and when it opens (issue 19 item 5): in the market's local time with its
 * zone, and in the reader's own time, from the exchange calendar the server trades by.
 */
export const MarketOpensNote = ({ market, testId }: { market: string; testId: string }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const status = useMarketStatus(market, { enabled: true }).data;
  const opens = status?.nextOpen;
  return (
    <div className="order-note" data-testid={testId}>
      {t('trade.marketClosed')}
      {opens && status && (
        <p className="market-opens small" data-testid="market-opens">
          {t('marketOpens.at', {
            market: formatZonedDateTime(opens, language, status.timezone),
            local: formatZonedDateTime(opens, language),
          })}
        </p>
      )}
    </div>
  );
};
