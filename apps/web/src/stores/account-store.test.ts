// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage/storage-keys';
import { useAccountStore } from './account-store';

const saved = (book: unknown) =>
  localStorage.setItem(
    STORAGE_KEYS.account,
    JSON.stringify({ type: 'object', data: { state: { book }, version: 1 } }),
  );

describe('the account shown', () => {
  beforeEach(() => localStorage.clear());

  it('is the real account until the practice account is chosen, and remembers the choice', async () => {
    await useAccountStore.persist.rehydrate();
    expect(useAccountStore.getState().book).toBe('real');
    useAccountStore.getState().setBook('practice');
    expect(localStorage.getItem(STORAGE_KEYS.account)).toContain('practice');
  });

  it('reads back a saved practice choice, and anything else as the real account', async () => {
    saved('practice');
    await useAccountStore.persist.rehydrate();
    expect(useAccountStore.getState().book).toBe('practice');
    saved('demo');
    await useAccountStore.persist.rehydrate();
    expect(useAccountStore.getState().book).toBe('real');
  });
});
