import { defineMarket } from './define-market.ts';

/** Shanghai Stock Exchange main-board A shares and ETFs, CNY, 100-share lots. */
export const CN_INSTRUMENTS = defineMarket('CN', [
  { symbol: '600519', name: 'Kweichow Moutai Co., Ltd.', price: '1452.80', vol: 0.25, drift: 0.05 },
  { symbol: '601318', name: 'Ping An Insurance (Group) Company of China, Ltd.', price: '55.62', vol: 0.27, drift: 0.05 },
  { symbol: '600036', name: 'China Merchants Bank Co., Ltd.', price: '43.18', vol: 0.24, drift: 0.06 },
  { symbol: '601398', name: 'Industrial and Commercial Bank of China Ltd.', price: '7.32', vol: 0.18, drift: 0.06 },
  { symbol: '601288', name: 'Agricultural Bank of China Ltd.', price: '5.86', vol: 0.18, drift: 0.06 },
  { symbol: '601988', name: 'Bank of China Ltd.', price: '5.52', vol: 0.18, drift: 0.06 },
  { symbol: '601857', name: 'PetroChina Company Ltd.', price: '8.54', vol: 0.22, drift: 0.03 },
  { symbol: '600028', name: 'China Petroleum & Chemical Corporation (Sinopec)', price: '5.68', vol: 0.2, drift: 0.02 },
  { symbol: '600900', name: 'China Yangtze Power Co., Ltd.', price: '28.36', vol: 0.16, drift: 0.05 },
  { symbol: '601888', name: 'China Tourism Group Duty Free Corporation Ltd.', price: '64.75', vol: 0.38, drift: 0 },
  { symbol: '600276', name: 'Jiangsu Hengrui Pharmaceuticals Co., Ltd.', price: '60.12', vol: 0.3, drift: 0.08 },
  { symbol: '601012', name: 'LONGi Green Energy Technology Co., Ltd.', price: '18.26', vol: 0.45, drift: 0 },
  { symbol: '600030', name: 'CITIC Securities Co., Ltd.', price: '28.45', vol: 0.32, drift: 0.06 },
  { symbol: '601899', name: 'Zijin Mining Group Co., Ltd.', price: '20.38', vol: 0.35, drift: 0.1 },
  { symbol: '600887', name: 'Inner Mongolia Yili Industrial Group Co., Ltd.', price: '28.14', vol: 0.24, drift: 0.03 },
  { symbol: '601166', name: 'Industrial Bank Co., Ltd.', price: '23.06', vol: 0.22, drift: 0.06 },
  { symbol: '600309', name: 'Wanhua Chemical Group Co., Ltd.', price: '64.88', vol: 0.32, drift: 0.02 },
  { symbol: '601628', name: 'China Life Insurance Company Ltd.', price: '40.25', vol: 0.33, drift: 0.05 },
  { symbol: '510300', name: 'Huatai-PineBridge CSI 300 ETF', price: '4.012', vol: 0.2, drift: 0.05, kind: 'fund' },
  { symbol: '510050', name: 'ChinaAMC SSE 50 ETF', price: '2.914', vol: 0.19, drift: 0.05, kind: 'fund' },
  { symbol: '510500', name: 'China Southern CSI 500 ETF', price: '6.028', vol: 0.24, drift: 0.05, kind: 'fund' },
  { symbol: '588000', name: 'ChinaAMC SSE STAR 50 ETF', price: '1.126', vol: 0.35, drift: 0.06, kind: 'fund' },
]);
