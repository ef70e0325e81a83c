import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../api/get-bank-cards';
import './cards.css';

/** Shows the last four characters only; the full number stays on the server's side of the screen. */
export const maskTail = (value: string): string => {
  const compact = value.replace(/\s+/g, '');
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
};

export const BankCardList = ({
  cards,
  onRemove,
}: {
  cards: BankCard[];
  onRemove: (card: BankCard) => void;
}) => {
  const { t } = useTranslation();
  if (cards.length === 0)
    return <ErrorBlock status="empty" title={t('cards.noBankCards')} description="" />;
  return (
    <ul className="target-list" data-testid="bank-card-list">
      {cards.map((card) => (
        <li key={card.id} className="target-card bank" data-testid={`bank-card-${card.id}`}>
          <div className="target-title ellipsis">{card.bankName}</div>
          <div className="target-name ellipsis">{card.name}</div>
          <div className="target-number">{maskTail(card.iban)}</div>
          <dl className="target-meta">
            <div>
              <dt>{t('cards.accountName')}</dt>
              <dd className="ellipsis">{card.accountName}</dd>
            </div>
            <div>
              <dt>{t('cards.bic')}</dt>
              <dd>{card.bic}</dd>
            </div>
          </dl>
          <Button
            size="mini"
            fill="outline"
            className="target-remove"
            onClick={() => onRemove(card)}
          >
            {t('cards.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
};
