// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { Form } from 'antd-mobile';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../lib/i18n/i18n';
import { fieldRule } from '../../lib/forms/zod-rule';
import { AmountInput } from './amount-input';
import { FormField } from './form-field';

/** An amount field as the withdraw and loan forms have it: required, with a maximum. */
const Harness = () => (
  <I18nextProvider i18n={i18n}>
    <Form>
      <FormField
        name="amount"
        label="Amount"
        rules={[fieldRule({ safeParse: () => ({ success: true }) }, i18n.t, 'Amount')]}
      >
        <AmountInput decimals={2} maximum={{ value: '1000000', currency: 'USD' }} testId="amount" />
      </FormField>
    </Form>
  </I18nextProvider>
);

const type = (text: string) => {
  const input = screen.getByTestId('amount').querySelector('input') ?? screen.getByTestId('amount');
  act(() => {
    fireEvent.change(input, { target: { value: text } });
  });
};

beforeAll(() => applyLanguage('en'));
afterEach(cleanup);

describe('one message per field (issue 31 item 3)', () => {
  it('says only "At most" above the maximum, never "is required" beside it', async () => {
    render(<Harness />);
    type('1');
    type('2000000');
    // Let the field's rules run (they are async) before looking.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const alerts = screen.getAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toEqual([expect.stringContaining('1,000,000')]);
    expect(document.body.textContent).not.toContain(
      i18n.t('validation.required', { field: 'Amount' }),
    );
  });

  it('says "is required" once the field is emptied', async () => {
    render(<Harness />);
    type('1');
    type('');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.body.textContent).toContain(i18n.t('validation.required', { field: 'Amount' }));
  });
});
