// @vitest-environment jsdom
import type { QuoteView } from '@brokerage/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceText } from './price-text';

/** What `element.animate` was asked, and a way to end the animation as the browser would. */
interface FadeCall {
  keyframes: unknown;
  options: KeyframeAnimationOptions;
  finish: () => void;
  cancel: ReturnType<typeof vi.fn>;
}

const fades: FadeCall[] = [];

/** The nth animation asked for; failing the test when there is none. */
const fade = (index: number): FadeCall => {
  const call = fades[index];
  if (!call) throw new Error(`no animation number ${index}`);
  return call;
};

beforeEach(() => {
  // jsdom has no Web Animations; this stands in for the browser's.
  Element.prototype.animate = function animate(keyframes, options) {
    const target = new EventTarget();
    const cancel = vi.fn();
    fades.push({
      keyframes,
      options: options as KeyframeAnimationOptions,
      finish: () => target.dispatchEvent(new Event('finish')),
      cancel,
    });
    return Object.assign(target, { cancel }) as unknown as Animation;
  };
});

afterEach(() => {
  cleanup();
  fades.length = 0;
});

const quote = (close: string, change = '1.00'): QuoteView =>
  ({ key: 'US:AAPL', close, change, changePercent: '0.50' }) as unknown as QuoteView;

const renderPrice = (close: string, onCommit: () => void = () => undefined) => {
  const tree = (value: string) => (
    <Profiler id="price" onRender={onCommit}>
      <PriceText quote={quote(value)} testId="price" />
    </Profiler>
  );
  const view = render(tree(close));
  return { rerender: (value: string) => view.rerender(tree(value)) };
};

describe('PriceText flash', () => {
  it('marks a rise with the up colour and fades the tint, then clears the mark', () => {
    const { rerender } = renderPrice('10.00');
    const price = screen.getByTestId('price');
    expect(price.className).not.toMatch(/flash/);
    expect(fades).toHaveLength(0);

    rerender('10.05');
    expect(price).toHaveProperty('textContent', '10.05');
    expect(price.classList.contains('flash-up')).toBe(true);
    expect(fades).toHaveLength(1);
    expect(fades[0]).toMatchObject({
      keyframes: { opacity: [1, 0] },
      options: { duration: 600, pseudoElement: '::before' },
    });

    fade(0).finish();
    expect(price.className).not.toMatch(/flash/);
  });

  it('a fall while a rise still flashes replaces it', () => {
    const { rerender } = renderPrice('10.00');
    const price = screen.getByTestId('price');
    rerender('10.05');
    rerender('9.99');
    expect(fade(0).cancel).toHaveBeenCalled();
    expect(price.classList.contains('flash-up')).toBe(false);
    expect(price.classList.contains('flash-down')).toBe(true);
  });

  it('a tick costs one render: the flash itself renders nothing', () => {
    const commits = vi.fn();
    const { rerender } = renderPrice('10.00', commits);
    commits.mockClear();
    rerender('10.05');
    fade(0).finish();
    expect(commits).toHaveBeenCalledTimes(1);
  });

  it('the same price again, or the first one, does not flash', () => {
    const { rerender } = renderPrice('10.00');
    rerender('10.00');
    expect(fades).toHaveLength(0);
    expect(screen.getByTestId('price').className).not.toMatch(/flash/);
  });
});
