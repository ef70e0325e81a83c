import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error';
import { applyLanguage, i18n } from '../i18n/i18n';

const shown: { content: unknown; duration: unknown }[] = [];
vi.mock('antd-mobile', () => ({
  Toast: {
    show: (options: { content: unknown; duration: unknown }) => shown.push(options),
    clear: () => undefined,
  },
}));

const { clearToasts, describeFailure, toastMessages } = await import('./notify');
const t = i18n.t.bind(i18n);

// Dictionaries are chunks loaded on demand, English included.
beforeAll(() => applyLanguage('en'));

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    shown.length = 0;
  });
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('shows a message list as several 2000 ms toasts, one after another', () => {
    toastMessages(['first', 'second']);
    expect(shown).toEqual([{ content: 'first', duration: 2000 }]);
    vi.advanceTimersByTime(2000);
    expect(shown.map((s) => s.content)).toEqual(['first', 'second']);
  });

  it('describes failures for the UI', () => {
    expect(
      describeFailure(new HttpError({ status: 400, code: 'X', messages: ['a', 'b'] }), t),
    ).toEqual(['a', 'b']);
    expect(
      describeFailure(new HttpError({ status: -9998, code: -9998, messages: ['prevented'] }), t),
    ).toEqual([]);
    expect(
      describeFailure(new HttpError({ status: -9999, code: 5, messages: ['timeout'] }), t),
    ).toEqual(['The request timed out. Please try again.']);
    expect(
      describeFailure(new HttpError({ status: 0, code: 5, messages: ['network error'] }), t),
    ).toEqual(['The network is unavailable. Please try again.']);
    expect(
      describeFailure(new HttpError({ status: 409, code: 'ACCOUNT_EXISTS', messages: [] }), t),
    ).toEqual(['An account with these details already exists.']);
    expect(describeFailure(new Error('x'), t)).toEqual(['Something went wrong. Please try again.']);
  });
});
