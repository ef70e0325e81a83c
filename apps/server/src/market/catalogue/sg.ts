import { defineMarket } from './define-market.ts';

/** SGX listings, SGD, 100-unit board lots. */
export const SG_INSTRUMENTS = defineMarket('SG', [
  { symbol: 'D05', name: 'DBS Group Holdings Ltd', price: '48.26', vol: 0.18, drift: 0.08 },
  { symbol: 'O39', name: 'Oversea-Chinese Banking Corporation Ltd', price: '16.52', vol: 0.17, drift: 0.06 },
  { symbol: 'U11', name: 'United Overseas Bank Ltd', price: '35.14', vol: 0.18, drift: 0.06 },
  { symbol: 'Z74', name: 'Singapore Telecommunications Ltd', price: '4.02', vol: 0.2, drift: 0.08 },
  { symbol: 'C6L', name: 'Singapore Airlines Ltd', price: '6.68', vol: 0.22, drift: 0.02 },
  { symbol: 'Y92', name: 'Thai Beverage Public Company Ltd', price: '0.505', vol: 0.25, drift: 0 },
  { symbol: 'C38U', name: 'CapitaLand Integrated Commercial Trust', price: '2.22', vol: 0.17, drift: 0.03 },
  { symbol: 'A17U', name: 'CapitaLand Ascendas REIT', price: '2.74', vol: 0.17, drift: 0.02 },
  { symbol: 'BN4', name: 'Keppel Ltd.', price: '8.46', vol: 0.25, drift: 0.06 },
  { symbol: 'S68', name: 'Singapore Exchange Ltd', price: '15.12', vol: 0.18, drift: 0.08 },
  { symbol: 'F34', name: 'Wilmar International Ltd', price: '3.08', vol: 0.2, drift: 0 },
  { symbol: 'G13', name: 'Genting Singapore Ltd', price: '0.745', vol: 0.25, drift: 0 },
  { symbol: 'S63', name: 'Singapore Technologies Engineering Ltd', price: '7.96', vol: 0.22, drift: 0.1 },
  { symbol: 'U96', name: 'Sembcorp Industries Ltd', price: '6.12', vol: 0.28, drift: 0.05 },
  { symbol: 'C09', name: 'City Developments Ltd', price: '5.84', vol: 0.26, drift: 0.02 },
  { symbol: 'V03', name: 'Venture Corporation Ltd', price: '13.46', vol: 0.25, drift: 0.02 },
  { symbol: '9CI', name: 'CapitaLand Investment Ltd', price: '2.68', vol: 0.24, drift: 0.02 },
  { symbol: 'M44U', name: 'Mapletree Logistics Trust', price: '1.25', vol: 0.2, drift: 0 },
  { symbol: 'N2IU', name: 'Mapletree Pan Asia Commercial Trust', price: '1.32', vol: 0.2, drift: 0 },
  // ETF lots: SGX lists these with small board lots; 100 is used as for shares.
  { symbol: 'ES3', name: 'SPDR Straits Times Index ETF', price: '4.21', vol: 0.14, drift: 0.06, kind: 'fund' },
  { symbol: 'G3B', name: 'Nikko AM Singapore STI ETF', price: '4.19', vol: 0.14, drift: 0.06, kind: 'fund' },
  { symbol: 'A35', name: 'ABF Singapore Bond Index Fund', price: '1.05', vol: 0.05, drift: 0.02, kind: 'fund' },
]);
