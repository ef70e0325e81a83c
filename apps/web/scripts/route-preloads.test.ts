import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { loaderModuleOf, routePreloads } from './route-preloads';

const REGISTRY = `
const quotePage: Loader = () =>
  import('../pages/quote/quote-page').then((m) => ({ default: m.QuotePage }));
const BUILT_PAGES: Record<string, Loader> = {
  '/': () => import('../pages/main/home/home-page').then((m) => ({ default: m.HomePage })),
  '/pages/main/market/index': () =>
    import('../pages/main/market/market-page').then((m) => ({ default: m.MarketPage })),
  '/pages/quote/stock': quotePage,
};
`;

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  isEntry = false,
  moduleIds = facadeModuleId ? [facadeModuleId] : [],
): Rolldown.OutputChunk =>
  ({ fileName, facadeModuleId, imports, isEntry, moduleIds }) as Rolldown.OutputChunk;

describe('loaderModuleOf', () => {
  it('reads a loader written in place, a named one, and none for an alias', () => {
    expect(loaderModuleOf(REGISTRY, '/')).toBe('../pages/main/home/home-page');
    expect(loaderModuleOf(REGISTRY, '/pages/main/market/index')).toBe(
      '../pages/main/market/market-page',
    );
    expect(loaderModuleOf(REGISTRY, '/pages/quote/stock')).toBe('../pages/quote/quote-page');
    expect(loaderModuleOf(REGISTRY, '/pages/main/home/index')).toBeUndefined();
  });

  it("reads antd-mobile's texts by language key, quoted or not", () => {
    const locales = `const LOADERS = {
  de: () => import('antd-mobile/es/locales/de-DE'),
  'zh-Hans': () => import('antd-mobile/es/locales/zh-CN'),
};`;
    expect(loaderModuleOf(locales, 'de')).toBe('antd-mobile/es/locales/de-DE');
    expect(loaderModuleOf(locales, 'zh-Hans')).toBe('antd-mobile/es/locales/zh-CN');
    expect(loaderModuleOf(locales, 'en')).toBeUndefined();
  });
});

describe('routePreloads', () => {
  const chunks = [
    chunk('assets/index.js', '/app/src/main.tsx', ['assets/react.js'], true),
    chunk('assets/react.js', null, [], false, ['/react.js', '/antd/zh-CN.js']),
    chunk('assets/home-page.js', '/app/src/pages/main/home/home-page.tsx', [
      'assets/react.js',
      'assets/row.js',
    ]),
    chunk('assets/row.js', null, ['assets/react.js']),
    chunk('assets/en.js', '/app/src/locales/en.json', []),
    chunk('assets/en-shared.js', '/shared/locales/en.json', []),
  ];

  it("lists a route's page and its imports, and a language's dictionaries, without index.html's", () => {
    expect(
      routePreloads({
        chunks,
        registryFile: '/app/src/app/page-registry.ts',
        registrySource: REGISTRY,
        routePaths: { home: ['/', '/pages/main/home/index'] },
        languages: {
          en: ['/app/src/locales/en.json', '/shared/locales/en.json'],
          'zh-Hans': ['/antd/zh-CN.js'],
        },
      }),
    ).toEqual({
      routes: { home: ['assets/home-page.js', 'assets/row.js'] },
      // zh-CN's texts came in a chunk of index.html's: nothing to add.
      languages: { en: ['assets/en.js', 'assets/en-shared.js'], 'zh-Hans': [] },
    });
  });

  it('stops the build when a route has no page in the bundle', () => {
    expect(() =>
      routePreloads({
        chunks,
        registryFile: '/app/src/app/page-registry.ts',
        registrySource: REGISTRY,
        routePaths: { market: ['/pages/main/market/index'] },
        languages: {},
      }),
    ).toThrow('market-page.tsx is in no chunk');
  });
});
