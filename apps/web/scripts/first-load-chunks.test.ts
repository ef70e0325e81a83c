import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadChunkName, SMALL_SHARE_CHARS } from './first-load-chunks';

const SRC = '/repo/apps/web/src';
const REGISTRY_FILE = `${SRC}/app/page-registry.ts`;
const REGISTRY = `
const BUILT_PAGES: Record<string, Loader> = {
  '/pages/main/market/index': () =>
    import('../pages/market-page').then((m) => ({ default: m.MarketPage })),
  '/pages/quote/stock': () => import('../pages/quote-page').then((m) => ({ default: m.QuotePage })),
};
`;
const ROUTES = { market: ['/pages/main/market/index'], quote: ['/pages/quote/stock'] };

/** A module graph: each id with its static imports; `dynamic` ones are imported lazily. */
const graphOf = (
  imports: Record<string, string[]>,
  dynamic: Record<string, string[]> = {},
  modules: Record<string, { code: string; exports: string[] }> = {},
): Rolldown.ChunkingContext => {
  const ids = new Set([...Object.keys(imports), ...Object.values(imports).flat()]);
  for (const [from, targets] of Object.entries(dynamic))
    for (const id of [from, ...targets]) ids.add(id);
  const info = (id: string) => ({
    id,
    isEntry: id.endsWith('index.html'),
    code: modules[id]?.code ?? '',
    exports: modules[id]?.exports ?? [],
    importedIds: imports[id] ?? [],
    importers: Object.keys(imports).filter((from) => imports[from]?.includes(id)),
    dynamicImporters: Object.keys(dynamic).filter((from) => dynamic[from]?.includes(id)),
  });
  return {
    getModuleInfo: (id: string) => (ids.has(id) ? info(id) : null),
  } as unknown as Rolldown.ChunkingContext;
};

const HTML = '/repo/apps/web/index.html';
const MAIN = `${SRC}/main.tsx`;
const REGISTRY_MODULE = `${SRC}/app/page-registry.ts`;
const MARKET = `${SRC}/pages/market-page.tsx`;
const QUOTE = `${SRC}/pages/quote-page.tsx`;
const ROW = `${SRC}/components/row.tsx`;
const PRICE = `${SRC}/components/price.tsx`;
const CHART = `${SRC}/features/chart.tsx`;
const HEADER = `${SRC}/components/header.tsx`;
const SHEET = `${SRC}/features/sheet.tsx`;
const LIBRARY = '/repo/node_modules/classnames/index.js';
const BARREL = '/repo/packages/shared/src/index.ts';
const MONEY = '/repo/packages/shared/src/money.ts';
const ORDERS = '/repo/packages/shared/src/orders.ts';
/** A package's index that re-exports its parts, as the shared package's does. */
const BARREL_MODULES = {
  [BARREL]: {
    code: 'export * from "./money.ts";\nexport { check as checkOrder } from "./orders.ts";',
    exports: ['*', 'checkOrder'],
  },
  [MONEY]: { code: 'export const add = () => 1;', exports: ['add'] },
  [ORDERS]: { code: 'export const check = () => true;', exports: ['check'] },
};
const DICTIONARY = `${SRC}/locales/en.json?part=first`;

const GRAPH = graphOf(
  {
    [HTML]: [MAIN],
    [MAIN]: [REGISTRY_MODULE, HEADER, LIBRARY, DICTIONARY],
    [MARKET]: [ROW, PRICE, HEADER, LIBRARY],
    [QUOTE]: [PRICE, CHART, BARREL],
    [ROW]: [PRICE],
    [SHEET]: [CHART],
    [BARREL]: [MONEY, ORDERS],
  },
  { [REGISTRY_MODULE]: [MARKET, QUOTE], [QUOTE]: [SHEET] },
  {
    ...BARREL_MODULES,
    [QUOTE]: {
      code: 'import { checkOrder } from "../../../../packages/shared/src/index.ts";',
      exports: ['QuotePage'],
    },
    // Enough code for the share of Markets and the quote to be worth a file of its own.
    [PRICE]: {
      code: `export const price = '${'9'.repeat(SMALL_SHARE_CHARS)}';`,
      exports: ['price'],
    },
  },
);

const nameOf = firstLoadChunkName({
  registryFile: REGISTRY_FILE,
  registrySource: REGISTRY,
  routePaths: ROUTES,
});

