// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { BankInstructions } from './bank-instructions';

beforeAll(() => applyLanguage('it'));
afterEach(cleanup);

describe('BankInstructions', () => {
  it('shows the IBAN in groups of four in the text font, names unbroken', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <BankInstructions
          bank={{
            bankName: 'Banca Popolare di Sondrio',
            accountName: 'Intermediazione Finanziaria S.p.A.',
            iban: 'IT60X0542811101000000123456',
            bic: 'POSOIT22',
          }}
          reviewMinutes={30}
        />
      </I18nextProvider>,
    );
    const iban = screen.getByTestId('payee-iban');
    expect(iban.textContent).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(iban.className).not.toMatch(/mono/);
    expect(screen.getByTestId('payee-accountName').className).not.toMatch(/mono/);
  });
});
