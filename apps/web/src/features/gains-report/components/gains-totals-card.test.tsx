// @vitest-environment jsdom
import type { GainsTotals } from '@brokerage/shared';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { useLanguageStore } from '../../../stores/language-store';
import { GainsTotalsCard } from './gains-totals-card';

afterEach(() => {
  cleanup();
  act(() => useLanguageStore.getState().setKey('en'));
});

const shown = async (totals: GainsTotals, language: 'en' | 'de' = 'en') => {
  await act(async () => {
    useLanguageStore.getState().setKey(language);
    await applyLanguage(language);
  });
  render(
    <I18nextProvider i18n={i18n}>
      <GainsTotalsCard totals={totals} year={2026} currency="USD" />
    </I18nextProvider>,
  );
};

/** A year with a sale that gained 118.40 and one that lost 21.40 (exact, as the server sums). */
const MIXED: GainsTotals = {
  sales: 2,
  proceeds: '1100.00000000',
  cost: '1000.00000000',
  fees: '3.00000000',
  gains: '118.40000000',
  losses: '-21.40000000',
  net: '97.00000000',
};

const tone = (testId: string) => screen.getByTestId(testId).className;

describe('the realised gains totals', () => {
  it('show the net large in the gain colour, gains green and losses red, the rest uncoloured', async () => {
    await shown(MIXED);
    expect(screen.getByTestId('gains-net').textContent).toBe('+97.00 USD');
    expect(tone('gains-net')).toMatch(/\bgain\b/);
    expect(tone('gains-net')).toMatch(/\bbig\b/);
    expect(screen.getByTestId('gains-gains').textContent).toBe('+118.40');
    expect(tone('gains-gains')).toMatch(/\bgain\b/);
    expect(screen.getByTestId('gains-losses').textContent).toBe('-21.40');
    expect(tone('gains-losses')).toMatch(/\bloss\b/);
    expect(screen.getByTestId('gains-proceeds').textContent).toBe('1,100.00');
    expect(screen.getByTestId('gains-cost').textContent).toBe('1,000.00');
    expect(screen.getByTestId('gains-fees').textContent).toBe('3.00');
    expect(screen.getByTestId('gains-fees').className).toBe('amount');
    expect(screen.getByTestId('gains-count').textContent).toBe('Sales: 2');
    expect(screen.getByTestId('gains-period').textContent).toBe('2026 · USD');
  });

  it('colour a net loss red, and a year without losses shows them uncoloured', async () => {
    await shown({ ...MIXED, gains: '0', losses: '-50.25', net: '-50.25' });
    expect(screen.getByTestId('gains-net').textContent).toBe('-50.25 USD');
    expect(tone('gains-net')).toMatch(/\bloss\b/);
    expect(tone('gains-gains')).not.toMatch(/\b(gain|loss)\b/);
  });

  it('cut, never round, what the server summed; a loss too small to show is not red', async () => {
    await shown({ ...MIXED, gains: '0', losses: '-0.004', net: '-0.004' });
    expect(screen.getByTestId('gains-net').textContent).toBe('0.00 USD');
    expect(tone('gains-net')).not.toMatch(/\b(gain|loss)\b/);
  });

  it("write figures in the reader's format", async () => {
    await shown(MIXED, 'de');
    expect(screen.getByTestId('gains-net').textContent).toBe('+97,00 USD');
    expect(screen.getByTestId('gains-proceeds').textContent).toBe('1.100,00');
    expect(screen.getByTestId('gains-count').textContent).toBe('Verkäufe: 2');
  });
});
