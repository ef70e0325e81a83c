// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInMatchMedia } from '../test/match-media';
import { standInResizeObserver } from '../test/resize-observer';
import { FilterBar } from './filter-bar';
import { savedFiltersKey } from './saved-filters';
import { useListFilter } from './use-list-filter';

vi.mock('../session/use-operator', () => ({ useOperator: () => ({ data: { id: 7 } }) }));

beforeAll(() => {
  standInMatchMedia();
  standInResizeObserver();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const NAMES = ['actor', 'action'] as const;

/** An audit-like list: its filter bar, and what the list would be asked for. */
const AuditList = () => {
  const filter = useListFilter(NAMES);
  const location = useLocation();
  return (
    <>
      <FilterBar
        list="audit"
        filter={filter}
        fields={[
          { name: 'actor', label: 'Who' },
          { name: 'action', label: 'Action' },
        ]}
      />
      <output data-testid="query">{location.search}</output>
      <output data-testid="values">{JSON.stringify(filter.values)}</output>
    </>
  );
};

const open = (url: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/audit', element: <AuditList /> }], {
        initialEntries: [url],
      })}
    />,
  );

const field = (name: string) => screen.getByTestId(`filter-${name}`) as HTMLInputElement;
const search = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('filter-search'));
  });
};
const stored = () =>
  JSON.parse(localStorage.getItem(savedFiltersKey(7, 'audit')) ?? '[]') as unknown;

describe('FilterBar with saved filters', () => {
  it('reads the filter from the URL, ignoring parameters that are no filter of the list', () => {
    open('/audit?action=deposit&page=3&evil=1');
    expect(field('action').value).toBe('deposit');
    expect(field('actor').value).toBe('');
    expect(screen.getByTestId('values').textContent).toBe('{"action":"deposit"}');
  });

  it('saves the filter shown under a name, per operator and list; chooses it again after a reset; deletes it', async () => {
    open('/audit');
    fireEvent.change(field('action'), { target: { value: ' withdrawal.review ' } });
    fireEvent.change(field('actor'), { target: { value: 'operator:4' } });
    await search();
    await waitFor(() =>
      expect(screen.getByTestId('query').textContent).toBe(
        '?actor=operator%3A4&action=withdrawal.review',
      ),
    );

    fireEvent.click(screen.getByTestId('saved-filter-save'));
    fireEvent.change(await screen.findByTestId('saved-filter-name'), {
      target: { value: 'Payouts by 4' },
    });
    fireEvent.click(screen.getByTestId('saved-filter-confirm'));
    expect(stored()).toEqual([
      { name: 'Payouts by 4', values: { actor: 'operator:4', action: 'withdrawal.review' } },
    ]);
    // Another operator in the same browser has none of them.
    expect(localStorage.getItem(savedFiltersKey(8, 'audit'))).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByTestId('filter-reset'));
    });
    await waitFor(() => expect(screen.getByTestId('query').textContent).toBe(''));
    expect(field('action').value).toBe('');

    const select = screen.getByTestId('saved-filter-select');
    fireEvent.mouseDown(select.querySelector('[role="combobox"]') ?? select);
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="Payouts by 4"]');
      expect(found).not.toBeNull();
      return found as Element;
    });
    await act(async () => {
      fireEvent.click(option);
    });
    await waitFor(() => expect(field('action').value).toBe('withdrawal.review'));
    expect(field('actor').value).toBe('operator:4');
    expect(screen.getByTestId('query').textContent).toBe(
      '?actor=operator%3A4&action=withdrawal.review',
    );

    await act(async () => {
      fireEvent.click(screen.getByTestId('saved-filter-delete'));
    });
    expect(stored()).toEqual([]);
  });

  it('keeps a broken store from breaking the list', () => {
    localStorage.setItem(savedFiltersKey(7, 'audit'), '{not json');
    open('/audit');
    expect(screen.getByTestId('saved-filter-select')).toBeTruthy();
  });
});
