import { defineMarket } from './define-market.ts';

/** Shenzhen Stock Exchange A shares (main board and ChiNext) and ETFs, CNY, 100-share lots. */
export const SZ_INSTRUMENTS = defineMarket('SZ', [
  { symbol: '000858', name: 'Wuliangye Yibin Co., Ltd.', price: '128.45', vol: 0.3, drift: 0.03 },
  { symbol: '300750', name: 'Contemporary Amperex Technology Co., Ltd. (CATL)', price: '262.80', vol: 0.4, drift: 0.1 },
  { symbol: '000333', name: 'Midea Group Co., Ltd.', price: '72.36', vol: 0.26, drift: 0.06 },
  { symbol: '000651', name: 'Gree Electric Appliances, Inc. of Zhuhai', price: '45.28', vol: 0.25, drift: 0.04 },
  { symbol: '002594', name: 'BYD Company Ltd.', price: '105.60', vol: 0.4, drift: 0.08 },
  { symbol: '000001', name: 'Ping An Bank Co., Ltd.', price: '11.56', vol: 0.24, drift: 0.04 },
  { symbol: '000002', name: 'China Vanke Co., Ltd.', price: '6.84', vol: 0.45, drift: -0.05 },
  { symbol: '002415', name: 'Hangzhou Hikvision Digital Technology Co., Ltd.', price: '28.62', vol: 0.3, drift: 0.04 },
  { symbol: '300059', name: 'East Money Information Co., Ltd.', price: '25.14', vol: 0.45, drift: 0.08 },
  { symbol: '002475', name: 'Luxshare Precision Industry Co., Ltd.', price: '40.36', vol: 0.38, drift: 0.08 },
  { symbol: '000568', name: 'Luzhou Laojiao Co., Ltd.', price: '130.52', vol: 0.32, drift: 0.02 },
  { symbol: '300760', name: 'Shenzhen Mindray Bio-Medical Electronics Co., Ltd.', price: '228.40', vol: 0.3, drift: 0.03 },
  { symbol: '002714', name: 'Muyuan Foods Co., Ltd.', price: '42.18', vol: 0.32, drift: 0.04 },
  { symbol: '000725', name: 'BOE Technology Group Co., Ltd.', price: '4.12', vol: 0.3, drift: 0.04 },
  { symbol: '300124', name: 'Shenzhen Inovance Technology Co., Ltd.', price: '70.24', vol: 0.35, drift: 0.08 },
  { symbol: '002352', name: 'S.F. Holding Co., Ltd.', price: '40.06', vol: 0.26, drift: 0.04 },
  { symbol: '000063', name: 'ZTE Corporation', price: '35.48', vol: 0.4, drift: 0.06 },
  { symbol: '300015', name: 'Aier Eye Hospital Group Co., Ltd.', price: '12.36', vol: 0.38, drift: 0 },
  { symbol: '159915', name: 'E Fund ChiNext ETF', price: '2.486', vol: 0.3, drift: 0.06, kind: 'fund' },
  { symbol: '159919', name: 'Harvest CSI 300 ETF', price: '4.126', vol: 0.2, drift: 0.05, kind: 'fund' },
  { symbol: '159949', name: 'Huaan ChiNext 50 ETF', price: '1.218', vol: 0.33, drift: 0.06, kind: 'fund' },
]);
