import { Button } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useTranslation } from 'react-i18next';
import './basket.css';

/** "New basket": opens the screen that sets up a plan of several instruments. */
export const NewBasketButton = ({
  onClick,
  block = false,
}: {
  onClick: () => void;
  block?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Button
      className="new-basket-button"
      block={block}
      fill="outline"
      color="primary"
      size={block ? 'middle' : 'small'}
      onClick={onClick}
      data-testid="plans-new-basket"
    >
      <Icon name="AddOutline" aria-hidden="true" /> {t('plans.basket.new')}
    </Button>
  );
};
