import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../config/paths';
import { createNavigationLock, NAVIGATION_ERRORS, resolveNavigation } from './navigation-rules';
import { createNavigator, NavigationError } from './navigator';
import { parseQuery } from './query-string';

describe('navigation rules', () => {
  it('fails with page is not found for an unregistered page', () => {
    const result = resolveNavigation('navigateTo', '/pages/nope/index');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errMsg).toContain('page is not found');
  });

  it('fails with the missing url message', () => {
    for (const url of [undefined, null, '', '  ']) {
      const result = resolveNavigation('navigateTo', url);
      expect(!result.ok && result.errMsg).toContain('Missing required args: "url"');
    }
    expect(NAVIGATION_ERRORS.missingUrl).toBe('Missing required args: "url"');
  });

  it('refuses tab pages for push and redirect', () => {
    for (const kind of ['navigateTo', 'redirectTo'] as const) {
      for (const url of ['/', '/pages/main/home/index', '/pages/main/profile/index?x=1']) {
        const result = resolveNavigation(kind, url);
        expect(result.ok).toBe(false);
        expect(!result.ok && result.errMsg).toContain(NAVIGATION_ERRORS.tabPage);
      }
    }
  });

  it('lets switchTab reach tab pages only', () => {
    expect(resolveNavigation('switchTab', '/pages/main/trade/index').ok).toBe(true);
    const refused = resolveNavigation('switchTab', '/pages/auth/login');
    expect(!refused.ok && refused.errMsg).toContain(NAVIGATION_ERRORS.notTabPage);
  });

  it('pushes a normal page with its query, and redirect replaces', () => {
    const pushed = resolveNavigation('navigateTo', '/pages/news/detail?id=7&from=home');
    expect(pushed).toMatchObject({
      ok: true,
      path: '/pages/news/detail',
      query: { id: '7', from: 'home' },
      replace: false,
    });
    const redirected = resolveNavigation('redirectTo', 'pages/auth/login');
    expect(redirected).toMatchObject({ ok: true, path: '/pages/auth/login', replace: true });
  });

  it('reLaunch may open any registered page, tab or not', () => {
    expect(resolveNavigation('reLaunch', '/').ok).toBe(true);
    expect(resolveNavigation('reLaunch', '/pages/auth/login').ok).toBe(true);
    expect(resolveNavigation('reLaunch', '/nowhere').ok).toBe(false);
  });

  it('registers every route of seed section 2 once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/pages/main/watchlist/manage',
      '/pages/borrow/index/index',
      '/pages/quote/in',
      '/pages/product/ipo/index',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('navigation lock', () => {
  it('locks a url until released', () => {
    const lock = createNavigationLock();
    expect(lock.acquire('/a')).toBe(true);
    expect(lock.acquire('/a')).toBe(false);
    expect(lock.acquire('/b')).toBe(true);
    lock.release('/a');
    expect(lock.acquire('/a')).toBe(true);
  });
});

describe('navigator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('locks repeated navigation to the same url while one is in flight', async () => {
    const go = vi.fn();
    const nav = createNavigator({ go, back: vi.fn() }, 300);
    await nav.navigateTo({ url: '/pages/search/index' });
    await expect(nav.navigateTo({ url: '/pages/search/index' })).rejects.toThrow(/locked/);
    expect(go).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    await nav.navigateTo({ url: '/pages/search/index' });
    expect(go).toHaveBeenCalledTimes(2);
  });

  it('rejects with a NavigationError and never drives the router on a refusal', async () => {
    const go = vi.fn();
    const nav = createNavigator({ go, back: vi.fn() });
    await expect(nav.navigateTo({})).rejects.toBeInstanceOf(NavigationError);
    await expect(nav.redirectTo({ url: '/' })).rejects.toThrow(/tabbar/);
    await expect(nav.switchTab({ url: '/pages/setting/index' })).rejects.toThrow(/no-tabBar/);
    expect(go).not.toHaveBeenCalled();
  });

  it('switchTab replaces, navigateTo pushes', async () => {
    const go = vi.fn();
    const nav = createNavigator({ go, back: vi.fn() });
    await nav.switchTab({ url: '/pages/main/profile/index?ignored=1' });
    await nav.navigateTo({ url: '/pages/setting/index' });
    expect(go.mock.calls).toEqual([
      ['/pages/main/profile/index', { replace: true }],
      ['/pages/setting/index', { replace: false }],
    ]);
  });
});

describe('query string', () => {
  it('parses a normal query', () => {
    expect(parseQuery('?a=1&b=two%20words&c')).toEqual({ a: '1', b: 'two words', c: '' });
  });

  it('never throws on a malformed query', () => {
    expect(parseQuery('a=%E0%A4%A&%%%=1&=x&__proto__=1')).toEqual({ a: '%E0%A4%A', '%%%': '1' });
  });
});
