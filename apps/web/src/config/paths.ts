/**
 * The route table of seed section 2, as data. Every page of the spec is registered here;
 * the navigation rules, the router and the e2e route sweep all read this one list.
 */
export type LayoutName = 'df' | 'auth' | 'demo' | 'default';

/** Optional tools in the default layout's header (seed section 2). */
export type HeaderTool = 'language' | 'service' | 'notice' | 'settings' | 'account';

export interface RouteDef {
  path: string;
  /** i18n key of the page title. */
  title: string;
  layout: LayoutName;
  /** Index in the bottom tab bar, for tab pages. */
  tab?: number;
  /** The page this path shows when it is a second name for another route. */
  aliasOf?: string;
  /** Header tools of the default layout. */
  tools?: readonly HeaderTool[];
  /** The navigation bar shows the page's `?title=` when given (the web view's). */
  titleFromQuery?: boolean;
}

export const HOME_PATH = '/';
export const LOGIN_PATH = '/pages/auth/login';
export const PROFILE_PATH = '/pages/main/profile/index';
export const SEARCH_PATH = '/pages/search/index';
export const SETTINGS_PATH = '/pages/setting/index';
export const SUPPORT_PATH = '/pages/support/index';
export const WEBVIEW_PATH = '/pages/webview/index';
export const PLANS_PATH = '/pages/profile/plans';
export const PLAN_PATH = '/pages/profile/plan';
/** A basket plan: set up a new one, or change one by `?id=`. */
export const PLAN_BASKET_PATH = '/pages/profile/plans/basket';
/** The practice account (issue 30 item 1): open, reset, switch. */
export const PRACTICE_PATH = '/pages/profile/practice';

/**
 * Screens of real money only: deposits, withdrawals (and their history), cards and loans. While the practice
 * account is shown they show that it has none (the server refuses their calls there too).
 */
const REAL_ONLY = [
  '/pages/borrow/',
  '/pages/card/',
  '/pages/deposit/',
  '/pages/history/',
  '/pages/withdraw/',
];
export const isRealMoneyOnly = (path: string): boolean =>
  REAL_ONLY.some((prefix) => path.startsWith(prefix));

const demo = (path: string, title: string): RouteDef => ({ path, title, layout: 'demo' });

