import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../../stores/account-store';
import './practice.css';

/**
 * The mark of the practice account on every screen (issue 30 item 1): a line under the header
 * in amber, a colour no gain, loss or warning of the app uses, with words and not colour alone.
 */
export const PracticeStrip = () => {
  const { t } = useTranslation();
  const book = useAccountStore((state) => state.book);
  if (book !== 'practice') return null;
  return (
    <div className="practice-strip" role="note" data-testid="practice-strip">
      <strong>{t('practice.strip.title')}</strong>
      <span>{t('practice.strip.text')}</span>
    </div>
  );
};
