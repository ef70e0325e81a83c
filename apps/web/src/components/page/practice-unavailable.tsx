import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../../stores/account-store';
import '../layout/practice.css';

/**
 * What a screen of real money (deposits, withdrawals, cards, loans) shows while the practice
 * account is: practice money is virtual, so none of them exists there; one tap goes back.
 */
export const PracticeUnavailable = () => {
  const { t } = useTranslation();
  const setBook = useAccountStore((state) => state.setBook);
  return (
    <div className="practice-unavailable" data-testid="practice-unavailable">
      <h2>{t('practice.unavailable.title')}</h2>
      <p className="muted">{t('practice.unavailable.text')}</p>
      <Button color="primary" onClick={() => setBook('real')} data-testid="practice-to-real">
        {t('practice.unavailable.switch')}
      </Button>
    </div>
  );
};
