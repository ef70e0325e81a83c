import { defineMarket } from './define-market.ts';

/** Bursa Malaysia Main Market listings, MYR, 100-share board lots. */
export const MY_INSTRUMENTS = defineMarket('MY', [
  {
    symbol: '1155',
    name: 'Malayan Banking Berhad (Maybank)',
    price: '10.04',
    vol: 0.15,
    drift: 0.05,
  },
  { symbol: '1295', name: 'Public Bank Berhad', price: '4.32', vol: 0.15, drift: 0.04 },
  { symbol: '1023', name: 'CIMB Group Holdings Berhad', price: '7.48', vol: 0.2, drift: 0.06 },
  { symbol: '5347', name: 'Tenaga Nasional Berhad', price: '13.56', vol: 0.2, drift: 0.04 },
  { symbol: '6888', name: 'Axiata Group Berhad', price: '2.31', vol: 0.28, drift: 0 },
  { symbol: '6947', name: 'CelcomDigi Berhad', price: '3.72', vol: 0.2, drift: 0 },
  {
    symbol: '5183',
    name: 'Petronas Chemicals Group Berhad',
    price: '3.84',
    vol: 0.3,
    drift: -0.02,
  },
  { symbol: '4707', name: 'Nestlé (Malaysia) Berhad', price: '80.04', vol: 0.18, drift: -0.02 },
  { symbol: '5225', name: 'IHH Healthcare Berhad', price: '6.82', vol: 0.18, drift: 0.04 },
  { symbol: '4863', name: 'Telekom Malaysia Berhad', price: '6.64', vol: 0.22, drift: 0.05 },
  { symbol: '1961', name: 'IOI Corporation Berhad', price: '3.82', vol: 0.18, drift: 0.02 },
  { symbol: '2445', name: 'Kuala Lumpur Kepong Berhad', price: '21.04', vol: 0.18, drift: 0.02 },
  { symbol: '5819', name: 'Hong Leong Bank Berhad', price: '20.16', vol: 0.15, drift: 0.04 },
  { symbol: '1066', name: 'RHB Bank Berhad', price: '6.42', vol: 0.17, drift: 0.05 },
  { symbol: '3182', name: 'Genting Berhad', price: '3.52', vol: 0.3, drift: 0 },
  { symbol: '4715', name: 'Genting Malaysia Berhad', price: '2.21', vol: 0.3, drift: 0 },
  { symbol: '7084', name: 'QL Resources Berhad', price: '4.48', vol: 0.2, drift: 0.04 },
  { symbol: '6033', name: 'Petronas Gas Berhad', price: '17.52', vol: 0.15, drift: 0.03 },
  { symbol: '5681', name: 'Petronas Dagangan Berhad', price: '20.44', vol: 0.17, drift: 0.02 },
  { symbol: '5211', name: 'Sunway Berhad', price: '4.96', vol: 0.3, drift: 0.1 },
  // Bursa lists few ETFs; this is the one whose code we are sure of.
  {
    symbol: '0800EA',
    name: 'ABF Malaysia Bond Index Fund',
    price: '1.21',
    vol: 0.04,
    drift: 0.02,
    kind: 'fund',
  },
]);
