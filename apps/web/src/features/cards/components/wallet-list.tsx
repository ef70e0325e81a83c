import { Button, ErrorBlock, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CryptoWallet } from '../api/get-crypto-wallets';
import './cards.css';

/** 0x5aAe…eAed: enough to recognise an address without letting it overflow. */
export const shortAddress = (address: string): string =>
  address.length <= 16 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;

export const WalletList = ({
  wallets,
  onRemove,
}: {
  wallets: CryptoWallet[];
  onRemove: (wallet: CryptoWallet) => void;
}) => {
  const { t } = useTranslation();
  if (wallets.length === 0)
    return <ErrorBlock status="empty" title={t('cards.noWallets')} description="" />;
  return (
    <ul className="target-list" data-testid="wallet-list">
      {wallets.map((wallet) => (
        <li key={wallet.id} className="target-card crypto" data-testid={`wallet-${wallet.id}`}>
          <div className="target-head">
            <span className="target-title ellipsis">{wallet.name}</span>
            <Tag color="primary" fill="outline">
              {wallet.currency} · {wallet.network === 'ERC20' ? 'ERC-20' : 'TRC-20'}
            </Tag>
          </div>
          <div className="target-address">{wallet.address}</div>
          <Button
            size="mini"
            fill="outline"
            className="target-remove"
            onClick={() => onRemove(wallet)}
          >
            {t('cards.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
};
