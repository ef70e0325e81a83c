// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseOpenSheets, useCloseOnBack } from './close-on-back';

afterEach(cleanup);

describe('sheets and the back button', () => {
  it('an open sheet adds one history entry; the app going back takes it out in the same step', () => {
    const before = window.history.length;
    const onClose = vi.fn();
    const { unmount } = renderHook(() => useCloseOnBack(true, onClose));
    expect(window.history.length).toBe(before + 1);
    const back = vi.spyOn(window.history, 'back');
    // What navigateBack adds to its delta: the sheet's entry.
    expect(releaseOpenSheets()).toBe(1);
    // Closing afterwards takes out nothing more: a second back would race the first.
    unmount();
    expect(back).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(releaseOpenSheets()).toBe(0);
  });

  it('a sheet closed on screen takes its own entry out', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ visible }) => useCloseOnBack(visible, () => undefined), {
      initialProps: { visible: true },
    });
    rerender({ visible: false });
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });
});
