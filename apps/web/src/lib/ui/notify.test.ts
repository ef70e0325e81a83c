import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error';
import { applyLanguage, i18n } from '../i18n/i18n';

const shown: { content: unknown; duration: unknown }[] = [];
let cleared = 0;
let toastLoads = 0;
vi.mock('antd-mobile/es/components/toast', () => {
  toastLoads += 1;
  return {
    default: {
      show: (options: { content: unknown; duration: unknown }) => shown.push(options),
      clear: () => {
        cleared += 1;
      },
    },
  };
});

const { clearToasts, describeFailure, toast, toastMessages, toastShown, withLoading } =
  await import('./notify');
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

  it('fetches the toast for the first message, not before: clearing nothing shown fetches nothing', async () => {
    clearToasts();
    await vi.advanceTimersByTimeAsync(0);
    expect(toastLoads).toBe(0);
    toast('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(toastLoads).toBe(1);
    expect(shown).toEqual([{ content: 'first', duration: 2000 }]);
  });

  it('shows a message list as several 2000 ms toasts, one after another', async () => {
    toastMessages(['first', 'second']);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([{ content: 'first', duration: 2000 }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(shown.map((s) => s.content)).toEqual(['first', 'second']);
  });

  it('tells a waiting caller once its toast is on screen, after the ones queued before it', async () => {
    toastMessages(['first']);
    let onScreen: unknown[] | undefined;
    void toastShown('updated').then(() => (onScreen = shown.map((s) => s.content)));
    await vi.advanceTimersByTimeAsync(1999);
    expect(onScreen).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(onScreen).toEqual(['first', 'updated']);
  });

  it('settles a waiting toast that is cleared before its turn', async () => {
    toastMessages(['first']);
    const waiting = toastShown('dropped');
    clearToasts();
    await expect(waiting).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(4000);
    expect(shown.map((s) => s.content)).toEqual(['first']);
  });

  it('shows one loading toast for overlapping tasks and hides it once, after the last, failed or not', async () => {
    vi.useRealTimers();
    cleared = 0;
    let finishFirst: () => void = () => undefined;
    const first = withLoading(
      () => new Promise<void>((resolve) => (finishFirst = resolve)),
      'Please wait a moment',
    );
    const second = withLoading(() => Promise.reject(new Error('boom')), 'Please wait a moment');
    await expect(second).rejects.toThrow('boom');
    expect(shown).toEqual([{ icon: 'loading', content: 'Please wait a moment', duration: 0 }]);
    expect(cleared).toBe(0);
    finishFirst();
    await first;
    expect(cleared).toBe(1);
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
