import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage, type PageModule, type PageProps } from '../components/page/lazy-page';
import { isEntryPath } from '../config/entry-routes';
import { findRoute } from '../config/paths';
import { completeDictionary } from '../lib/i18n/i18n';
import { parseQuery, splitUrl } from '../lib/navigation/query-string';
import { queryClient } from './query-client';

type Loader = () => Promise<PageModule>;

/** The four quote routes share one page, keyed by `?key=MARKET:SYMBOL`. */
const quotePage: Loader = () =>
  import('../pages/quote/quote-page').then((m) => ({
    default: m.QuotePage,
    prefetch: m.prefetchQuotePage,
  }));

/** Every registered route's page (a route without one shows "page not found" in its layout). */
const BUILT_PAGES: Record<string, Loader> = {
  '/': () => import('../pages/main/home/home-page').then((m) => ({ default: m.HomePage })),
  '/pages/main/profile/index': () =>
    import('../pages/main/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
  '/pages/auth/login': () =>
    import('../pages/auth/login-page').then((m) => ({ default: m.LoginPage })),
  '/pages/auth/register': () =>
    import('../pages/auth/register-page').then((m) => ({ default: m.RegisterPage })),
  '/pages/auth/resetpwd': () =>
    import('../pages/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  '/pages/about/index': () =>
    import('../pages/about/about-page').then((m) => ({ default: m.AboutPage })),
  '/pages/about/document': () =>
    import('../pages/about/about-document-page').then((m) => ({
      default: m.AboutDocumentPage,
    })),
  '/pages/setting/index': () =>
    import('../pages/setting/settings-page').then((m) => ({ default: m.SettingsPage })),
  '/pages/setting/password': () =>
    import('../pages/setting/password-page').then((m) => ({ default: m.PasswordPage })),
  '/pages/setting/security': () =>
    import('../pages/setting/security-page').then((m) => ({ default: m.SecurityPage })),
  '/pages/setting/paypwd': () =>
    import('../pages/setting/pay-password-page').then((m) => ({ default: m.PayPasswordPage })),
  '/pages/card/bank': () =>
    import('../pages/card/bank-card-page').then((m) => ({ default: m.BankCardPage })),
  '/pages/card/crypto': () =>
    import('../pages/card/crypto-wallet-page').then((m) => ({ default: m.CryptoWalletPage })),
  '/pages/deposit/index': () =>
    import('../pages/deposit/deposit-index-page').then((m) => ({ default: m.DepositIndexPage })),
  '/pages/deposit/card': () =>
    import('../pages/deposit/deposit-card-page').then((m) => ({ default: m.DepositCardPage })),
  '/pages/deposit/crypto': () =>
    import('../pages/deposit/deposit-crypto-page').then((m) => ({ default: m.DepositCryptoPage })),
  '/pages/deposit/wallet': () =>
    import('../pages/deposit/deposit-wallet-page').then((m) => ({ default: m.DepositWalletPage })),
  '/pages/deposit/custom': () =>
    import('../pages/deposit/deposit-custom-page').then((m) => ({ default: m.DepositCustomPage })),
  '/pages/deposit/list': () =>
    import('../pages/deposit/deposit-list-page').then((m) => ({ default: m.DepositListPage })),
  '/pages/deposit/record': () =>
    import('../pages/deposit/deposit-record-page').then((m) => ({ default: m.DepositRecordPage })),
  '/pages/withdraw/crypto': () =>
    import('../pages/withdraw/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
  '/pages/history/record': () =>
    import('../pages/history/history-record-page').then((m) => ({
      default: m.HistoryRecordPage,
    })),
  '/pages/kycverify/index': () =>
    import('../pages/kycverify/kyc-index-page').then((m) => ({ default: m.KycIndexPage })),
  '/pages/kycverify/idcard': () =>
    import('../pages/kycverify/kyc-document-page').then((m) => ({ default: m.KycIdCardPage })),
  '/pages/kycverify/passport': () =>
    import('../pages/kycverify/kyc-document-page').then((m) => ({ default: m.KycPassportPage })),
  '/pages/kycverify/pro': () =>
    import('../pages/kycverify/kyc-pro-page').then((m) => ({ default: m.KycProPage })),
  // Markets (issue 4).
  '/pages/main/market/index': () =>
    import('../pages/main/market/market-page').then((m) => ({
      default: m.MarketPage,
      prefetch: m.prefetchMarketPage,
    })),
  '/pages/main/watchlist/index': () =>
    import('../pages/main/watchlist/watchlist-page').then((m) => ({ default: m.WatchlistPage })),
  '/pages/main/watchlist/manage': () =>
    import('../pages/main/watchlist/manage-page').then((m) => ({
      default: m.WatchlistManagePage,
    })),
  '/pages/quote/stock': quotePage,
  '/pages/quote/globalindex': quotePage,
  '/pages/quote/gin': quotePage,
  '/pages/quote/in': quotePage,
  '/pages/search/index': () =>
    import('../pages/search/search-page').then((m) => ({ default: m.SearchPage })),
  '/pages/news/detail': () =>
    import('../pages/news/news-detail-page').then((m) => ({ default: m.NewsDetailPage })),
  '/pages/product/popular': () =>
    import('../pages/product/popular-page').then((m) => ({ default: m.PopularPage })),
  '/pages/main/trade/index': () =>
    import('../pages/main/trade/trade-page').then((m) => ({
      default: m.TradePage,
      prefetch: m.prefetchTradePage,
    })),
  '/pages/payment/stock': () =>
    import('../pages/payment/stock-order-page').then((m) => ({ default: m.StockOrderPage })),
  '/pages/profile/transcation': () =>
    import('../pages/profile/transactions-page').then((m) => ({ default: m.TransactionsPage })),
  '/pages/profile/transfer': () =>
    import('../pages/profile/transfer-page').then((m) => ({ default: m.TransferPage })),
  // Realised gains by tax year (issue 30 item 4).
  '/pages/profile/gains': () =>
    import('../pages/profile/gains-page').then((m) => ({ default: m.GainsPage })),
  // The practice account (issue 30 item 1).
  '/pages/profile/practice': () =>
    import('../pages/profile/practice-page').then((m) => ({ default: m.PracticePage })),
  // Recurring plans (issue 30 item 2).
  '/pages/profile/plans': () =>
    import('../pages/profile/plans-page').then((m) => ({ default: m.PlansPage })),
  '/pages/profile/plan': () =>
    import('../pages/profile/plan-detail-page').then((m) => ({ default: m.PlanDetailPage })),
  '/pages/profile/plans/basket': () =>
    import('../pages/profile/plan-basket-page').then((m) => ({ default: m.PlanBasketPage })),
  '/pages/fund/index': () =>
    import('../pages/fund/fund-page').then((m) => ({ default: m.FundPage })),
  '/pages/product/blocktrade': () =>
    import('../pages/product/blocktrade-page').then((m) => ({ default: m.BlockTradePage })),
  // IPO and new stocks (issue 15).
  '/pages/product/ipo/index': () =>
    import('../pages/product/ipo-index-page').then((m) => ({ default: m.IpoIndexPage })),
  '/pages/product/newstock': () =>
    import('../pages/product/newstock-page').then((m) => ({ default: m.NewStockPage })),
  '/pages/payment/newstock': () =>
    import('../pages/payment/newstock-page').then((m) => ({ default: m.NewStockPaymentPage })),
  // Stock financing (issue 15); the seed's stray copy /pages/borrow/index/index is an alias.
  '/pages/borrow/index': () =>
    import('../pages/borrow/borrow-index-page').then((m) => ({ default: m.BorrowIndexPage })),
  '/pages/borrow/detail': () =>
    import('../pages/borrow/borrow-detail-page').then((m) => ({ default: m.BorrowDetailPage })),
  '/pages/borrow/history': () =>
    import('../pages/borrow/borrow-history-page').then((m) => ({ default: m.BorrowHistoryPage })),
  // Quant funds (issue 15): products, the seed's compact variant, holdings and ended ones.
  '/pages/quantify/index': () =>
    import('../pages/quantify/quant-index-page').then((m) => ({ default: m.QuantIndexPage })),
  '/pages/quantify/bak': () =>
    import('../pages/quantify/quant-bak-page').then((m) => ({ default: m.QuantBakPage })),
  '/pages/quantify/list': () =>
    import('../pages/quantify/quant-list-page').then((m) => ({ default: m.QuantListPage })),
  '/pages/quantify/history': () =>
    import('../pages/quantify/quant-history-page').then((m) => ({ default: m.QuantHistoryPage })),
  // Web view and support (issue 19).
  '/pages/webview/index': () =>
    import('../pages/webview/webview-page').then((m) => ({ default: m.WebviewPage })),
  '/pages/support/index': () =>
    import('../pages/support/support-page').then((m) => ({ default: m.SupportPage })),
};

const missingPage: Loader = () =>
  import('../pages/missing-page').then((m) => ({ default: m.MissingPage }));

const cache = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

/**
 * A page other than an entry route's comes with the whole dictionary: only the entry routes'
 * first screens are drawn from its first part alone (lib/i18n/dictionary-parts.ts).
 */
const withWholeDictionary =
  (load: Loader): Loader =>
  async () =>
    (await Promise.all([load(), completeDictionary()]))[0];

/** One lazy component per page, created once so React keeps its loaded state. */
export const pageComponent = (path: string): LazyExoticComponent<ComponentType<PageProps>> => {
  const loader = BUILT_PAGES[path];
  const key = loader ? path : '*missing';
  let component = cache.get(key);
  if (!component) {
    const load = loader ?? missingPage;
    component = lazyPage(isEntryPath(path) ? load : withWholeDictionary(load));
    cache.set(key, component);
  }
  return component;
};

/** The registered page path a hash address opens (`#/pages/x?y=1` -> `/pages/x`). */
export const pagePathOfHash = (hash: string): string => {
  const path = splitUrl(hash.replace(/^#/, '') || '/').path;
  return findRoute(path)?.aliasOf ?? path;
};

/**
 * Starts fetching the page the address opens, alongside the dictionary, instead of after the
 * first render: one round trip less before the page shows. The module map keeps the import,
 * so the lazy component later resolves from it. Once the module is here, the page asks for
 * its first screen's data (`prefetch`), alongside start-up's requests rather than after them.
 * Resolves then (never rejects).
 */
export const preloadPage = async (hash: string): Promise<void> => {
  const query = parseQuery(splitUrl(hash.replace(/^#/, '')).search);
  try {
    const page = await BUILT_PAGES[pagePathOfHash(hash)]?.();
    void page?.prefetch?.(queryClient, query);
  } catch {
    // The page's own loading view reports a page that cannot load (components/page/lazy-page).
  }
};
