// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyDeferredStyles, DEFERRED_STYLES_ATTRIBUTE } from './deferred-styles';

const deferredLink = (href: string): HTMLLinkElement => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.href = href;
  link.setAttribute(DEFERRED_STYLES_ATTRIBUTE, '');
  document.head.append(link);
  return link;
};

describe('applyDeferredStyles', () => {
  it('applies every deferred stylesheet and resolves only once each has loaded or failed', async () => {
    const loaded = deferredLink('/assets/a.css');
    const failed = deferredLink('/assets/b.css');
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.media = 'print';
    document.head.append(other);
    let done = false;
    const applied = applyDeferredStyles().then(() => {
      done = true;
    });
    expect([loaded.media, failed.media, other.media]).toEqual(['all', 'all', 'print']);
    expect(document.querySelectorAll(`[${DEFERRED_STYLES_ATTRIBUTE}]`)).toHaveLength(0);
    loaded.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    failed.dispatchEvent(new Event('error'));
    await applied;
    expect(done).toBe(true);
  });

  it('resolves at once when nothing is deferred (development)', async () => {
    document.head.innerHTML = '';
    await expect(applyDeferredStyles()).resolves.toBeUndefined();
  });
});
