import { Decimal, type QuantFundView, symbolOf } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format/date-time';
import { formatDateTime } from '../../../lib/format/instant';

import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useLanguageStore } from '../../../stores/language-store';
import { useUserStore } from '../../../stores/user-store';
import { useQuantFund, useQuantHoldings } from '../api/quant-queries';
import { NavChart } from './nav-chart';
import { fundName, navText, valuationText } from './quant-format';
import { ReturnRange } from './return-range';
import { AppPopup } from '../../../components/feedback/app-popup';

/** How many of the latest days the sheet lists with their closes (the chart shows them all). */
const RECENT_DAYS = 5;

/**
 * A fund's full terms: the basket, the NAV rule with today's computation, the valuation point,
 * forward pricing and rounding rules with the valuation point a purchase now gets, the reader's
 * purchases still waiting for their units, the limits and window, the NAV history chart and days
 * with the closes behind them: the last few, or for a holding the days of its period (`days`),
 * the path that produced its number. Buying is offered with `onBuy`.
 */
export const FundSheet = ({
  fund,
  days,
  onClose,
  onBuy,
}: {
  fund: QuantFundView | undefined;
  days?: { from: string; to: string } | undefined;
  onClose: () => void;
  onBuy?: (fund: QuantFundView) => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const n = useNumberFormat();
  const detail = useQuantFund(fund?.id);
  const token = useUserStore((state) => state.token);
  const holdings = useQuantHoldings('holdings', { enabled: token !== '' && fund !== undefined });
  const shown = detail.data ?? fund;
  const pending = (holdings.data ?? []).filter(
    (holding) => holding.fundId === shown?.id && holding.units === null,
  );
  const history = detail.data?.history ?? [];
  const listed = (
    days
      ? history.filter((point) => point.day >= days.from && point.day <= days.to)
      : history.slice(-RECENT_DAYS)
  ).reverse();
  return (
    <AppPopup
      visible={fund !== undefined}
      onClose={onClose}
      bodyClassName="quant-sheet"
      destroyOnClose
      showCloseButton
    >
      {shown && (
        <div className="quant-sheet-body" data-testid="quant-sheet">
          <h2 className="quant-sheet-title">{fundName(shown.name, language)}</h2>
          <p className="muted small">
            {shown.institution} · {shown.market} · {shown.currency}
          </p>
          <dl className="record-rows">
            <div className="record-row strong">
              <dt>{t('quant.navToday')}</dt>
              <dd className="amount">{navText(shown.nav?.nav, language)}</dd>
            </div>
            <div className="record-row">
              <dt>{t('quant.period')}</dt>
              <dd className="amount">{t('quant.periodDays', { count: shown.periodDays })}</dd>
            </div>
            <div className="record-row">
              <dt>{t('quant.risk')}</dt>
              <dd className="amount">{t('quant.riskLevel', { level: shown.risk })}</dd>
            </div>
            <div className="record-row">
              <dt>{t('quant.limits')}</dt>
              <dd className="amount">
                {n.money(shown.minPurchase, shown.currency)} –{' '}
                {n.money(shown.maxPurchase, shown.currency)} {shown.currency}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('quant.subscription')}</dt>
              <dd>
                {formatDateTime(shown.subscriptionStart, language)} –{' '}
                {formatDateTime(shown.subscriptionEnd, language)}
              </dd>
            </div>
            <ReturnRange fund={shown} />
          </dl>

          <h3 className="quant-section">{t('quant.basket')}</h3>
          <dl className="record-rows">
            {shown.components.map((c) => (
              <div className="record-row" key={c.key}>
                <dt>{c.key}</dt>
                <dd className="amount">{n.digits(new Decimal(c.weight).times(100).toFixed(2))}%</dd>
              </div>
            ))}
          </dl>

          <h3 className="quant-section">{t('quant.rule')}</h3>
          <p className="quant-rule">{t('quant.ruleFormula')}</p>
          <p className="muted small">{t(`quant.rebalance.${shown.rebalance}`)}</p>
          {shown.nav && (
            <p className="muted small" data-testid="quant-rule-today">
              {t('quant.ruleToday', {
                day: formatDay(shown.nav.baseDay, language),
                baseNav: navText(shown.nav.baseNav, language),
                nav: navText(shown.nav.nav, language),
              })}
            </p>
          )}

          <h3 className="quant-section">{t('quant.pricingTitle')}</h3>
          <div className="quant-rules" data-testid="quant-pricing-rules">
            <p className="muted small">{t('quant.valuationRule', { market: shown.market })}</p>
            <p className="muted small">{t('quant.forwardRule')}</p>
            <p className="quant-rule" data-testid="quant-next-valuation">
              {t('quant.nextValuation', {
                day: formatDay(shown.pricing.pricingDay, language),
                time: valuationText(shown.pricing.valuationAt, language),
              })}
            </p>
            <p className="muted small">
              {t('quant.redemptionRule', {
                period: t('quant.periodDays', { count: shown.periodDays }),
              })}
            </p>
            <p className="muted small" data-testid="quant-rounding-rule">
              {t('quant.roundingRule')}
            </p>
          </div>
          {pending.length > 0 && (
            <dl className="record-rows" data-testid="quant-sheet-pending">
              {pending.map((holding) => (
                <div className="record-row" key={holding.id}>
                  <dt>
                    {n.money(holding.amount, holding.currency)} {holding.currency}
                  </dt>
                  <dd>
                    {t('quant.unitsPending', {
                      time: valuationText(holding.valuationAt, language),
                    })}
                  </dd>
                </div>
              ))}
            </dl>
          )}

          <h3 className="quant-section">{t('quant.history')}</h3>
          {detail.data ? (
            detail.data.history.length > 0 ? (
              <>
                <NavChart history={detail.data.history} />
                {listed.length === 0 && (
                  <p className="muted small" data-testid="quant-path-empty">
                    {t('quant.pathEmpty')}
                  </p>
                )}
                <table className="quant-history" hidden={listed.length === 0}>
                  <thead>
                    <tr>
                      <th>{t('quant.day')}</th>
                      <th className="amount">{t('quant.nav')}</th>
                      <th>{t('quant.closes')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {listed.map((point) => (
                      <tr key={point.day}>
                        <td>
                          {formatDay(point.day, language)}
                          {point.rebalanced && (
                            <span className="quant-tag">{t('quant.rebalanced')}</span>
                          )}
                        </td>
                        <td className="amount">{navText(point.nav, language)}</td>
                        <td className="quant-closes">
                          {Object.entries(point.prices)
                            .map(([key, price]) => `${symbolOf(key)} ${n.digits(price)}`)
                            .join(' · ')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : (
              <p className="muted small">{t('quant.noHistory')}</p>
            )
          ) : detail.error ? (
            <p className="muted small">{t('quant.loadFailed')}</p>
          ) : (
            <p className="muted small">{t('common.loading')}</p>
          )}
          {onBuy && (
            <Button
              block
              color="primary"
              className="quant-sheet-buy"
              disabled={!shown.open}
              onClick={() => onBuy(shown)}
              data-testid="quant-sheet-buy"
            >
              {shown.open ? t('quant.buy') : t('quant.closed')}
            </Button>
          )}
        </div>
      )}
    </AppPopup>
  );
};
