import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REFRESH_THRESHOLD } from '../../config/ui-constants';
import './refresh.css';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The head's height while refreshing, px. */
export const REFRESH_HEAD_HEIGHT = 40;
/** "Updated" stays this long before the head closes (ms). */
const COMPLETE_DELAY_MS = 500;
/** The farthest the head can be pulled, px: five heads. */
const PULL_REACH = REFRESH_HEAD_HEIGHT * 5;

/**
 * The head's height for a finger moved `distance` px down: half the distance at first, ever
 * less as it nears PULL_REACH (antd-mobile's rubberband, whose feel users know).
 */
export const pulledHeight = (distance: number): number =>
  distance <= 0 ? 0 : (distance * PULL_REACH * 0.5) / (PULL_REACH + 0.5 * distance);

/** Whether the touch began inside something scrolled down, where a pull scrolls instead. */
const scrolledDown = (target: EventTarget | null): boolean => {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return window.scrollY > 0;
};

/**
 * Pull to refresh (seed section 9: past 45 px a release refreshes, earlier it aborts). The
 * head follows the finger directly, off React's render: a pull is a frame's style change, not a
 * page render. It replaces antd-mobile's PullToRefresh, whose spring and gesture libraries
 * were a tenth of Home's first load (issue 29).
 */
export const Refreshable = ({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('pulling');
  const root = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const refresh = useEffectEvent(onRefresh);

  useEffect(() => {
    const element = root.current;
    const headElement = head.current;
    if (!element || !headElement) return;
    let startY: number | undefined;
    let pulling = false;
    let busy = false;
    let height = 0;
    let mounted = true;
    const setHeight = (value: number, glide: boolean) => {
      height = value;
      headElement.classList.toggle('refreshable-head-dragged', !glide);
      headElement.style.height = `${value}px`;
    };
    const run = async () => {
      busy = true;
      setHeight(REFRESH_HEAD_HEIGHT, true);
      setStatus('refreshing');
      try {
        await refresh();
        if (!mounted) return;
        setStatus('complete');
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_DELAY_MS));
      } catch {
        // A refresh that fails is shown by the lists it refetched; the head just closes.
      } finally {
        if (mounted) setHeight(0, true);
        busy = false;
      }
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (busy || event.touches.length !== 1 || !touch) return;
      startY = touch.clientY;
      pulling = false;
      setStatus('pulling');
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === undefined || busy || !touch) return;
      const distance = touch.clientY - startY;
      if (!pulling) {
        if (distance <= 0 || scrolledDown(event.target)) {
          startY = undefined;
          return;
        }
        pulling = true;
      }
      // The page does not scroll or bounce under a pull.
      if (event.cancelable) event.preventDefault();
      setHeight(pulledHeight(distance), false);
      setStatus(height > REFRESH_THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      startY = undefined;
      if (!pulling) return;
      pulling = false;
      if (height > REFRESH_THRESHOLD) void run();
      else setHeight(0, true);
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      mounted = false;
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = {
    pulling: t('common.pulling'),
    canRelease: t('common.canRelease'),
    refreshing: t('common.refreshing'),
    complete: t('common.refreshed'),
  }[status];
  return (
    <div className="refreshable" ref={root}>
      <div className="refreshable-head" ref={head}>
        <div
          className="refreshable-head-content"
          style={{ height: REFRESH_HEAD_HEIGHT }}
          aria-live="polite"
        >
          {text}
        </div>
      </div>
      {children}
    </div>
  );
};
