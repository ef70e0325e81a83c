import { Decimal, type Balance, type FundsOverview } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { useAccountStore } from '../../stores/account-store';
import { useUserStore } from '../../stores/user-store';
import { fundsQueryOptions } from './funds';
import { useProfile } from './profile';

/** The funds overview's display currency here: only its per-currency cash is read. */
const DISPLAY = 'USD';

/**
 * The cash of each currency account in a funds overview, as the profile lists balances: the
 * overview names every currency of the platform, the profile only those holding money.
 */
export const cashBalancesOf = (funds: FundsOverview): Balance[] =>
  funds.accounts
    .map(({ currency, available, held }) => ({
      currency,
      available,
      held,
      total: new Decimal(available).plus(held).toFixed(),
    }))
    .filter(
      (balance) => !new Decimal(balance.available).isZero() || !new Decimal(balance.held).isZero(),
    );

/**
 * The practice account's cash per currency. The profile answers for the person, so its
 * balances are always the real account's: in practice they come from the funds overview,
 * which answers for the account shown.
 */
export const usePracticeBalances = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...fundsQueryOptions(DISPLAY), enabled, select: cashBalancesOf });

/** The cash per currency of the account shown; undefined while it loads. */
export const useBalances = (): Balance[] | undefined => {
  const token = useUserStore((state) => state.token);
  const practice = useAccountStore((state) => state.book) === 'practice';
  const profile = useProfile({ enabled: token !== '' && !practice });
  const practiceBalances = usePracticeBalances({ enabled: token !== '' && practice });
  return practice ? practiceBalances.data : profile.data?.balances;
};
