import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { useCryptoWallets } from '../../features/cards/api/get-crypto-wallets';
import {
  RemoveTargetPopup,
  type RemoveTarget,
} from '../../features/cards/components/remove-target';
import { WalletForm } from '../../features/cards/components/wallet-form';
import { shortAddress, WalletList } from '../../features/cards/components/wallet-list';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { toast } from '../../lib/ui/notify';
import { useUserStore } from '../../stores/user-store';

/** /pages/card/crypto: bound USDT wallets; `?add=1` opens the form (`&from=withdraw` returns there). */
export const CryptoWalletPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const [adding, setAdding] = useState(query.add === '1');
  const [removing, setRemoving] = useState<RemoveTarget | null>(null);
  const wallets = useCryptoWallets({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;

  if (adding)
    return (
      <div className="funding-page" data-testid="wallet-page">
        <WalletForm
          onError={onError}
          onDone={() => {
            toast(t('cards.boundWallet'));
            if (query.from) nav.navigateBack();
            else setAdding(false);
          }}
        />
      </div>
    );

  return (
    <div className="funding-page padded" data-testid="wallet-page">
      {wallets.data ? (
        <WalletList
          wallets={wallets.data}
          onRemove={(wallet) =>
            setRemoving({
              kind: 'crypto',
              id: wallet.id,
              label: `${wallet.name} ${shortAddress(wallet.address)}`,
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
        data-testid="add-wallet"
      >
        <AddOutline /> {t('cards.addWallet')}
      </Button>
      <RemoveTargetPopup target={removing} onClose={() => setRemoving(null)} onError={onError} />
    </div>
  );
};
