import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../components/page/lazy-page';
import { useCryptoWallets } from '../../features/cards/api/get-crypto-wallets';
import { SavedTargetsPage } from '../../features/cards/components/saved-targets-page';
import { WalletForm } from '../../features/cards/components/wallet-form';
import { shortAddress, WalletList } from '../../features/cards/components/wallet-list';

/** /pages/card/crypto: bound USDT wallets; `?add=1` opens the form (`&from=withdraw` returns there). */
export const CryptoWalletPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  return (
    <SavedTargetsPage
      query={query}
      testId="wallet-page"
      useTargets={useCryptoWallets}
      renderList={(wallets, onRemove) => (
        <WalletList
          wallets={wallets}
          onRemove={(wallet) =>
            onRemove({
              kind: 'crypto',
              id: wallet.id,
              label: `${wallet.name} ${shortAddress(wallet.address)}`,
            })
          }
        />
      )}
      renderForm={(callbacks) => <WalletForm {...callbacks} />}
      boundMessage={t('cards.boundWallet')}
      addLabel={t('cards.addWallet')}
      addTestId="add-wallet"
    />
  );
};
