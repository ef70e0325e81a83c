import type { PageProps } from '../../components/page/lazy-page';
import { MethodList } from '../../features/deposit/components/method-list';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useUserStore } from '../../stores/user-store';

export const DEPOSIT_METHOD_PATHS = {
  bank: '/pages/deposit/card',
  crypto: '/pages/deposit/crypto',
} as const;

/** /pages/deposit/index: choose a method. */
export const DepositIndexPage = ({ query }: PageProps) => {
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  if (!token) return <LoginPrompt />;
  const amount = query.amount ? `?amount=${encodeURIComponent(query.amount)}` : '';
  return (
    <div className="funding-page padded" data-testid="deposit-index">
      <MethodList
        onChoose={(method) =>
          ignoreRefusal(nav.navigateTo({ url: `${DEPOSIT_METHOD_PATHS[method]}${amount}` }))
        }
        onCustom={() => ignoreRefusal(nav.navigateTo({ url: '/pages/deposit/custom' }))}
        onRecords={() => ignoreRefusal(nav.navigateTo({ url: '/pages/deposit/list' }))}
      />
    </div>
  );
};
