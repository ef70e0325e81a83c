import { type Capability } from '@brokerage/shared';
import {
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CheckSquareOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  IdcardOutlined,
  LinkOutlined,
  MoneyCollectOutlined,
  SafetyOutlined,
  SettingOutlined,
  UserSwitchOutlined,
  TeamOutlined,
  SendOutlined,
  ShopOutlined,
  RocketOutlined,
  FundOutlined,
  ReadOutlined,
  StockOutlined,
  PayCircleOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { lazyScreen } from './lazy-screen';

// Each screen is its own chunk: the first load carries the console's frame and the dashboard's
// code only, and a screen's code arrives when it is opened.
const ApprovalsScreen = lazyScreen(
  () => import('../pages/approvals/approvals-screen'),
  'ApprovalsScreen',
);
const AuditScreen = lazyScreen(() => import('../pages/audit/audit-screen'), 'AuditScreen');
const BlockDealsScreen = lazyScreen(
  () => import('../pages/block-deals/block-deals-screen'),
  'BlockDealsScreen',
);
const ChainScreen = lazyScreen(() => import('../pages/chain/chain-screen'), 'ChainScreen');
const CorporateActionsScreen = lazyScreen(
  () => import('../pages/corporate-actions/corporate-actions-screen'),
  'CorporateActionsScreen',
);
const CustomersScreen = lazyScreen(
  () => import('../pages/customers/customers-screen'),
  'CustomersScreen',
);
const DashboardScreen = lazyScreen(
  () => import('../pages/dashboard/dashboard-screen'),
  'DashboardScreen',
);
const DepositsScreen = lazyScreen(
  () => import('../pages/deposits/deposits-screen'),
  'DepositsScreen',
);
const InstrumentsScreen = lazyScreen(
  () => import('../pages/instruments/instruments-screen'),
  'InstrumentsScreen',
);
const KycScreen = lazyScreen(() => import('../pages/kyc/kyc-screen'), 'KycScreen');
const LedgerScreen = lazyScreen(() => import('../pages/ledger/ledger-screen'), 'LedgerScreen');
const IpoScreen = lazyScreen(() => import('../pages/ipo/ipo-screen'), 'IpoScreen');
const LoansScreen = lazyScreen(() => import('../pages/loans/loans-screen'), 'LoansScreen');
const QuantScreen = lazyScreen(() => import('../pages/quant/quant-screen'), 'QuantScreen');
const NewsScreen = lazyScreen(() => import('../pages/news/news-screen'), 'NewsScreen');
const OperatorsScreen = lazyScreen(
  () => import('../pages/operators/operators-screen'),
  'OperatorsScreen',
);
const SecurityScreen = lazyScreen(
  () => import('../pages/security/security-screen'),
  'SecurityScreen',
);
const SettingsScreen = lazyScreen(
  () => import('../pages/settings/settings-screen'),
  'SettingsScreen',
);
const SupportScreen = lazyScreen(() => import('../pages/support/support-screen'), 'SupportScreen');
const WithdrawalsScreen = lazyScreen(
  () => import('../pages/withdrawals/withdrawals-screen'),
  'WithdrawalsScreen',
);

export interface Screen {
  /** Route path under the console's hash router; also the menu key. */
  path: string;
  /** `menu.<key>` is its label. */
  key: string;
  icon: ReactNode;
  /** Who sees it: the menu and the router both hide it from other roles. */
  capability: Capability;
  /** Menu group (`menu.group.<group>`). */
  group: 'overview' | 'review' | 'customers' | 'products' | 'platform';
  element: ReactNode;
}

/** Every console screen, once: the menu and the routes are built from this list. */
export const SCREENS: Screen[] = [
  {
    path: '/',
    key: 'dashboard',
    icon: <DashboardOutlined />,
    capability: 'read',
    group: 'overview',
    element: <DashboardScreen />,
  },
  {
    path: '/review/deposits',
    key: 'deposits',
    icon: <BankOutlined />,
    capability: 'review',
    group: 'review',
    element: <DepositsScreen />,
  },
  {
    path: '/review/withdrawals',
    key: 'withdrawals',
    icon: <SendOutlined />,
    capability: 'review',
    group: 'review',
    element: <WithdrawalsScreen />,
  },
  {
    path: '/review/kyc',
    key: 'kyc',
    icon: <IdcardOutlined />,
    capability: 'review',
    group: 'review',
    element: <KycScreen />,
  },
  {
    path: '/review/chain',
    key: 'chain',
    icon: <LinkOutlined />,
    capability: 'review',
    group: 'review',
    element: <ChainScreen />,
  },
  {
    path: '/review/loans',
    key: 'loans',
    icon: <MoneyCollectOutlined />,
    capability: 'review',
    group: 'review',
    element: <LoansScreen />,
  },
  {
    path: '/review/approvals',
    key: 'approvals',
    icon: <CheckSquareOutlined />,
    capability: 'review',
    group: 'review',
    element: <ApprovalsScreen />,
  },
  {
    path: '/customers',
    key: 'customers',
    icon: <TeamOutlined />,
    capability: 'read',
    group: 'customers',
    element: <CustomersScreen />,
  },
  {
    path: '/support',
    key: 'support',
    icon: <CustomerServiceOutlined />,
    capability: 'read',
    group: 'customers',
    element: <SupportScreen />,
  },
  {
    path: '/products/instruments',
    key: 'instruments',
    icon: <StockOutlined />,
    capability: 'manage',
    group: 'products',
    element: <InstrumentsScreen />,
  },
  {
    path: '/products/block-deals',
    key: 'blockDeals',
    icon: <ShopOutlined />,
    capability: 'manage',
    group: 'products',
    element: <BlockDealsScreen />,
  },
  {
    path: '/products/ipo',
    key: 'ipo',
    icon: <RocketOutlined />,
    capability: 'review',
    group: 'products',
    element: <IpoScreen />,
  },
  {
    path: '/products/quant',
    key: 'quant',
    icon: <FundOutlined />,
    capability: 'manage',
    group: 'products',
    element: <QuantScreen />,
  },
  {
    // Every operator reads what was announced and paid; entering and cancelling are admins'.
    path: '/products/corporate-actions',
    key: 'corporateActions',
    icon: <PayCircleOutlined />,
    capability: 'read',
    group: 'products',
    element: <CorporateActionsScreen />,
  },
  {
    path: '/products/news',
    key: 'news',
    icon: <ReadOutlined />,
    capability: 'manage',
    group: 'products',
    element: <NewsScreen />,
  },
  {
    path: '/platform/settings',
    key: 'settings',
    icon: <SettingOutlined />,
    capability: 'manage',
    group: 'platform',
    element: <SettingsScreen />,
  },
  {
    path: '/platform/operators',
    key: 'operators',
    icon: <UserSwitchOutlined />,
    capability: 'manage',
    group: 'platform',
    element: <OperatorsScreen />,
  },
  {
    path: '/platform/ledger',
    key: 'ledger',
    icon: <BookOutlined />,
    capability: 'read',
    group: 'platform',
    element: <LedgerScreen />,
  },
  {
    path: '/platform/audit',
    key: 'audit',
    icon: <AuditOutlined />,
    capability: 'manage',
    group: 'platform',
    element: <AuditScreen />,
  },
  {
    path: '/security',
    key: 'security',
    icon: <SafetyOutlined />,
    capability: 'read',
    group: 'platform',
    element: <SecurityScreen />,
  },
];

export const GROUPS: Screen['group'][] = [
  'overview',
  'review',
  'customers',
  'products',
  'platform',
];
