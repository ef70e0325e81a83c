import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './carousel.css';

export type CarouselSlide = { key: string; content: ReactNode };

/** Scroll events come every frame while the track moves; this long without one, it is still. */
const SETTLE_MS = 120;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls the track to the slide at `place` (0 and the last are the copies). */
const goTo = (track: HTMLElement, place: number, smooth: boolean) => {
  const target = track.children[place];
  if (target instanceof HTMLElement)
    track.scrollTo({ left: target.offsetLeft, behavior: smooth ? 'smooth' : 'auto' });
};

/** The place in view: the nearest whole slide. */
const placeOf = (track: HTMLElement) =>
  track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;

/**
 * Slides that turn by themselves every `intervalMs` and by a finger, endlessly in both
 * directions: a CSS scroll-snap track, so the swipe is the browser's own scrolling. The track
 * holds a copy of the last slide before the first and of the first after the last; once it
 * comes to rest on a copy it is put, without motion, on the slide copied. Autoplay waits while
 * a finger is on the track, for a full interval after it lifts, while the track has the focus
 * (arrow keys turn it then) and while the page is hidden.
 * It replaces antd-mobile's Swiper, whose spring and gesture libraries were a tenth of Home's
 * first load (issue 29).
 */
export const Carousel = ({
  slides,
  intervalMs,
  label,
}: {
  slides: readonly CarouselSlide[];
  intervalMs: number;
  label: string;
}) => {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const lastTouch = useRef({ touching: false, at: 0 });
  const count = slides.length;
  const loops = count > 1;
  const places = loops ? [...slides.slice(-1), ...slides, ...slides.slice(0, 1)] : slides;

  useLayoutEffect(() => {
    const element = track.current;
    if (!element || !loops) return;
    // The first slide, not its copy, is shown first: put in place just before the first frame
    // paints. Not here in the commit, where reading the slide's place laid the whole page out
    // once more than the frame does (168 of the 565 samples of Home's longest first-load task in
    // a bench:profile trace at 4× CPU).
    const frame = requestAnimationFrame(() => goTo(element, 1, false));
    return () => cancelAnimationFrame(frame);
  }, [loops]);

  useEffect(() => {
    const element = track.current;
    if (!element || !loops) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setCurrent((placeOf(element) - 1 + count) % count);
      clearTimeout(settle);
      settle = setTimeout(() => {
        const place = placeOf(element);
        if (place === 0) goTo(element, count, false);
        if (place === count + 1) goTo(element, 1, false);
      }, SETTLE_MS);
    };
    const autoplay = setInterval(() => {
      const { touching, at } = lastTouch.current;
      const focused = element.contains(document.activeElement);
      if (touching || focused || document.hidden || Date.now() - at < intervalMs) return;
      goTo(element, placeOf(element) + 1, !prefersReducedMotion());
    }, intervalMs);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
      clearInterval(autoplay);
    };
  }, [count, loops, intervalMs]);

  const touch = (touching: boolean) => () => {
    lastTouch.current = { touching, at: Date.now() };
  };
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div
        className="carousel-track"
        ref={track}
        // Focusable, so arrow keys turn it as they scroll any scroller; autoplay waits meanwhile.
        tabIndex={0}
        onTouchStart={touch(true)}
        onTouchEnd={touch(false)}
        onTouchCancel={touch(false)}
      >
        {places.map((slide, place) => {
          const copy = loops && (place === 0 || place === count + 1);
          return (
            <div
              className="carousel-slide"
              key={copy ? `copy-${slide.key}` : slide.key}
              aria-hidden={copy || undefined}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      {loops && (
        <div className="carousel-dots" aria-hidden="true">
          {slides.map((slide, index) => (
            <span
              key={slide.key}
              className={index === current ? 'carousel-dot carousel-dot-current' : 'carousel-dot'}
            />
          ))}
        </div>
      )}
    </section>
  );
};
