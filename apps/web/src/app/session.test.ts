// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../stores/account-store';
import { useAppStore } from '../stores/app-store';
import { useUserStore } from '../stores/user-store';
import { setNavigatorDriver } from './app-navigator';
import { handleUnauthorized, injectCustomerScript } from './session';

const SNIPPET = '<div class="support-widget">help</div>';

describe('customer script injection', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    useUserStore.getState().setSession('tok', SNIPPET);
  });

  it('injects the login answer customer snippet', () => {
    useAppStore.getState().setFrame(false);
    injectCustomerScript();
    expect(document.querySelector('[data-snippet="customer"] .support-widget')).not.toBeNull();
    // Injecting again replaces rather than stacks.
    injectCustomerScript();
    expect(document.querySelectorAll('.support-widget')).toHaveLength(1);
  });

  it('skips injection when the app was opened with frame=1', () => {
    useAppStore.getState().setFrame(true);
    injectCustomerScript();
    expect(document.querySelector('[data-snippet]')).toBeNull();
  });
});

describe('the end of a session', () => {
  it('shows the real account again: whoever signs in next may have no practice account', () => {
    setNavigatorDriver({ go: vi.fn(), back: () => undefined });
    useUserStore.getState().setSession('tok', '');
    useAccountStore.getState().setBook('practice');
    handleUnauthorized();
    expect(useUserStore.getState().token).toBe('');
    expect(useAccountStore.getState().book).toBe('real');
  });
});

describe('a dead token', () => {
  const LOGIN_FROM_PROFILE = '/pages/auth/login?redirect=%2Fpages%2Fmain%2Fprofile%2Findex';

  it('leads to the login page, which returns to the page it was used on', () => {
    const go = vi.fn();
    setNavigatorDriver({ go, back: () => undefined });
    window.location.hash = '#/pages/main/profile/index';
    handleUnauthorized();
    expect(go).toHaveBeenCalledWith(LOGIN_FROM_PROFILE, { replace: true });
  });

  it('answered late, once the login page is open, leaves it and its return as they are', () => {
    const go = vi.fn();
    setNavigatorDriver({ go, back: () => undefined });
    useUserStore.getState().setSession('tok', '');
    window.location.hash = `#${LOGIN_FROM_PROFILE}`;
    handleUnauthorized();
    expect(go).not.toHaveBeenCalled();
    expect(useUserStore.getState().token).toBe('');
  });
});
