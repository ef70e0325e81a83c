import { defineMarket } from './define-market.ts';

/** Taiwan Stock Exchange listings, TWD, 1,000-share board lots (odd lots are not modelled). */
export const TW_INSTRUMENTS = defineMarket('TW', [
  { symbol: '2330', name: 'Taiwan Semiconductor Manufacturing Co., Ltd.', price: '1150', vol: 0.32, drift: 0.15 },
  { symbol: '2317', name: 'Hon Hai Precision Industry Co., Ltd.', price: '198.5', vol: 0.33, drift: 0.08 },
  { symbol: '2454', name: 'MediaTek Inc.', price: '1345', vol: 0.35, drift: 0.08 },
  { symbol: '2308', name: 'Delta Electronics, Inc.', price: '652', vol: 0.35, drift: 0.12 },
  { symbol: '2412', name: 'Chunghwa Telecom Co., Ltd.', price: '131.5', vol: 0.12, drift: 0.03 },
  { symbol: '2881', name: 'Fubon Financial Holding Co., Ltd.', price: '88.4', vol: 0.22, drift: 0.06 },
  { symbol: '2882', name: 'Cathay Financial Holding Co., Ltd.', price: '64.8', vol: 0.22, drift: 0.06 },
  { symbol: '2891', name: 'CTBC Financial Holding Co., Ltd.', price: '41.95', vol: 0.2, drift: 0.06 },
  { symbol: '2303', name: 'United Microelectronics Corporation', price: '44.65', vol: 0.3, drift: 0.03 },
  { symbol: '2002', name: 'China Steel Corporation', price: '19.85', vol: 0.2, drift: -0.02 },
  { symbol: '1301', name: 'Formosa Plastics Corporation', price: '38.45', vol: 0.28, drift: -0.02 },
  { symbol: '1303', name: 'Nan Ya Plastics Corporation', price: '40.15', vol: 0.3, drift: 0 },
  { symbol: '2886', name: 'Mega Financial Holding Co., Ltd.', price: '40.05', vol: 0.16, drift: 0.05 },
  { symbol: '3711', name: 'ASE Technology Holding Co., Ltd.', price: '158.5', vol: 0.32, drift: 0.08 },
  { symbol: '2382', name: 'Quanta Computer Inc.', price: '282.5', vol: 0.38, drift: 0.1 },
  { symbol: '2357', name: 'ASUSTeK Computer Inc.', price: '618', vol: 0.3, drift: 0.06 },
  { symbol: '3008', name: 'Largan Precision Co., Ltd.', price: '2290', vol: 0.35, drift: 0 },
  { symbol: '2603', name: 'Evergreen Marine Corporation (Taiwan) Ltd.', price: '201.5', vol: 0.4, drift: 0 },
  // 0050 split 4-for-1 in June 2025; the price is post-split.
  { symbol: '0050', name: 'Yuanta Taiwan Top 50 ETF', price: '55.80', vol: 0.22, drift: 0.1, kind: 'fund' },
  { symbol: '0056', name: 'Yuanta Taiwan Dividend Plus ETF', price: '35.42', vol: 0.18, drift: 0.05, kind: 'fund' },
  { symbol: '00878', name: 'Cathay MSCI Taiwan ESG Sustainability High Dividend Yield ETF', price: '21.36', vol: 0.17, drift: 0.05, kind: 'fund' },
  { symbol: '006208', name: 'Fubon FTSE Taiwan 50 ETF', price: '112.35', vol: 0.22, drift: 0.1, kind: 'fund' },
]);