export const ROUTES: readonly RouteDef[] = [
  // Tab pages (seed section 2). Home keeps its df layout; the other tabs use the default layout.
  { path: '/', title: 'title.home', layout: 'df', tab: 0 },
  { path: '/pages/main/home/index', title: 'title.home', layout: 'df', tab: 0, aliasOf: '/' },
  {
    path: '/pages/main/market/index',
    title: 'title.market',
    layout: 'default',
    tab: 1,
    tools: ['notice', 'language'],
  },
  {
    path: '/pages/main/watchlist/index',
    title: 'title.watchlist',
    layout: 'default',
    tab: 2,
    tools: ['language'],
  },
  {
    path: '/pages/main/trade/index',
    title: 'title.trade',
    layout: 'default',
    tab: 3,
    tools: ['account', 'service'],
  },
  {
    path: '/pages/main/profile/index',
    title: 'title.profile',
    layout: 'default',
    tab: 4,
    tools: ['language', 'service', 'settings'],
  },
  // Auth.
  { path: '/pages/auth/login', title: 'title.login', layout: 'auth' },
  { path: '/pages/auth/register', title: 'title.register', layout: 'auth' },
  { path: '/pages/auth/resetpwd', title: 'title.resetPassword', layout: 'auth' },
  // Borrow; the seed's "stray second copy" of the index is kept as an alias.
  demo('/pages/borrow/index', 'title.borrow'),
  { ...demo('/pages/borrow/index/index', 'title.borrow'), aliasOf: '/pages/borrow/index' },
  demo('/pages/borrow/detail', 'title.borrowDetail'),
  demo('/pages/borrow/history', 'title.borrowHistory'),
  // Cards.
  demo('/pages/card/bank', 'title.bankCard'),
  demo('/pages/card/crypto', 'title.cryptoWallet'),
  // Deposit.
  demo('/pages/deposit/index', 'title.deposit'),
  demo('/pages/deposit/card', 'title.depositCard'),
  demo('/pages/deposit/crypto', 'title.depositCrypto'),
  demo('/pages/deposit/custom', 'title.depositCustom'),
  demo('/pages/deposit/list', 'title.depositList'),
  demo('/pages/deposit/record', 'title.depositRecord'),
  demo('/pages/deposit/wallet', 'title.wallet'),
  // Fund and history.
  demo('/pages/fund/index', 'title.fund'),
  demo('/pages/history/record', 'title.historyRecord'),
  // KYC.
  demo('/pages/kycverify/index', 'title.kyc'),
  demo('/pages/kycverify/idcard', 'title.kycIdCard'),
  demo('/pages/kycverify/passport', 'title.kycPassport'),
  demo('/pages/kycverify/pro', 'title.kycPro'),
  // News.
  demo('/pages/news/detail', 'title.newsDetail'),
  // Payment.
  demo('/pages/payment/stock', 'title.paymentStock'),
  demo('/pages/payment/newstock', 'title.paymentNewStock'),
  // Product.
  demo('/pages/product/blocktrade', 'title.blockTrade'),
  demo('/pages/product/newstock', 'title.newStock'),
  demo('/pages/product/popular', 'title.popular'),
  demo('/pages/product/ipo/index', 'title.ipo'),
  // Profile.
  demo('/pages/profile/transcation', 'title.transactions'),
  demo('/pages/profile/transfer', 'title.transfer'),
  // The product's own (issue 30 item 4): realised gains by tax year, with CSV and PDF.
  demo('/pages/profile/gains', 'title.gains'),
  // Recurring plans (issue 30 item 2): the list, one plan by `?id=`, and a basket's screen.
  demo(PLANS_PATH, 'title.plans'),
  demo(PLAN_PATH, 'title.plan'),
  demo(PLAN_BASKET_PATH, 'title.planBasket'),
  demo(PRACTICE_PATH, 'title.practice'),
  // Quant.
  demo('/pages/quantify/index', 'title.quant'),
  demo('/pages/quantify/bak', 'title.quantBak'),
  demo('/pages/quantify/history', 'title.quantHistory'),
  demo('/pages/quantify/list', 'title.quantList'),
  // Quote.
  demo('/pages/quote/gin', 'title.quoteGin'),
  demo('/pages/quote/globalindex', 'title.globalIndex'),
  demo('/pages/quote/in', 'title.quoteIn'),
  demo('/pages/quote/stock', 'title.stockQuote'),
  // Search and settings.
  demo('/pages/search/index', 'title.search'),
  // The product's own (issue 31): the company, its regulator and licence, its documents.
  demo('/pages/about/index', 'title.about'),
  demo('/pages/about/document', 'title.aboutDocument'),
  demo('/pages/setting/index', 'title.settings'),
  demo('/pages/setting/password', 'title.changePassword'),
  demo('/pages/setting/paypwd', 'title.payPassword'),
  // The product's own (issue 24): passkeys, authenticator app, recovery codes.
  demo('/pages/setting/security', 'title.security'),
  // Other.
  { ...demo(WEBVIEW_PATH, 'title.webview'), titleFromQuery: true },
  demo('/pages/withdraw/crypto', 'title.withdraw'),
  demo('/pages/main/watchlist/manage', 'title.watchlistManage'),
  // The product's own (issue 19): the in-app conversation with support when no WhatsApp is set.
  demo(SUPPORT_PATH, 'support.title'),
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

export const findRoute = (path: string): RouteDef | undefined => byPath.get(path);

export const TAB_ROUTES: readonly RouteDef[] = ROUTES.filter(
  (route) => route.tab !== undefined && !route.aliasOf,
).sort((a, b) => (a.tab ?? 0) - (b.tab ?? 0));

export const isTabPath = (path: string): boolean => findRoute(path)?.tab !== undefined;
