// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_THRESHOLD } from '../../config/ui-constants';
import { applyLanguage } from '../i18n/i18n';
import { pulledHeight, Refreshable, REFRESH_HEAD_HEIGHT } from './refresh';

beforeAll(() => applyLanguage('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const view = (onRefresh: () => Promise<unknown>) => {
  const rendered = render(
    <Refreshable onRefresh={onRefresh}>
      <p>content</p>
    </Refreshable>,
  );
  const content = rendered.getByText('content');
  const head = rendered.container.querySelector<HTMLElement>('.refreshable-head');
  if (!head) throw new Error('no head');
  const pull = (distance: number) => {
    fireEvent.touchStart(content, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(content, { touches: [{ clientY: 100 + distance }] });
  };
  return { rendered, head, pull, release: () => fireEvent.touchEnd(content, { touches: [] }) };
};

/** The finger distance that opens the head exactly `height` px, by inverting pulledHeight. */
const distanceFor = (height: number) => (height * 200) / (0.5 * 200 - 0.5 * height);

describe('pulledHeight', () => {
  it('follows at half the distance at first, slows and never passes five heads', () => {
    expect(pulledHeight(-10)).toBe(0);
    expect(pulledHeight(2)).toBeCloseTo(0.995, 3);
    expect(pulledHeight(100)).toBe(40);
    expect(pulledHeight(10_000)).toBeLessThan(REFRESH_HEAD_HEIGHT * 5);
    expect(pulledHeight(distanceFor(REFRESH_THRESHOLD))).toBeCloseTo(REFRESH_THRESHOLD, 9);
  });
});

describe('Refreshable', () => {
  it('a release past 45 px refreshes, says so, then says "Updated" and closes', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rendered, head, pull, release } = view(onRefresh);
    pull(distanceFor(REFRESH_THRESHOLD + 1));
    expect(rendered.getByText('Release to refresh')).toBeTruthy();
    expect(parseFloat(head.style.height)).toBeCloseTo(REFRESH_THRESHOLD + 1, 6);
    release();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(rendered.getByText('Refreshing…')).toBeTruthy();
    expect(head.style.height).toBe(`${REFRESH_HEAD_HEIGHT}px`);
    // A pull while refreshing starts nothing.
    pull(distanceFor(60));
    release();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      await finish();
    });
    expect(rendered.getByText('Updated')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(head.style.height).toBe('0px');
  });

  it('a release at 45 px or less aborts: nothing is refreshed and the head closes', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { rendered, head, pull, release } = view(onRefresh);
    pull(distanceFor(REFRESH_THRESHOLD - 1));
    expect(rendered.getByText('Pull down to refresh')).toBeTruthy();
    release();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head.style.height).toBe('0px');
  });

  it('a pull that starts inside something scrolled down scrolls it instead', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { rendered, head, pull, release } = view(onRefresh);
    rendered.container.scrollTop = 30;
    pull(distanceFor(60));
    release();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head.style.height).toBe('');
  });
});
