// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../lib/i18n/i18n';
import { useLanguageStore } from '../../stores/language-store';
import { AmountInput } from './amount-input';
import { QuantityInput } from './quantity-input';

/** A form that shows what it heard, next to the field. */
const Harness = ({
  whole,
  maximum,
  initial = '',
}: {
  whole: boolean;
  maximum?: { value: string; currency: string };
  /** What the form holds before anything is typed (a saved price). */
  initial?: string;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      {whole ? (
        <QuantityInput id="q" className="" value={value} onChange={setValue} testId="field" />
      ) : (
        <AmountInput
          value={value}
          onChange={setValue}
          placeholder="295.70"
          decimals={2}
          maximum={maximum}
          testId="field"
        />
      )}
      <output data-testid="heard">{value}</output>
      <button type="button" onClick={() => setValue('100.5')}>
        Max
      </button>
    </I18nextProvider>
  );
};

/** antd-mobile puts the test id on the field's wrapper. */
const field = () => {
  const node = screen.getByTestId('field');
  return node instanceof HTMLInputElement
    ? node
    : (node.querySelector('input') as HTMLInputElement);
};

/** Leaving the field: the focusout a browser sends, which Preact's onBlur listens to. */
const leave = () =>
  act(() => {
    field().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });

const type = (text: string) =>
  act(() => {
    fireEvent.input(field(), { target: { value: text } });
  });

afterEach(() => {
  cleanup();
  act(() => useLanguageStore.getState().setKey('en'));
});

// Dictionaries are chunks loaded on demand, English included.
beforeAll(() => applyLanguage('en'));

describe('typed numbers keep their meaning (issue 19 item 1)', () => {
  it('1.5 in a whole-share field stays 1.5 on screen, is refused with a reason, and the form hears nothing', async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    render(<Harness whole />);
    await type('1.5');
    expect(field().value).toBe('1.5');
    expect(screen.getByTestId('field-problem').textContent).toBe(
      'Whole shares only: no fractions.',
    );
    expect(screen.getByTestId('heard').textContent).toBe('');
    await type('15');
    expect(screen.getByTestId('heard').textContent).toBe('15');
    expect(screen.queryByTestId('field-problem')).toBeNull();
  });

  it('-100 is refused as negative, never read as 100', async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    render(<Harness whole={false} />);
    await type('-100');
    expect(field().value).toBe('-100');
    expect(screen.getByTestId('field-problem').textContent).toBe('Amounts cannot be negative.');
    expect(screen.getByTestId('heard').textContent).toBe('');
  });

  it('reads a German decimal comma as the point it means', async () => {
    act(() => useLanguageStore.getState().setKey('de'));
    render(<Harness whole={false} />);
    await type('12,5');
    expect(field().value).toBe('12,5');
    expect(screen.getByTestId('heard').textContent).toBe('12.5');
  });

  it("writes an amount the form sets with the reader's decimal comma, and sends it back unchanged", async () => {
    act(() => useLanguageStore.getState().setKey('de'));
    render(<Harness whole={false} initial="8.22" />);
    expect(field().value).toBe('8,22');
    expect(field().placeholder).toBe('295,70');
    leave();
    expect(screen.getByTestId('heard').textContent).toBe('8.22');
    act(() => {
      fireEvent.click(screen.getByText('Max'));
    });
    expect(field().value).toBe('100,5');
    await type('12,');
    leave();
    expect(field().value).toBe('12');
    expect(screen.getByTestId('heard').textContent).toBe('12');
  });

  it('shows its maximum, and refuses more than it (issue 19 item 8)', async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    render(<Harness whole={false} maximum={{ value: '1000000', currency: 'USD' }} />);
    expect(screen.getByTestId('field-maximum').textContent).toBe('Up to 1,000,000.00 USD at once');
    await type('1000000.01');
    expect(screen.getByTestId('field-problem').textContent).toBe(
      'At most 1,000,000.00 USD at once.',
    );
    expect(screen.getByTestId('heard').textContent).toBe('');
    await type('1000000');
    expect(screen.getByTestId('heard').textContent).toBe('1000000');
  });
});
