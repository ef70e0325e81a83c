// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionTabs } from './section-tabs';

afterEach(cleanup);
/** The observers' callbacks, to report as the browser would after its layout. */
const observers: (() => void)[] = [];
// jsdom lays nothing out and has no ResizeObserver: the row's widths are the browser's (e2e).
beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

type Section = 'positions' | 'orders' | 'history';

const Sections = ({ onChange }: { onChange?: (key: Section) => void }) => {
  const [section, setSection] = useState<Section>('positions');
  return (
    <SectionTabs<Section>
      activeKey={section}
      onChange={(key) => {
        setSection(key);
        onChange?.(key);
      }}
      tabs={[
        { key: 'positions', title: 'Positions' },
        { key: 'orders', title: 'Orders (2)' },
        { key: 'history', title: 'History' },
      ]}
    />
  );
};

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('section tabs', () => {
  it('are a tablist whose chosen tab is selected and the only one in the tab order', () => {
    render(<Sections />);
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(selected()).toBe('Positions');
  });

  it('a tap chooses a tab and tells its key', () => {
    const chosen: Section[] = [];
    render(<Sections onChange={(key) => chosen.push(key)} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Orders (2)' }));
    expect(selected()).toBe('Orders (2)');
    expect(chosen).toEqual(['orders']);
  });

  it('arrow keys move round the ends, Home and End go to the first and the last, with the focus', () => {
    render(<Sections />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toBe('History');
    expect(document.activeElement?.textContent).toBe('History');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('Positions');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toBe('History');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toBe('Positions');
    fireEvent.keyDown(list, { key: 'a' });
    expect(selected()).toBe('Positions');
  });

  it('opened on its first tab, reads no box in the commit: the row is measured once laid out', () => {
    const read = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(<Sections />);
    // A box read in the render's commit forces the browser to lay out the whole new screen.
    expect(read).not.toHaveBeenCalled();
    observers.forEach((report) => report());
    expect(read).toHaveBeenCalled();
    read.mockRestore();
  });
});
