import { describe, expect, it, vi } from 'vitest';
import { appNavigator, setNavigatorDriver } from './app-navigator';

describe('the navigator of code outside components', () => {
  it('keeps the latest navigation asked before a router exists and makes it once one does', async () => {
    const first = appNavigator.reLaunch({ url: '/pages/main/market/index' });
    const second = appNavigator.reLaunch({ url: '/pages/auth/login' });
    // The superseded one settles without going anywhere.
    await first;

    const go = vi.fn();
    setNavigatorDriver({ go, back: vi.fn() });
    await second;
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/pages/auth/login', { replace: true });

    // Once bound, navigations go straight through.
    await appNavigator.navigateTo({ url: '/pages/setting/index' });
    expect(go).toHaveBeenLastCalledWith('/pages/setting/index', { replace: false });
  });
});
