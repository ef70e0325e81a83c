/**
 * The withdraw tab to open without `?type=`: the bank tab when a bank card is bound or nothing
 * is, the crypto tab when only a wallet is (issue 31 item 8); undefined while either list loads.
 */
export const defaultWithdrawTab = (
  cards: readonly unknown[] | undefined,
  wallets: readonly unknown[] | undefined,
): 'bank' | 'crypto' | undefined => {
  if (!cards || !wallets) return undefined;
  return cards.length === 0 && wallets.length > 0 ? 'crypto' : 'bank';
};
