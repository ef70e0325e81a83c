import type { QuantFundView } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../stores/language-store';
import { fundName, navText } from './quant-format';
import { ReturnRange } from './return-range';

/**
 * One fund in the product list: today's NAV, period, risk, and the range of past returns over
 * periods of its length (labelled as past performance). `compact` is the seed's bak layout.
 */
export const FundCard = ({
  fund,
  compact = false,
  onOpen,
  onBuy,
}: {
  fund: QuantFundView;
  compact?: boolean;
  onOpen: (fund: QuantFundView) => void;
  onBuy: (fund: QuantFundView) => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const name = fundName(fund.name, language);
  if (compact)
    return (
      <button
        type="button"
        className="quant-row"
        onClick={() => onOpen(fund)}
        data-testid={`quant-row-${fund.id}`}
      >
        <span className="quant-row-name">
          <span className="ellipsis">{name}</span>
          <span className="muted small">
            {t('quant.periodDays', { count: fund.periodDays })} ·{' '}
            {t('quant.riskLevel', { level: fund.risk })}
          </span>
        </span>
        <span className="quant-row-nav amount">{navText(fund.nav?.nav, language)}</span>
      </button>
    );
  return (
    <article className="record-card quant-card" data-testid={`quant-fund-${fund.id}`}>
      <button type="button" className="quant-card-head" onClick={() => onOpen(fund)}>
        <span className="record-title ellipsis">{name}</span>
        <span className="muted small">
          {fund.market} · {fund.currency}
        </span>
      </button>
      <dl className="record-rows">
        <div className="record-row strong">
          <dt>{t('quant.navToday')}</dt>
          <dd className="amount" data-testid="quant-nav">
            {navText(fund.nav?.nav, language)}
          </dd>
        </div>
        <div className="record-row">
          <dt>{t('quant.period')}</dt>
          <dd className="amount">{t('quant.periodDays', { count: fund.periodDays })}</dd>
        </div>
        <div className="record-row">
          <dt>{t('quant.risk')}</dt>
          <dd className="amount">
            <span className={`quant-risk quant-risk-${fund.risk}`}>
              {t('quant.riskLevel', { level: fund.risk })}
            </span>
          </dd>
        </div>
        <ReturnRange fund={fund} />
        <div className="record-row">
          <dt>{t('quant.institution')}</dt>
          <dd className="ellipsis">{fund.institution}</dd>
        </div>
      </dl>
      <div className="quant-actions">
        <Button
          size="small"
          fill="outline"
          onClick={() => onOpen(fund)}
          data-testid="quant-details"
        >
          {t('quant.details')}
        </Button>
        <Button
          size="small"
          color="primary"
          disabled={!fund.open || fund.nav === null}
          onClick={() => onBuy(fund)}
          data-testid="quant-buy"
        >
          {fund.open ? t('quant.buy') : t('quant.closed')}
        </Button>
      </div>
    </article>
  );
};
