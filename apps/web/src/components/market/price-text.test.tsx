// @vitest-environment jsdom
import type { QuoteView } from '@brokerage/shared';
import { cleanup, render, screen } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceText } from './price-text';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const quote = (close: string, change = '1.00'): QuoteView =>
  ({ key: 'US:AAPL', close, change, changePercent: '0.50' }) as unknown as QuoteView;

/** Calls `onRender` each time Preact renders a PriceText (a tick, or its flash's own state). */
const countRenders = (onRender: () => void) => {
  const before = options.diffed;
  options.diffed = (vnode: VNode) => {
    if (vnode.type === PriceText) onRender();
    before?.(vnode);
  };
  return () => {
    options.diffed = before;
  };
};

const renderPrice = (close: string) => {
  const tree = (value: string) => <PriceText quote={quote(value)} testId="price" />;
  const view = render(tree(close));
  return { rerender: (value: string) => view.rerender(tree(value)) };
};

describe('PriceText flash', () => {
  it('marks a rise with the up colour for 600 ms, then clears the mark', () => {
    const { rerender } = renderPrice('10.00');
    const price = screen.getByTestId('price');
    expect(price.className).not.toMatch(/flash/);

    rerender('10.05');
    expect(price).toHaveProperty('textContent', '10.05');
    expect(price.classList.contains('flash-up')).toBe(true);
    vi.advanceTimersByTime(599);
    expect(price.classList.contains('flash-up')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(price.className).not.toMatch(/flash/);
  });

  it('a fall while a rise still flashes replaces it, for its own 600 ms', () => {
    const { rerender } = renderPrice('10.00');
    const price = screen.getByTestId('price');
    rerender('10.05');
    vi.advanceTimersByTime(400);
    rerender('9.99');
    expect(price.classList.contains('flash-up')).toBe(false);
    expect(price.classList.contains('flash-down')).toBe(true);
    // The rise's timer is gone: it does not clear the fall's mark early.
    vi.advanceTimersByTime(599);
    expect(price.classList.contains('flash-down')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(price.className).not.toMatch(/flash/);
  });

  it('a tick costs one render: the flash itself renders nothing', () => {
    const { rerender } = renderPrice('10.00');
    const renders = vi.fn();
    const stopCounting = countRenders(renders);
    rerender('10.05');
    vi.advanceTimersByTime(600);
    stopCounting();
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('the same price again, or the first one, does not flash', () => {
    const { rerender } = renderPrice('10.00');
    rerender('10.00');
    expect(screen.getByTestId('price').className).not.toMatch(/flash/);
  });
});
