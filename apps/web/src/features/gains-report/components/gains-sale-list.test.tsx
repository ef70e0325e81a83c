// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import { GainsSaleList } from './gains-sale-list';

beforeAll(() => applyLanguage('en'));
afterEach(cleanup);

describe('the list of sales', () => {
  it('of a year with dividends and no sale in this currency says there are none', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <GainsSaleList
          sales={[]}
          currency="USD"
          hasMore={false}
          loadMore={() => Promise.resolve({ isError: false })}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('gains-no-sales').textContent).toBe(
      'No sales in this tax year and currency',
    );
    expect(screen.queryByText('That is every sale of this year')).toBeNull();
  });
});
