// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { standInMatchMedia } from '../test/match-media';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleForm } from './console-form';

beforeAll(standInMatchMedia);
afterEach(cleanup);

let form: ReturnType<typeof Form.useForm>[0] | undefined;

const Harness = () => {
  const [instance] = Form.useForm();
  form = instance;
  return (
    <ConsoleForm form={instance}>
      <Form.Item name="amount" label="Amount">
        <Input data-testid="amount" />
      </Form.Item>
      <Form.Item name={['names', 'de']} label="German">
        <Input data-testid="name-de" />
      </Form.Item>
      <Form.Item name="currency" label="Currency">
        <Input data-testid="currency" />
      </Form.Item>
    </ConsoleForm>
  );
};

const errorsShown = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

describe('ConsoleForm', () => {
  it('takes a field error away when that field changes, and leaves the others', async () => {
    render(<Harness />);
    await act(async () => {
      form?.setFields([
        { name: 'amount', errors: ['Please enter the correct amount'] },
        { name: 'currency', errors: ['Choose a currency'] },
        { name: ['names', 'de'], errors: ['Too long'] },
        { name: 'names', errors: ['One name at least'] },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(form?.getFieldError('amount')).toEqual(['Please enter the correct amount']);

    await act(async () => {
      fireEvent.change(screen.getByTestId('amount'), { target: { value: '12.5' } });
      fireEvent.change(screen.getByTestId('name-de'), { target: { value: 'Kurz' } });
    });
    expect(form?.getFieldError('amount')).toEqual([]);
    expect(form?.getFieldError(['names', 'de'])).toEqual([]);
    // The parent of a changed field loses its complaint too (a rule over all the names).
    expect(form?.getFieldError('names')).toEqual([]);
    expect(form?.getFieldError('currency')).toEqual(['Choose a currency']);
    // The page drops it too, once antd's leave animation is over.
    await waitFor(() => expect(errorsShown()).not.toContain('Please enter the correct amount'));
  });
});
