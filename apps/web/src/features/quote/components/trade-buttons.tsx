import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import './quote.css';

export const ORDER_PATH = '/pages/payment/stock';

/** Buy and Sell lead to the order screen (built by the trading issue). */
export const TradeButtons = ({ instrumentKey }: { instrumentKey: string }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const open = (side: 'buy' | 'sell') =>
    ignoreRefusal(nav.navigateTo({ url: `${ORDER_PATH}?key=${instrumentKey}&side=${side}` }));
  return (
    <div className="trade-buttons">
      <Button className="trade-buy" onClick={() => open('buy')} data-testid="trade-buy">
        {t('quote.buy')}
      </Button>
      <Button className="trade-sell" onClick={() => open('sell')} data-testid="trade-sell">
        {t('quote.sell')}
      </Button>
    </div>
  );
};
