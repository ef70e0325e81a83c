import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Body of a page whose feature arrives in a later issue: the route exists, the screen says so. */
export const ComingSoon = () => {
  const { t } = useTranslation();
  return (
    <div className="coming-soon" data-testid="coming-soon">
      <ErrorBlock
        status="empty"
        title={t('common.comingSoon')}
        description={t('common.comingSoonBody')}
      />
    </div>
  );
};
