import type { DepositView } from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { useDepositInstructions } from '../../features/deposit/api/get-deposit-instructions';
import { CryptoAddress } from '../../features/deposit/components/crypto-address';
import { CryptoDepositForm } from '../../features/deposit/components/crypto-deposit-form';
import { DepositSubmitted } from '../../features/deposit/components/deposit-submitted';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { useUserStore } from '../../stores/user-store';
import { parseNetwork } from './deposit-crypto-page';

/**
 * /pages/deposit/wallet: the USDT transfer report: the address it went to (network can still
 * be switched), the amount and the transaction hash.
 */
export const DepositWalletPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const [network, setNetwork] = useState(parseNetwork(query.network));
  const [submitted, setSubmitted] = useState<DepositView | null>(null);
  const instructions = useDepositInstructions({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;
  const data = instructions.data;
  if (!data) return <p className="muted center-text page-note">{t('common.loading')}</p>;
  return (
    <div className="funding-page padded" data-testid="deposit-wallet-page">
      {submitted ? (
        <DepositSubmitted
          deposit={submitted}
          reviewMinutes={data.reviewMinutes}
          onRecords={() =>
            ignoreRefusal(nav.redirectTo({ url: `/pages/deposit/record?id=${submitted.id}` }))
          }
        />
      ) : (
        <>
          <CryptoAddress instructions={data} network={network} onNetworkChange={setNetwork} />
          <CryptoDepositForm
            network={network}
            initialAmount={query.amount}
            onDone={setSubmitted}
            onError={onError}
          />
        </>
      )}
    </div>
  );
};
