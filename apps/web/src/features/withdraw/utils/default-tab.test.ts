import { describe, expect, it } from 'vitest';
import { defaultWithdrawTab } from './default-tab';

describe('defaultWithdrawTab', () => {
  it('waits for both lists', () => {
    expect(defaultWithdrawTab(undefined, [])).toBeUndefined();
    expect(defaultWithdrawTab([], undefined)).toBeUndefined();
  });

  it('opens on the bank tab when a card is bound, even with a wallet too', () => {
    expect(defaultWithdrawTab([{}], [])).toBe('bank');
    expect(defaultWithdrawTab([{}], [{}])).toBe('bank');
  });

  it('opens on the crypto tab only when a wallet alone is bound', () => {
    expect(defaultWithdrawTab([], [{}])).toBe('crypto');
    expect(defaultWithdrawTab([], [])).toBe('bank');
  });
});
