import { describe, expect, it } from 'vitest';
import { paramsForReader } from './message-params.ts';

describe("message parameters in the reader's number format (issue 19 item 2)", () => {
  const stored = {
    reference: 'D-1',
    amount: '250.00000000',
    requested: '1234.5',
    currency: 'USD',
    quantity: '10000',
    nav: '1.23450000',
  };

  it('formats money in the currency minor unit, quantities whole and NAVs as they are', () => {
    expect(paramsForReader(stored, 'de')).toEqual({
      reference: 'D-1',
      amount: '250,00',
      requested: '1.234,50',
      currency: 'USD',
      quantity: '10.000',
      nav: '1,2345',
    });
    expect(paramsForReader(stored, 'en')).toMatchObject({
      amount: '250.00',
      requested: '1,234.50',
      quantity: '10,000',
      nav: '1.2345',
    });
  });

  it('leaves an older message, formatted when it was written, as it is', () => {
    expect(paramsForReader({ amount: '1,000.0000', currency: 'USD' }, 'de').amount).toBe(
      '1,000.0000',
    );
  });

  it("names calendar days the reader's way, never as ISO (issue 31 item 14)", () => {
    const due = { dueDate: '2026-12-11', day: '2026-03-02' };
    expect(paramsForReader(due, 'en')).toEqual({ dueDate: 'Dec 11, 2026', day: 'Mar 2, 2026' });
    expect(paramsForReader(due, 'de').dueDate).toBe('11.12.2026');
    expect(paramsForReader(due, 'jp').dueDate).toBe('2026/12/11');
    expect(paramsForReader(due, 'zh-Hans').dueDate).toBe('2026年12月11日');
  });

  it('writes an instrument as the app does, never its key (issue 31 item 14)', () => {
    expect(paramsForReader({ key: 'US:PEP', quantity: '10' }, 'de')).toEqual({
      key: 'PEP US',
      quantity: '10',
    });
    expect(paramsForReader({ key: 'HK:00700' }, 'zh-Hans')).toEqual({ key: '00700 HK' });
  });
});
