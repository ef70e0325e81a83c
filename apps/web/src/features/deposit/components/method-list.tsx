import { List } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useTranslation } from 'react-i18next';

export type DepositMethod = 'bank' | 'crypto';

/** Seed: deposit by bank transfer or by crypto (USDT); plus a custom amount and the records. */
export const MethodList = ({
  onChoose,
  onCustom,
  onRecords,
}: {
  onChoose: (method: DepositMethod) => void;
  onCustom?: () => void;
  onRecords?: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <List header={t('deposit.chooseMethod')} className="funding-list">
        <List.Item
          prefix={<Icon name="BankcardOutline" className="list-icon" />}
          description={t('deposit.bankTransferHint')}
          onClick={() => onChoose('bank')}
          data-testid="method-bank"
        >
          {t('deposit.bankTransfer')}
        </List.Item>
        <List.Item
          // A wallet's key, as on the profile's wallets entry: the "¥" coin read as yen.
          prefix={<Icon name="KeyOutline" className="list-icon" />}
          description={t('deposit.cryptoHint')}
          onClick={() => onChoose('crypto')}
          data-testid="method-crypto"
        >
          {t('deposit.crypto')}
        </List.Item>
      </List>
      {(onCustom ?? onRecords) && (
        <List className="funding-list">
          {onCustom && (
            <List.Item
              prefix={<Icon name="EditSOutline" className="list-icon" />}
              onClick={onCustom}
            >
              {t('title.depositCustom')}
            </List.Item>
          )}
          {onRecords && (
            <List.Item
              prefix={<Icon name="FileOutline" className="list-icon" />}
              onClick={onRecords}
              data-testid="deposit-records-link"
            >
              {t('title.depositList')}
            </List.Item>
          )}
        </List>
      )}
    </>
  );
};
