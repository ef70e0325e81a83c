// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/preact';
import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { lazyNamed } from './lazy-named';

afterEach(cleanup);

it('renders the named export of a module fetched on the first render, not before', async () => {
  const load = vi.fn(() =>
    Promise.resolve({
      Other: () => <span>other</span>,
      Sheet: ({ label }: { label: string }) => <span data-testid="sheet">{label}</span>,
    }),
  );
  const Sheet = lazyNamed(load, 'Sheet');
  expect(load).not.toHaveBeenCalled();
  const view = render(
    <Suspense fallback={null}>
      <Sheet label="plan" />
    </Suspense>,
  );
  expect((await view.findByTestId('sheet')).textContent).toBe('plan');
  expect(load).toHaveBeenCalledTimes(1);
});
