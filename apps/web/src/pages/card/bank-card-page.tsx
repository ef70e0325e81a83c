import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../components/page/lazy-page';
import { useBankCards } from '../../features/cards/api/get-bank-cards';
import { BankCardForm } from '../../features/cards/components/bank-card-form';
import { BankCardList, maskTail } from '../../features/cards/components/bank-card-list';
import { SavedTargetsPage } from '../../features/cards/components/saved-targets-page';

/** /pages/card/bank: bound bank cards; `?add=1` opens the form (`&from=withdraw` returns there). */
export const BankCardPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  return (
    <SavedTargetsPage
      query={query}
      testId="bank-card-page"
      useTargets={useBankCards}
      renderList={(cards, onRemove) => (
        <BankCardList
          cards={cards}
          onRemove={(card) =>
            onRemove({
              kind: 'bank',
              id: card.id,
              label: `${card.bankName} ${maskTail(card.iban)}`,
            })
          }
        />
      )}
      renderForm={(callbacks) => <BankCardForm {...callbacks} />}
      boundMessage={t('cards.bound')}
      addLabel={t('cards.addBankCard')}
      addTestId="add-bank-card"
    />
  );
};
