import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { RESIZE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS } from '../../config/ui-constants';
import { debounce } from '../../lib/ui/timing';
import { endSpace, revealActive, type TabExtent } from './tab-scroll';
import { tabIndexOf, tablistKeyHandler } from './tablist-keys';
import './section-tabs.css';

export interface SectionTab<K extends string> {
  readonly key: K;
  readonly title: ReactNode;
}

/**
 * Each tab's extent from the start of the list's content. From the boxes on screen, not
 * `offsetLeft`: that counts from the nearest positioned ancestor, which is the list only when
 * it sits at that ancestor's left edge (Markets' does; sign-in's, 22 px in, read its two tabs
 * as overflowing, and the row flipped between two layouts on every resize check).
 */
const extentsOf = (list: HTMLElement): TabExtent[] => {
  const origin = list.getBoundingClientRect().left - list.scrollLeft;
  return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
    const box = tab.getBoundingClientRect();
    return { start: box.left - origin, end: box.right - origin };
  });
};

/**
 * The app's one row of tabs, for whatever switches what a screen shows below it: Markets' tabs,
 * Trade's sections, sign-in's email or phone, a watchlist among several. A tablist of buttons;
 * arrow keys (round the ends), Home and End move the choice and the focus. A row wider than the
 * screen scrolls, always rests with a whole label at its left edge, fades where more labels
 * follow, and brings the chosen tab into view without centring it (antd's Tabs centred it,
 * cutting "World Indices" off as soon as a later tab was chosen, and slid its underline with a
 * spring library that was 27 KB of Trade's and sign-in's first loads: issue 29).
 */
export const SectionTabs = <K extends string>({
  tabs,
  activeKey,
  onChange,
  label,
  className,
}: {
  tabs: readonly SectionTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  label?: string;
  className?: string;
}) => {
  const listRef = useRef<HTMLDivElement>(null);
  const placed = useRef(false);
  const [space, setSpace] = useState(0);
  const [moreRight, setMoreRight] = useState(false);
  const active = tabs.findIndex((tab) => tab.key === activeKey);

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
  // First measured when the observer first reports, after the browser's own layout and before
  // the paint: measured here, in the commit, it forced a layout of the whole new screen inside
  // the first render's task (120 ms of Trade's at 4x CPU, bench:profile).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    let reported = false;
    const observer = new ResizeObserver(() => {
      if (reported) measureAfterResize();
      else measure();
      reported = true;
    });
    observer.observe(list);
    for (const tab of list.querySelectorAll('[role="tab"]')) observer.observe(tab);
    return () => observer.disconnect();
  }, [tabs.length, measure, measureAfterResize]);

  // In the commit, so the first frame already shows the chosen tab (no jump after the paint).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // A row opened on its first tab shows it already: nothing to read, so no layout forced.
    if (!placed.current && active === 0) {
      placed.current = true;
      return;
    }
    const left = revealActive(extentsOf(list), active, list.clientWidth, list.scrollLeft);
    if (left !== list.scrollLeft)
      list.scrollTo({ left, behavior: placed.current ? 'smooth' : 'instant' });
    placed.current = true;
  }, [active, space]);

  const onKeyDown = tablistKeyHandler(tabs, active, (tab) => onChange(tab.key));

  return (
    <div className={`section-tabs ${className ?? ''} ${moreRight ? 'more-right' : ''}`}>
      <div
        ref={listRef}
        className="section-tabs-list"
        role="tablist"
        aria-label={label}
        onScroll={() => measureAfterScroll()}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={tab.key === activeKey}
            tabIndex={tabIndexOf(index, active)}
            className="section-tab"
            onClick={() => onChange(tab.key)}
          >
            <span className="section-tab-title">{tab.title}</span>
          </button>
        ))}
        <span className="section-tabs-end" style={{ width: space }} aria-hidden="true" />
      </div>
    </div>
  );
};
