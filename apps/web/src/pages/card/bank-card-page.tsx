import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { useBankCards } from '../../features/cards/api/get-bank-cards';
import { BankCardForm } from '../../features/cards/components/bank-card-form';
import { BankCardList, maskTail } from '../../features/cards/components/bank-card-list';
import {
  RemoveTargetPopup,
  type RemoveTarget,
} from '../../features/cards/components/remove-target';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { toast } from '../../lib/ui/notify';
import { useUserStore } from '../../stores/user-store';

/** /pages/card/bank: bound bank cards; `?add=1` opens the form (`&from=withdraw` returns there). */
export const BankCardPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const [adding, setAdding] = useState(query.add === '1');
  const [removing, setRemoving] = useState<RemoveTarget | null>(null);
  const cards = useBankCards({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;

  if (adding)
    return (
      <div className="funding-page" data-testid="bank-card-page">
        <BankCardForm
          onError={onError}
          onDone={() => {
            toast(t('cards.bound'));
            if (query.from) nav.navigateBack();
            else setAdding(false);
          }}
        />
      </div>
    );

  return (
    <div className="funding-page padded" data-testid="bank-card-page">
      {cards.data ? (
        <BankCardList
          cards={cards.data}
          onRemove={(card) =>
            setRemoving({
              kind: 'bank',
              id: card.id,
              label: `${card.bankName} ${maskTail(card.iban)}`,
            })
          }
        />
      ) : (
        <p className="muted center-text">{t('common.loading')}</p>
      )}
      <Button
        block
        color="primary"
        size="large"
        onClick={() => setAdding(true)}
        data-testid="add-bank-card"
      >
        <AddOutline /> {t('cards.addBankCard')}
      </Button>
      <RemoveTargetPopup target={removing} onClose={() => setRemoving(null)} onError={onError} />
    </div>
  );
};
