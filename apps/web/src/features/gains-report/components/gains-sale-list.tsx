import type { RealizedSale } from '@brokerage/shared';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { GainsSaleCard } from './gains-sale-card';

/**
 * The year's sales in one currency, in the order they filled, a page at a time as it scrolls;
 * a year with only dividends says it has no sales.
 */
export const GainsSaleList = ({
  sales,
  currency,
  hasMore,
  loadMore,
}: {
  sales: RealizedSale[];
  currency: string;
  hasMore: boolean;
  /** fetchNextPage: it resolves, failed or not, with whether the page failed. */
  loadMore: () => Promise<{ isError: boolean }>;
}) => {
  const { t } = useTranslation();
  return (
    <section className="gains-sales" aria-labelledby="gains-sales-title">
      <h2 className="section-title" id="gains-sales-title">
        {t('gains.list')}
      </h2>
      <div className="record-list gains-sale-list" data-testid="gains-sales">
        {sales.map((sale) => (
          <GainsSaleCard key={sale.fillId} sale={sale} currency={currency} />
        ))}
        <InfiniteScroll
          hasMore={hasMore}
          loadMore={async () => {
            // Thrown, the list stops asking and offers a retry instead of spinning.
            if ((await loadMore()).isError) throw new Error('a page of sales did not load');
          }}
        >
          {(more: boolean, failed: boolean, retry: () => void) =>
            failed ? (
              <span className="gains-more-failed">
                {t('gains.moreFailed')}{' '}
                <button type="button" className="link-button" onClick={retry}>
                  {t('common.retry')}
                </button>
              </span>
            ) : more ? (
              t('common.loading')
            ) : sales.length === 0 ? (
              // A year with dividends and no sale in this currency.
              <span className="gains-no-sales" data-testid="gains-no-sales">
                {t('gains.noSales')}
              </span>
            ) : (
              t('gains.end')
            )
          }
        </InfiniteScroll>
      </div>
    </section>
  );
};
