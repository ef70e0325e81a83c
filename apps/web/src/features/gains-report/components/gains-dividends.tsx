import type { DividendLine, GainsReport } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';
import { formatDay } from '../../../lib/format/date-time';
import { useNumberFormat } from '../../../lib/format/use-number-format';

/** One dividend paid on one lot: the instrument, the day paid, shares × per share, the amounts. */
const DividendRow = ({ line, currency }: { line: DividendLine; currency: string }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (
    <article
      className="record-card gains-dividend"
      data-testid="gains-dividend"
      data-position={line.positionId}
      data-pay-date={line.payDate}
    >
      <div className="gains-dividend-main">
        <span className="gains-sale-title">
          <span className="record-title ellipsis">
            <InstrumentKeyLabel instrumentKey={line.key} />
          </span>
          {line.name !== line.key && (
            <span className="gains-sale-name ellipsis muted">{line.name}</span>
          )}
        </span>
        <span className="gains-sale-meta gains-dividend-meta">
          <span data-testid="gains-dividend-paid">
            {t('gains.dividends.paidOn', { date: formatDay(line.payDate, n.language) })}
          </span>
          <span data-testid="gains-dividend-shares">
            {t('gains.dividends.perShare', {
              quantity: n.quantity(line.quantity),
              perShare: n.carriedPrice(line.perShare),
            })}
          </span>
        </span>
      </div>
      <dl className="gains-dividend-figures">
        <div>
          <dt>{t('gains.dividends.gross')}</dt>
          <dd data-testid="gains-dividend-gross">{n.money(line.gross, currency)}</dd>
        </div>
        <div>
          <dt>{t('gains.dividends.withholding')}</dt>
          <dd data-testid="gains-dividend-withholding">{n.money(line.withholding, currency)}</dd>
        </div>
        <div>
          <dt>{t('gains.dividends.net')}</dt>
          <dd className="strong" data-testid="gains-dividend-net">
            {n.money(line.net, currency)}
          </dd>
        </div>
      </dl>
    </article>
  );
};

/**
 * The tax year's dividends in the report's currency (issue 30 item 3), by pay date as the
 * server listed them: their gross, withholding tax and net summed, then one row per dividend
 * paid on a lot; a line saying there were none when the year paid none.
 */
export const GainsDividends = ({
  dividends,
  currency,
}: {
  dividends: GainsReport['dividends'];
  currency: string;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const { items, totals } = dividends;
  return (
    <section
      className="gains-dividends"
      aria-labelledby="gains-dividends-title"
      data-testid="gains-dividends"
    >
      <h2 className="section-title" id="gains-dividends-title">
        {t('gains.dividends.title')}
      </h2>
      {items.length === 0 ? (
        <p className="gains-dividends-none" data-testid="gains-dividends-none">
          {t('gains.dividends.none')}
        </p>
      ) : (
        <>
          <div className="info-card gains-dividend-totals" data-testid="gains-dividend-totals">
            <dl className="record-rows">
              <RecordRow label={t('gains.dividends.totalGross')} testId="gains-dividends-gross">
                {n.money(totals.gross, currency)}
              </RecordRow>
              <RecordRow
                label={t('gains.dividends.totalWithholding')}
                testId="gains-dividends-withholding"
              >
                {n.money(totals.withholding, currency)}
              </RecordRow>
              <div className="record-row strong">
                <dt>{t('gains.dividends.totalNet')}</dt>
                <dd className="amount" data-testid="gains-dividends-net">
                  {n.money(totals.net, currency)} <small className="muted">{currency}</small>
                </dd>
              </div>
            </dl>
          </div>
          <p className="gains-rule" data-testid="gains-dividends-rule">
            {t('gains.dividends.rule')}
          </p>
          <div className="record-list gains-dividend-list" data-testid="gains-dividend-list">
            {items.map((line) => (
              <DividendRow
                key={`${line.positionId}-${line.payDate}-${line.exDate}`}
                line={line}
                currency={currency}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
};
