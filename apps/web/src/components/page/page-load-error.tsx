import { Icon } from '../icon/icon';
import { useTranslation } from 'react-i18next';

/** The whole view is the retry button: the seed says "click the screen to try again". */
export const PageLoadError = ({ onReload }: { onReload: () => void }) => {
  const { t } = useTranslation();
  return (
    <button type="button" className="page-load-error" onClick={onReload}>
      <Icon name="ExclamationCircleOutline" fontSize={40} />
      <span>{t('common.timeout')}</span>
    </button>
  );
};
