/**
 * The routes the page benches measure (bench:web, bench:profile, bench:ticks), as a customer
 * opens them.
 */
export interface BenchRoute {
  name: string;
  /** Hash route of the app ('' for the home screen). */
  hash: string;
  /** Signed in as the demo customer (its token in localStorage), else a visitor. */
  signedIn: boolean;
  /** The test id on screen once the route's live prices are (the routes bench:ticks watches). */
  pricesShown?: string;
  /**
   * The test id of what the screen shows once it has loaded (its data, or its form): a load
   * whose page failed (a chunk that threw) is not measured as if it were the screen.
   */
  loaded: string;
}

export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'home', hash: '', signedIn: false, pricesShown: 'home-popular', loaded: 'home-popular' },
  {
    name: 'market',
    hash: '#/pages/main/market/index',
    signedIn: false,
    pricesShown: 'market-page',
    loaded: 'instrument-US:AAPL',
  },
  {
    name: 'quote',
    hash: '#/pages/quote/stock?key=US:AAPL',
    signedIn: false,
    pricesShown: 'quote-price',
    loaded: 'quote-price',
  },
  { name: 'trade', hash: '#/pages/main/trade/index', signedIn: true, loaded: 'funds-total' },
  { name: 'login', hash: '#/pages/auth/login', signedIn: false, loaded: 'login-form' },
];

/** `home,login` (an environment variable's value): those routes, in the order above; unset: all. */
export const selectedRoutes = (variable: string, list: string | undefined): BenchRoute[] => {
  if (!list) return BENCH_ROUTES;
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !BENCH_ROUTES.some((route) => route.name === name));
  if (unknown.length > 0) {
    const known = BENCH_ROUTES.map((route) => route.name).join(', ');
    throw new Error(`${variable}: no route ${unknown.join(', ')} (known: ${known})`);
  }
  return BENCH_ROUTES.filter((route) => names.includes(route.name));
};
