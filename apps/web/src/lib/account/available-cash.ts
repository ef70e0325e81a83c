import { useUserStore } from '../../stores/user-store';
import { useProfile } from './profile';

/**
 * The customer's available cash in `currency` from the profile's balances: '0' without an
 * account in it, undefined while loading. Converting money refreshes it (create-transfer).
 */
export const useAvailableCash = (currency: string | undefined): string | undefined => {
  const token = useUserStore((state) => state.token);
  const profile = useProfile({ enabled: token !== '' });
  if (!profile.data || !currency) return undefined;
  return profile.data.balances.find((item) => item.currency === currency)?.available ?? '0';
};
