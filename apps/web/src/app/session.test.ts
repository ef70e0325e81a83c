// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useAccountStore } from '../stores/account-store';
import { useAppStore } from '../stores/app-store';
import { useUserStore } from '../stores/user-store';
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
    useUserStore.getState().setSession('tok', '');
    useAccountStore.getState().setBook('practice');
    handleUnauthorized();
    expect(useUserStore.getState().token).toBe('');
    expect(useAccountStore.getState().book).toBe('real');
  });
});
