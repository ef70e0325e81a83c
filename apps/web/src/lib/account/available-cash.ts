import { useBalances } from './balances';

/**
 * The customer's available cash in `currency` in the account shown: '0' without an account in
 * it, undefined while loading. Converting money refreshes it (create-transfer).
 */
export const useAvailableCash = (currency: string | undefined): string | undefined => {
  const balances = useBalances();
  if (!balances || !currency) return undefined;
  return balances.find((item) => item.currency === currency)?.available ?? '0';
};
