// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SingleChoice } from './single-choice';

const Harness = () => {
  const [value, setValue] = useState(['USD']);
  return (
    <>
      <SingleChoice
        value={value}
        onChange={setValue}
        options={[
          { label: 'USD', value: 'USD' },
          { label: 'EUR', value: 'EUR' },
        ]}
      />
      <output data-testid="chosen">{`chosen ${value.join()}`}</output>
    </>
  );
};

afterEach(cleanup);

describe('a single choice of chips (issue 19 item 11)', () => {
  it('keeps the chosen chip when it is tapped again, and moves to another', () => {
    render(<Harness />);
    act(() => {
      fireEvent.click(screen.getByText('USD'));
    });
    expect(screen.getByTestId('chosen').textContent).toBe('chosen USD');
    act(() => {
      fireEvent.click(screen.getByText('EUR'));
    });
    expect(screen.getByTestId('chosen').textContent).toBe('chosen EUR');
  });
});
