import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './section-tabs.css';

export interface SectionTab<K extends string> {
  key: K;
  title: ReactNode;
}

/** The tab `step` places from `index`, round the ends (the tablist pattern's arrow keys). */
const wrap = (index: number, step: number, count: number) => (index + step + count) % count;

/**
 * A row of tabs that switches what a screen shows below it (Trade's sections, sign-in's email
 * or phone, a watchlist among several). Each is a button of the row's tablist; arrow keys,
 * Home and End move between them. A row wider than the screen scrolls, and the chosen tab is
 * brought into view. It replaces antd-mobile's Tabs, which carried its spring library (27 KB
 * gzipped) into the first load of Trade and sign-in to slide the underline (issue 29).
 */
export const SectionTabs = <K extends string>({
  tabs,
  activeKey,
  onChange,
  className,
}: {
  tabs: readonly SectionTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  className?: string;
}) => {
  const list = useRef<HTMLDivElement>(null);

  // After the paint, not in the commit: reading the row's widths there would lay the page out
  // once more inside a screen's first render.
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [activeKey]);

  const choose = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    onChange(tab.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === activeKey);
    const moves: Partial<Record<string, number>> = {
      ArrowRight: wrap(current, 1, tabs.length),
      ArrowLeft: wrap(current, -1, tabs.length),
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className={className ? `section-tabs ${className}` : 'section-tabs'}>
      <div className="section-tabs-list" role="tablist" ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={active ? 'section-tab section-tab-active' : 'section-tab'}
              onClick={() => onChange(tab.key)}
            >
              <span className="section-tab-title">{tab.title}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
};
