import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { RESIZE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS } from '../../../config/ui-constants';
import { debounce } from '../../../lib/ui/timing';
import { endSpace, revealActive, type TabExtent } from '../utils/tab-scroll';
import './market.css';

export interface MarketTabItem<K extends string> {
  readonly key: K;
  readonly title: ReactNode;
}

interface MarketTabsProps<K extends string> {
  readonly items: readonly MarketTabItem<K>[];
  readonly activeKey: K;
  readonly onChange: (key: K) => void;
  readonly label: string;
}

const extentsOf = (list: HTMLElement): TabExtent[] =>
  [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => ({
    start: tab.offsetLeft,
    end: tab.offsetLeft + tab.offsetWidth,
  }));

/**
 * The Markets tab bar: scrolls sideways when the labels do not fit, always rests with a whole
 * label at its left edge, and brings the active tab into view without centring it (antd's Tabs
 * centred it, cutting "World Indices" off as soon as a later tab was active).
 */
export const MarketTabs = <K extends string>({
  items,
  activeKey,
  onChange,
  label,
}: MarketTabsProps<K>) => {
  const listRef = useRef<HTMLDivElement>(null);
  const placed = useRef(false);
  const [space, setSpace] = useState(0);
  const [moreRight, setMoreRight] = useState(false);
  const active = items.findIndex((item) => item.key === activeKey);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setSpace(endSpace(extentsOf(list), list.clientWidth));
    setMoreRight(list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
  }, []);

  // Seed section 9: scroll handlers are debounced 200 ms, resize handlers 50 ms.
  const measureAfterScroll = useMemo(() => debounce(measure, SCROLL_DEBOUNCE_MS), [measure]);
  const measureAfterResize = useMemo(() => debounce(measure, RESIZE_DEBOUNCE_MS), [measure]);
  useEffect(
    () => () => {
      measureAfterScroll.cancel();
      measureAfterResize.cancel();
    },
    [measureAfterScroll, measureAfterResize],
  );

  // Labels change width with the language and the font; the room after the last tab follows.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    measure();
    const observer = new ResizeObserver(() => measureAfterResize());
    observer.observe(list);
    for (const tab of list.querySelectorAll('[role="tab"]')) observer.observe(tab);
    return () => observer.disconnect();
  }, [items.length, measure, measureAfterResize]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const left = revealActive(extentsOf(list), active, list.clientWidth, list.scrollLeft);
    if (left !== list.scrollLeft)
      list.scrollTo({ left, behavior: placed.current ? 'smooth' : 'instant' });
    placed.current = true;
  }, [active, space]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = items[active + step];
    if (step === 0 || !next) return;
    event.preventDefault();
    onChange(next.key);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[active + step]?.focus();
  };

  return (
    <div className={`market-tabs ${moreRight ? 'more-right' : ''}`}>
      <div
        ref={listRef}
        className="market-tabs-list"
        role="tablist"
        aria-label={label}
        onScroll={() => measureAfterScroll()}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={item.key === activeKey}
            tabIndex={item.key === activeKey ? 0 : -1}
            className="market-tab"
            onClick={() => onChange(item.key)}
          >
            <span className="market-tab-title">{item.title}</span>
          </button>
        ))}
        <span className="market-tabs-end" style={{ width: space }} aria-hidden="true" />
      </div>
    </div>
  );
};
