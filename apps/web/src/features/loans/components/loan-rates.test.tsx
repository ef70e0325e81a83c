// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { useLanguageStore } from '../../../stores/language-store';
import { LoanRateRows } from './loan-rates';

afterEach(cleanup);

const shown = async (language: 'en' | 'de', interestRate: string, penaltyRate: string) => {
  await act(async () => {
    useLanguageStore.getState().setKey(language);
    await applyLanguage(language);
  });
  render(
    <I18nextProvider i18n={i18n}>
      <dl>
        <LoanRateRows interestRate={interestRate} penaltyRate={penaltyRate} dayCount="actual/365" />
      </dl>
    </I18nextProvider>,
  );
  return Object.fromEntries(
    [
      'loan-interest-rate',
      'loan-day-count',
      'loan-daily-interest-rate',
      'loan-penalty-rate',
      'loan-daily-penalty-rate',
    ].map((id) => [id, screen.getByTestId(id).textContent]),
  );
};

describe('the rates before the signature and on the loan', () => {
  it('state each annual rate, the actual/365 day count and the daily rate derived from it', async () => {
    expect(await shown('en', '0.1825', '0.365')).toEqual({
      'loan-interest-rate': '18.25% per year',
      'loan-day-count': 'Actual/365: calendar days, year of 365 days',
      'loan-daily-interest-rate': '0.05% per day (18.25% ÷ 365)',
      'loan-penalty-rate': '36.5% per year',
      'loan-daily-penalty-rate': '0.1% per day (36.5% ÷ 365)',
    });
  });

  it('say "≈" for a daily rate that does not end within 8 decimals of a percent, in German too', async () => {
    expect(await shown('de', '0.18', '0.3')).toEqual({
      'loan-interest-rate': '18% pro Jahr',
      'loan-day-count': 'Act/365: Kalendertage, Jahr zu 365 Tagen',
      'loan-daily-interest-rate': '≈ 0,04931507% pro Tag (18% ÷ 365)',
      'loan-penalty-rate': '30% pro Jahr',
      'loan-daily-penalty-rate': '≈ 0,08219178% pro Tag (30% ÷ 365)',
    });
  });
});
