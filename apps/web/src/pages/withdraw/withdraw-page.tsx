import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { useBankCards } from '../../features/cards/api/get-bank-cards';
import { useCryptoWallets } from '../../features/cards/api/get-crypto-wallets';
import { useProfile } from '../../lib/account/profile';
import { useWithdrawReadiness } from '../../features/withdraw/api/get-withdraw-readiness';
import { defaultWithdrawTab } from '../../features/withdraw/utils/default-tab';
import { blocksForm, WithdrawBlockers } from '../../features/withdraw/components/withdraw-blockers';
import {
  WithdrawForm,
  type WithdrawTarget,
} from '../../features/withdraw/components/withdraw-form';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { toast } from '../../lib/ui/notify';
import { useUserStore } from '../../stores/user-store';
import { SectionTabs } from '../../components/navigation/section-tabs';

const WITHDRAW_PATH = '/pages/withdraw/crypto';
const networkLabel = (network: string): string => (network === 'ERC20' ? 'ERC-20' : 'TRC-20');

/**
 * /pages/withdraw/crypto with Bank | Crypto tabs (`?type=bank` or `?type=crypto` chooses; else
 * the tab of a bound payee): the seed has one withdraw route, and the Home grid's Withdraw
 * entry lands here.
 */
export const WithdrawPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const enabled = token !== '';
  const cards = useBankCards({ enabled });
  const wallets = useCryptoWallets({ enabled });
  const chosen = query.type === 'bank' || query.type === 'crypto' ? query.type : undefined;
  const tab = chosen ?? defaultWithdrawTab(cards.data, wallets.data);
  const type = tab ?? 'bank';
  const profile = useProfile({ enabled });
  const readiness = useWithdrawReadiness(type, { enabled: enabled && tab !== undefined });
  if (!token) return <LoginPrompt />;

  const targets: WithdrawTarget[] | undefined =
    type === 'bank'
      ? cards.data?.map((card) => ({
          id: card.id,
          title: card.bankName,
          detail: `${card.name} · •••• ${card.iban.slice(-4)}`,
          usableFrom: card.usableFrom,
        }))
      : wallets.data?.map((wallet) => ({
          id: wallet.id,
          title: wallet.name,
          detail: `USDT ${networkLabel(wallet.network)} · ${wallet.address.slice(0, 8)}…${wallet.address.slice(-6)}`,
          usableFrom: wallet.usableFrom,
        }));
  // Bank: the customer's own currencies; crypto pays USDT out of the USDT account.
  const own = profile.data?.balances.map((balance) => balance.currency) ?? [];
  const currencies = type === 'bank' ? (own.length > 0 ? own : ['USD']) : ['USDT'];
  const addTarget = (): void =>
    ignoreRefusal(
      nav.navigateTo({
        url: `${type === 'bank' ? '/pages/card/bank' : '/pages/card/crypto'}?add=1&from=withdraw`,
      }),
    );

  return (
    <div className="funding-page" data-testid="withdraw-page">
      <SectionTabs
        activeKey={type}
        onChange={(key) => ignoreRefusal(nav.redirectTo({ url: `${WITHDRAW_PATH}?type=${key}` }))}
        className="funding-tabs"
        tabs={[
          { key: 'bank', title: t('withdraw.bankTab') },
          { key: 'crypto', title: t('withdraw.cryptoTab') },
        ]}
      />
      <div className="padded-block">
        {readiness.data && blocksForm(readiness.data) ? (
          <WithdrawBlockers missing={readiness.data} />
        ) : tab && targets && profile.data && readiness.data ? (
          <WithdrawForm
            key={`${type}:${currencies.join()}`}
            type={type}
            targets={targets}
            currencies={currencies}
            onAddTarget={addTarget}
            onError={onError}
            onDone={() => {
              toast(t('withdraw.requested'));
              ignoreRefusal(nav.redirectTo({ url: '/pages/history/record?tab=withdraw' }));
            }}
          />
        ) : (
          <p className="muted center-text">{t('common.loading')}</p>
        )}
        <button
          type="button"
          className="link-button records-link"
          onClick={() =>
            ignoreRefusal(nav.navigateTo({ url: '/pages/history/record?tab=withdraw' }))
          }
        >
          {t('withdraw.records')}
        </button>
      </div>
    </div>
  );
};
