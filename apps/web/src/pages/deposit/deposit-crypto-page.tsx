import type { CryptoNetwork } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { useDepositInstructions } from '../../features/deposit/api/get-deposit-instructions';
import { CryptoAddress } from '../../features/deposit/components/crypto-address';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { useUserStore } from '../../stores/user-store';

export const parseNetwork = (value: string | undefined): CryptoNetwork =>
  value === 'ERC20' ? 'ERC20' : 'TRC20';

/** /pages/deposit/crypto: choose the network, see the address, QR code and rules; then report it. */
export const DepositCryptoPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const [network, setNetwork] = useState<CryptoNetwork>(parseNetwork(query.network));
  const instructions = useDepositInstructions({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;
  if (!instructions.data)
    return <p className="muted center-text page-note">{t('common.loading')}</p>;
  const amount = query.amount ? `&amount=${encodeURIComponent(query.amount)}` : '';
  return (
    <div className="funding-page padded" data-testid="deposit-crypto-page">
      <CryptoAddress
        instructions={instructions.data}
        network={network}
        onNetworkChange={setNetwork}
      />
      <Button
        block
        color="primary"
        size="large"
        data-testid="crypto-sent"
        onClick={() =>
          ignoreRefusal(
            nav.navigateTo({ url: `/pages/deposit/wallet?network=${network}${amount}` }),
          )
        }
      >
        {t('deposit.iHaveSent')}
      </Button>
    </div>
  );
};
