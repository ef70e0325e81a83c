import type { Decimal } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../lib/format/use-number-format';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { conversionNeed, FUNDING_MARGIN } from './funding-need';
import './funding-help.css';

/**
 * The funding help every money screen shares (order, IPO, quant, withdrawal; issue 31 items 5
 * and 6): the available cash in the currency the action takes and, when it is short, a
 * conversion of what the action needs in full (its reserve included), plus a margin where
 * prices move. The transfer screen comes back here once converted; `onLeave` keeps the form's
 * input for that return.
 */
export const FundingHelp = ({
  currency,
  available,
  needed,
  onLeave,
  showAvailable = true,
  pricesMove = false,
  testId,
}: {
  currency: string;
  /** Available cash in `currency`; undefined while loading. */
  available: string | undefined;
  /** All the cash the action takes, fee and reserve included; undefined while unknown. */
  needed: Decimal | undefined;
  onLeave?: () => void;
  /** Off where the screen lists the available cash among its own figures. */
  showAvailable?: boolean;
  /** An order: prices move before it fills, so the suggestion adds FUNDING_MARGIN. */
  pricesMove?: boolean;
  /** Prefix of the test ids: `${testId}-available`, `-insufficient`, `-convert`. */
  testId: string;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const nav = useNavigation();
  const convert =
    available !== undefined && needed !== undefined
      ? conversionNeed(needed, available, currency, pricesMove ? FUNDING_MARGIN : 0)
      : undefined;
  const money = (value: Decimal | string) => `${n.money(value, currency)} ${currency}`;

  return (
    <div className="funding-help">
      {showAvailable && (
        <div className="funding-available" data-testid={`${testId}-available`}>
          <span className="muted">{t('funding.available')}</span>
          <span className="amount">{available === undefined ? '--' : money(available)}</span>
        </div>
      )}
      {convert && needed && available !== undefined && (
        <div
          className="field-error funding-short"
          role="alert"
          data-testid={`${testId}-insufficient`}
        >
          <p>{t('funding.short', { amount: money(needed.minus(available)) })}</p>
          {pricesMove && (
            <p className="muted small">
              {t('funding.suggestion', {
                amount: money(convert),
                margin: n.figure(FUNDING_MARGIN.times(100).toFixed(), 0),
              })}
            </p>
          )}
          <Button
            size="small"
            color="primary"
            fill="outline"
            data-testid={`${testId}-convert`}
            onClick={() => {
              onLeave?.();
              ignoreRefusal(
                nav.navigateTo({
                  url: `/pages/profile/transfer?to=${currency}&need=${convert.toFixed()}&back=1`,
                }),
              );
            }}
          >
            {t('funding.convert', { amount: money(convert) })}
          </Button>
        </div>
      )}
    </div>
  );
};
