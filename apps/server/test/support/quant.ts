/** A US fund as an operator creates it: 60 % Apple and 40 % Coca-Cola, three days, 100 to 5,000. */
export const FUND = {
  names: {
    en: 'Steady Basket',
    de: 'Stetiger Korb',
    it: 'Paniere Stabile',
    fr: 'Panier Stable',
    es: 'Cesta Estable',
    jp: '安定バスケット',
    'zh-Hans': '稳健篮子',
  },
  market: 'US',
  risk: 3,
  institution: 'Example Asset Management',
  periodDays: 3,
  minPurchase: '100',
  maxPurchase: '5000',
  subscriptionStart: '2026-03-01T00:00:00Z',
  subscriptionEnd: '2026-03-10T00:00:00Z',
  rebalance: 'monthly',
  baseDay: '2026-02-26',
  components: [
    { key: 'US:AAPL', weight: '0.6' },
    { key: 'US:KO', weight: '0.4' },
  ],
};
