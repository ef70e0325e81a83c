// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/preact';
import { lazy } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { SheetOnceOpened } from './sheet-once-opened';

afterEach(cleanup);

it('fetches a lazy sheet only on its first opening, and keeps it mounted once closed', async () => {
  const load = vi.fn(() =>
    Promise.resolve({ default: () => <span data-testid="sheet">sheet</span> }),
  );
  const Sheet = lazy(load);
  const at = (open: boolean) => (
    <SheetOnceOpened open={open}>
      <Sheet />
    </SheetOnceOpened>
  );
  const view = render(at(false));
  view.rerender(at(false));
  expect(load).not.toHaveBeenCalled();
  expect(view.queryByTestId('sheet')).toBeNull();

  view.rerender(at(true));
  expect(await view.findByTestId('sheet')).toBeTruthy();
  view.rerender(at(false));
  expect(view.getByTestId('sheet')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});
