import { Decimal, formatFigure, formatMoney, isLanguageKey } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';

interface MoneyProps {
  value: string | null | undefined;
  /** Shown in its currency's minor unit; without one, `places` decimals. */
  currency?: string | null;
  places?: number;
  /** Colour the sign: gains green, losses red. */
  signed?: boolean;
}

/**
 * An amount through the product's one number formatter (the reader's language, cut and never
 * rounded up), in tabular figures; table columns holding it are right-aligned
 * (`align: 'right'`) so the decimal marks line up.
 */
export const Money = ({ value, currency, places = 2, signed = false }: MoneyProps) => {
  const { i18n } = useTranslation();
  if (value === null || value === undefined) return <span className="muted">—</span>;
  const language = isLanguageKey(i18n.language) ? i18n.language : 'en';
  const sign = signed ? new Decimal(value).comparedTo(0) : 0;
  const tone = sign > 0 ? 'gain' : sign < 0 ? 'loss' : '';
  return (
    <span className={`money ${tone}`}>
      {currency
        ? formatMoney(value, currency, language, { sign: signed })
        : formatFigure(value, language, places)}
      {currency ? <span className="currency"> {currency}</span> : null}
    </span>
  );
};