describe('firstLoadChunkName', () => {
  it("puts what index.html reaches in 'app', whichever module the bundler asks about first", () => {
    const fresh = firstLoadChunkName({
      registryFile: REGISTRY_FILE,
      registrySource: REGISTRY,
      routePaths: ROUTES,
    });
    expect(fresh(CHART, GRAPH)).toBe('route-quote');
    for (const id of [MAIN, REGISTRY_MODULE, HEADER, LIBRARY])
      expect(nameOf(id, GRAPH)).toBe('app');
  });

  it('groups the rest of what the entry pages reach by the routes that reach it', () => {
    expect(nameOf(ROW, GRAPH)).toBe('route-market');
    expect(nameOf(PRICE, GRAPH)).toBe('route-market-quote');
    expect(nameOf(CHART, GRAPH)).toBe('route-quote');
  });

  it("puts the small shares of two or more routes in 'route-common', and what they reach", () => {
    const TRADE = `${SRC}/pages/trade-page.tsx`;
    const FORM = `${SRC}/features/order-form.tsx`;
    const TICKER = `${SRC}/components/ticker.tsx`;
    const BIG = { code: `export const x = '${'9'.repeat(SMALL_SHARE_CHARS)}';`, exports: ['x'] };
    const graph = graphOf(
      {
        [HTML]: [MAIN],
        [MAIN]: [REGISTRY_MODULE],
        [MARKET]: [ROW, TICKER],
        [QUOTE]: [TICKER, CHART],
        [TRADE]: [FORM, CHART],
        // The small share of Markets and the quote imports a big one of all three routes.
        [TICKER]: [PRICE],
        [CHART]: [PRICE],
      },
      { [REGISTRY_MODULE]: [MARKET, QUOTE, TRADE] },
      { [PRICE]: BIG, [CHART]: BIG },
    );
    const names = firstLoadChunkName({
      registryFile: REGISTRY_FILE,
      registrySource: `${REGISTRY}\n'/pages/main/trade/index': () => import('../pages/trade-page'),`,
      routePaths: { ...ROUTES, trade: ['/pages/main/trade/index'] },
    });
    // A route's own code keeps its file, however small.
    expect(names(ROW, graph)).toBe('route-market');
    expect(names(FORM, graph)).toBe('route-trade');
    // A big share of two routes keeps its file.
    expect(names(CHART, graph)).toBe('route-quote-trade');
    // A small share of two routes goes in route-common…
    expect(names(TICKER, graph)).toBe('route-common');
    // …and so does a big share of more routes around it, which it imports: in a file of its
    // own, route-common would import it and it could import route-common back.
    expect(names(PRICE, graph)).toBe('route-common');
  });

  it('reaches through a barrel only the modules that define the names imported from it', () => {
    expect(nameOf(ORDERS, GRAPH)).toBe('route-quote');
    expect(nameOf(MONEY, GRAPH)).toBeNull();
    expect(nameOf(BARREL, GRAPH)).toBeNull();
  });

  it('follows a barrel whole when what is imported from it cannot be told', () => {
    const graph = graphOf(
      { [HTML]: [MAIN], [MAIN]: [REGISTRY_MODULE], [QUOTE]: [BARREL], [BARREL]: [MONEY, ORDERS] },
      { [REGISTRY_MODULE]: [MARKET, QUOTE] },
      {
        ...BARREL_MODULES,
        [QUOTE]: {
          code: 'import * as shared from "../../../../packages/shared/src/index.ts";',
          exports: [],
        },
      },
    );
    for (const id of [BARREL, MONEY, ORDERS]) expect(nameOf(id, graph)).toBe('route-quote');
  });

  it('leaves pages, lazily loaded parts and dictionaries alone', () => {
    for (const id of [MARKET, QUOTE, SHEET, DICTIONARY]) expect(nameOf(id, GRAPH)).toBeNull();
  });

  it('stops the build when an entry route has no page in the registry', () => {
    const broken = firstLoadChunkName({
      registryFile: REGISTRY_FILE,
      registrySource: REGISTRY,
      routePaths: { ...ROUTES, trade: ['/pages/main/trade/index'] },
    });
    expect(() => broken(ROW, GRAPH)).toThrow('no page for trade');
  });
});
