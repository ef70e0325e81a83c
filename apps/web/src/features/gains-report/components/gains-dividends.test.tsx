// @vitest-environment jsdom
import type { DividendLine, GainsReport } from '@brokerage/shared';
import { act, cleanup, render, screen, within } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { useLanguageStore } from '../../../stores/language-store';
import { GainsDividends } from './gains-dividends';

afterEach(() => {
  cleanup();
  act(() => useLanguageStore.getState().setKey('en'));
});

/** 11 shares of US:KO at 0.2475: 2.7225 gross, 0.81 withheld, the rest credited. */
const KO: DividendLine = {
  key: 'US:KO',
  name: 'The Coca-Cola Company',
  positionId: 7,
  exDate: '2026-03-13',
  payDate: '2026-04-01',
  quantity: '11',
  perShare: '0.24750000',
  gross: '2.72250000',
  withholding: '0.81000000',
  net: '1.91250000',
};

/** A second lot paid on a later day, its name unknown (the key stands for it). */
const PEP: DividendLine = {
  key: 'US:PEP',
  name: 'US:PEP',
  positionId: 8,
  exDate: '2026-06-05',
  payDate: '2026-06-30',
  quantity: '1200',
  perShare: '1.355',
  gross: '1626.00000000',
  withholding: '243.90000000',
  net: '1382.10000000',
};

const PAID: GainsReport['dividends'] = {
  items: [KO, PEP],
  totals: { gross: '1628.72250000', withholding: '244.71000000', net: '1384.01250000' },
};

const NONE: GainsReport['dividends'] = {
  items: [],
  totals: { gross: '0', withholding: '0', net: '0' },
};

const shown = async (dividends: GainsReport['dividends'], language: 'en' | 'de' = 'en') => {
  await act(async () => {
    useLanguageStore.getState().setKey(language);
    await applyLanguage(language);
  });
  render(
    <I18nextProvider i18n={i18n}>
      <GainsDividends dividends={dividends} currency="USD" />
    </I18nextProvider>,
  );
};

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe("the realised gains report's dividends", () => {
  it('sum gross, withholding tax and net (cut to the cent), then one row per dividend paid on a lot', async () => {
    await shown(PAID);
    expect(screen.getByRole('heading', { name: 'Dividends' })).toBeTruthy();
    expect(text('gains-dividends-gross')).toBe('1,628.72');
    expect(text('gains-dividends-withholding')).toBe('244.71');
    expect(text('gains-dividends-net')).toBe('1,384.01 USD');
    const totals = text('gains-dividend-totals') ?? '';
    expect(totals).toContain('Gross dividends');
    expect(totals).toContain('Withholding tax');
    expect(totals).toContain('Net dividends');
    expect(text('gains-dividends-rule')).toContain('the tax year of its pay date');
    expect(screen.queryByTestId('gains-dividends-none')).toBeNull();

    const rows = screen.getAllByTestId('gains-dividend');
    expect(rows).toHaveLength(2);
    const [ko, pep] = rows.map((row) => within(row));
    if (!ko || !pep) throw new Error('two rows expected');
    expect(ko.getByText('KO')).toBeTruthy();
    expect(ko.getByText('The Coca-Cola Company')).toBeTruthy();
    expect(ko.getByTestId('gains-dividend-paid').textContent).toBe('paid Apr 1, 2026');
    expect(ko.getByTestId('gains-dividend-shares').textContent).toBe('11 shares × 0.2475');
    expect(ko.getByTestId('gains-dividend-gross').textContent).toBe('2.72');
    expect(ko.getByTestId('gains-dividend-withholding').textContent).toBe('0.81');
    expect(ko.getByTestId('gains-dividend-net').textContent).toBe('1.91');
    // A name that is only the key is not written twice.
    expect(pep.getByText('PEP')).toBeTruthy();
    expect(pep.queryByText('US:PEP')).toBeNull();
    expect(pep.getByTestId('gains-dividend-shares').textContent).toBe('1,200 shares × 1.355');
    expect(pep.getByTestId('gains-dividend-gross').textContent).toBe('1,626.00');
  });

  it("write figures and dates in the reader's language", async () => {
    await shown(PAID, 'de');
    expect(screen.getByRole('heading', { name: 'Dividenden' })).toBeTruthy();
    expect(text('gains-dividends-gross')).toBe('1.628,72');
    expect(text('gains-dividends-net')).toBe('1.384,01 USD');
    const ko = within(screen.getAllByTestId('gains-dividend')[0] as HTMLElement);
    expect(ko.getByTestId('gains-dividend-paid').textContent).toBe('gezahlt am 01.04.2026');
    expect(ko.getByTestId('gains-dividend-shares').textContent).toBe('11 Stück × 0,2475');
    expect(ko.getByTestId('gains-dividend-withholding').textContent).toBe('0,81');
  });

  it('a year and currency that paid none say so, without totals of zero', async () => {
    await shown(NONE);
    expect(text('gains-dividends-none')).toBe('No dividends paid in this tax year and currency');
    expect(screen.queryByTestId('gains-dividend-totals')).toBeNull();
    expect(screen.queryAllByTestId('gains-dividend')).toHaveLength(0);
  });
});
