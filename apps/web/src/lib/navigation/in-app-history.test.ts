// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backWithinApp, pagesBehind, seedHomeBeneathDeepLink } from './in-app-history';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the app keeps Back inside itself (issue 31 item 4)', () => {
  it('puts the home page beneath a deep link', () => {
    window.history.replaceState(null, '', '/#/pages/setting/paypwd');
    const before = window.history.length;
    seedHomeBeneathDeepLink();
    expect(window.location.hash).toBe('#/pages/setting/paypwd');
    expect(window.history.length).toBe(before + 1);
    expect(pagesBehind()).toBe(1);
  });

  it('leaves a reload (an entry the router numbered) and the home page alone', () => {
    window.history.replaceState({ idx: 3 }, '', '/#/pages/setting/paypwd');
    const before = window.history.length;
    seedHomeBeneathDeepLink();
    window.history.replaceState(null, '', '/#/');
    seedHomeBeneathDeepLink();
    expect(window.history.length).toBe(before);
  });

  it('goes home instead of back past the first page of the visit', () => {
    const go = { back: vi.fn(), home: vi.fn() };
    window.history.replaceState({ idx: 0 }, '', '/#/pages/setting/paypwd');
    backWithinApp(1, go);
    expect(go.home).toHaveBeenCalledOnce();
    expect(go.back).not.toHaveBeenCalled();
    window.history.replaceState({ idx: 2 }, '', '/#/pages/setting/paypwd');
    backWithinApp(1, go);
    expect(go.back).toHaveBeenCalledWith(1);
  });
});
