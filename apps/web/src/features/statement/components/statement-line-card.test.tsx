// @vitest-environment jsdom
import type { StatementLine } from '@brokerage/shared';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { useLanguageStore } from '../../../stores/language-store';
import { StatementLineCard } from './statement-line-card';

afterEach(() => {
  cleanup();
  act(() => useLanguageStore.getState().setKey('en'));
});

/** A cash dividend as the server writes it: 11 shares of US:KO at 0.2475, 0.81 withheld. */
const DIVIDEND: StatementLine = {
  entryId: 501,
  time: '2026-04-01T13:30:00.000Z',
  type: 'dividend',
  description: 'Dividend US:KO: 11 shares x 0.2475, withholding tax 0.81',
  memo: {
    key: 'dividend',
    values: { key: 'US:KO', quantity: '11', perShare: '0.2475', withholding: '0.81' },
  },
  reference: null,
  currency: 'USD',
  cash: '1.91250000',
  held: '0',
  balanceAfter: '1001.91250000',
  heldAfter: '0',
  by: 'system',
  reason: null,
};

const shown = async (line: StatementLine, language: 'en' | 'de' | 'jp' = 'en') => {
  await act(async () => {
    useLanguageStore.getState().setKey(language);
    await applyLanguage(language);
  });
  render(
    <I18nextProvider i18n={i18n}>
      <StatementLineCard line={line} />
    </I18nextProvider>,
  );
};

describe('a dividend on the statement', () => {
  it('is named a dividend and says the shares, the amount per share and the tax withheld', async () => {
    await shown(DIVIDEND);
    expect(screen.getByText('Dividend')).toBeTruthy();
    expect(screen.getByTestId('statement-description').textContent).toBe(
      'Dividend KO US: 11 shares × 0.2475, withholding tax 0.81',
    );
    expect(screen.getByTestId('statement-cash').textContent).toBe('+1.91 USD');
    expect(screen.getByTestId('statement-cash').className).toMatch(/\bgain\b/);
  });

  it("in the reader's language and number format", async () => {
    await shown(DIVIDEND, 'de');
    expect(screen.getByText('Dividende')).toBeTruthy();
    expect(screen.getByTestId('statement-description').textContent).toBe(
      'Dividende KO US: 11 Stück × 0,2475, Quellensteuer 0,81',
    );
    cleanup();
    await shown(DIVIDEND, 'jp');
    expect(screen.getByTestId('statement-description').textContent).toBe(
      '配当金 KO US：11株 × 0.2475、源泉徴収税 0.81',
    );
  });

  it('without a memo, the English description stands', async () => {
    await shown({ ...DIVIDEND, memo: null }, 'de');
    expect(screen.getByTestId('statement-description').textContent).toBe(DIVIDEND.description);
  });
});
