import { paramsForReader, type StatementLine } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { signedTone, useNumberFormat } from '../../../lib/format/use-number-format';
import { useLanguageStore } from '../../../stores/language-store';
import { typeLabelKey } from './statement-types';

/**
 * One movement of the customer's money: what it was, the change of the available and the
 * reserved balance, the balance after, the time and the reference.
 */
export const StatementLineCard = ({ line }: { line: StatementLine }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const labelKey = typeLabelKey(line.type);
  const n = useNumberFormat();
  const cashText = n.money(line.cash, line.currency, { sign: true });
  const heldText = n.money(line.held, line.currency, { sign: true });
  return (
    <article className="statement-line" data-testid="statement-line" data-type={line.type}>
      <div className="statement-line-main">
        <div className="statement-line-text">
          <span className="statement-line-title ellipsis">
            {labelKey ? t(labelKey) : line.type}
          </span>
          <span className="statement-line-desc ellipsis" data-testid="statement-description">
            {line.memo
              ? t(`statement.desc.${line.memo.key}`, {
                  ...paramsForReader({ currency: line.currency, ...line.memo.values }, language),
                  defaultValue: line.description,
                })
              : line.description}
          </span>
        </div>
        <div className="statement-line-figures">
          <span className={`num strong ${signedTone(cashText)}`} data-testid="statement-cash">
            {cashText} <small className="muted">{line.currency}</small>
          </span>
          {signedTone(heldText) && (
            <span className="num small muted">
              {t('statement.held')} {heldText}
            </span>
          )}
        </div>
      </div>
      <div className="statement-line-meta">
        <span>{formatDateTime(line.time, language)}</span>
        <span className="num">
          {t('statement.balanceAfter')} {n.money(line.balanceAfter, line.currency)}
        </span>
      </div>
      {(line.reference || line.reason) && (
        <div className="statement-line-meta">
          {line.reference && (
            <span className="mono ellipsis">
              {t('statement.reference')} {line.reference}
            </span>
          )}
          {line.reason && <span className="statement-reason">{line.reason}</span>}
        </div>
      )}
      {line.by === 'operator' && <div className="statement-by">{t('statement.byOperator')}</div>}
    </article>
  );
};
