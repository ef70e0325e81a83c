// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useOpenedOnce } from './opened-once';

const Probe = ({ visible }: { visible: boolean }) => (
  <span data-testid="probe">{String(useOpenedOnce(visible))}</span>
);

afterEach(cleanup);

describe('useOpenedOnce', () => {
  it('stays false while a sheet was never opened, turns true on the first open and stays so', () => {
    const view = render(<Probe visible={false} />);
    const text = () => view.getByTestId('probe').textContent;
    expect(text()).toBe('false');
    view.rerender(<Probe visible={false} />);
    expect(text()).toBe('false');
    view.rerender(<Probe visible />);
    expect(text()).toBe('true');
    view.rerender(<Probe visible={false} />);
    expect(text()).toBe('true');
  });

  it('a sheet that starts open is rendered from the first render', () => {
    const view = render(<Probe visible />);
    expect(view.getByTestId('probe').textContent).toBe('true');
  });
});
