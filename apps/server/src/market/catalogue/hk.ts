import { defineMarket } from './define-market.ts';

/**
 * HKEX listings, HKD. Board lots vary by issuer; the ones given are the issuers' lots as we know
 * them. Where marked "lot assumed" we were not sure and used 100, the market's common lot.
 */
export const HK_INSTRUMENTS = defineMarket('HK', [
  { symbol: '0700', name: 'Tencent Holdings Ltd.', price: '598.0', vol: 0.32, drift: 0.1, lot: 100 },
  { symbol: '0005', name: 'HSBC Holdings plc', price: '98.55', vol: 0.22, drift: 0.08, lot: 400 },
  { symbol: '0941', name: 'China Mobile Ltd.', price: '85.40', vol: 0.18, drift: 0.05, lot: 500 },
  { symbol: '1299', name: 'AIA Group Ltd.', price: '72.35', vol: 0.27, drift: 0.05, lot: 200 },
  { symbol: '0939', name: 'China Construction Bank Corporation', price: '7.62', vol: 0.22, drift: 0.06, lot: 1000 },
  { symbol: '1398', name: 'Industrial and Commercial Bank of China Ltd.', price: '5.84', vol: 0.21, drift: 0.06, lot: 1000 },
  { symbol: '3988', name: 'Bank of China Ltd.', price: '4.38', vol: 0.2, drift: 0.06, lot: 1000 },
  { symbol: '9988', name: 'Alibaba Group Holding Ltd.', price: '132.6', vol: 0.42, drift: 0.08, lot: 100 },
  { symbol: '3690', name: 'Meituan', price: '112.4', vol: 0.45, drift: 0.02, lot: 100 },
  { symbol: '9618', name: 'JD.com, Inc.', price: '128.7', vol: 0.4, drift: 0.03, lot: 50 },
  { symbol: '1810', name: 'Xiaomi Corporation', price: '51.25', vol: 0.45, drift: 0.12, lot: 200 },
  { symbol: '0388', name: 'Hong Kong Exchanges and Clearing Ltd.', price: '412.4', vol: 0.3, drift: 0.08, lot: 100 },
  { symbol: '2318', name: 'Ping An Insurance (Group) Company of China, Ltd.', price: '52.35', vol: 0.3, drift: 0.05, lot: 500 },
  { symbol: '0883', name: 'CNOOC Ltd.', price: '18.84', vol: 0.26, drift: 0.04, lot: 1000 },
  { symbol: '1211', name: 'BYD Company Ltd.', price: '114.8', vol: 0.4, drift: 0.08, lot: 500 },
  { symbol: '0001', name: 'CK Hutchison Holdings Ltd.', price: '47.85', vol: 0.22, drift: 0.02, lot: 500 },
  { symbol: '0002', name: 'CLP Holdings Ltd.', price: '65.90', vol: 0.15, drift: 0.03, lot: 500 },
  { symbol: '0003', name: 'The Hong Kong and China Gas Company Ltd.', price: '6.88', vol: 0.17, drift: 0.02, lot: 1000 },
  { symbol: '0011', name: 'Hang Seng Bank Ltd.', price: '116.3', vol: 0.2, drift: 0.04, lot: 100 },
  { symbol: '0027', name: 'Galaxy Entertainment Group Ltd.', price: '38.45', vol: 0.35, drift: 0.04, lot: 1000 },
  { symbol: '0066', name: 'MTR Corporation Ltd.', price: '27.85', vol: 0.18, drift: 0.02, lot: 500 },
  { symbol: '2800', name: 'Tracker Fund of Hong Kong', price: '25.30', vol: 0.22, drift: 0.06, kind: 'fund', lot: 500 },
  // lot assumed
  { symbol: '2828', name: 'Hang Seng China Enterprises Index ETF', price: '90.15', vol: 0.25, drift: 0.05, kind: 'fund' },
  // lot assumed
  { symbol: '3033', name: 'CSOP Hang Seng TECH Index ETF', price: '5.64', vol: 0.35, drift: 0.06, kind: 'fund' },
]);
