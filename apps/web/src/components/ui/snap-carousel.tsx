import { Children, useRef, useState, type ReactNode } from 'react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './snap-carousel.module.css';

/**
 * Full-width slides that scroll with the finger (CSS scroll snapping), with previous/next
 * buttons and dots that wrap around. No carousel library: the browser does the scrolling.
 */
export function SnapCarousel({
  label,
  previousLabel,
  nextLabel,
  slideLabel,
  children,
}: {
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of slide n (1-based) of total. */
  slideLabel: (n: number, total: number) => string;
  children: ReactNode;
}) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // the slide last asked for: a click during a running scroll counts from where it is heading
  const heading = useRef(0);

  const go = (index: number) => {
    const el = track.current;
    if (!el) return;
    const next = (index + slides.length) % slides.length;
    // in right-to-left pages scrollLeft runs from 0 to negative values
    const sign = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    heading.current = next;
    setCurrent(next);
    el.scrollTo({ left: sign * next * el.clientWidth, behavior: 'smooth' });
  };
  // where a scroll (a swipe, or one of ours) came to rest
  const onScrollEnd = () => {
    const el = track.current;
    if (!el) return;
    const at = Math.round(Math.abs(el.scrollLeft) / el.clientWidth);
    heading.current = at;
    setCurrent(at);
  };

  return (
    <section className={classes.root} aria-roledescription="carousel" aria-label={label}>
      <div ref={track} className={classes.track} onScrollEnd={onScrollEnd}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i + 1, slides.length)}
          >
            {slide}
          </div>
        ))}
      </div>
      <button
        type="button"
        className={`${classes.control} ${classes.previous}`}
        onClick={() => go(heading.current - 1)}
        aria-label={previousLabel}
      >
        <IconChevronLeft size={20} className="flip-rtl" aria-hidden />
      </button>
      <button
        type="button"
        className={`${classes.control} ${classes.next}`}
        onClick={() => go(heading.current + 1)}
        aria-label={nextLabel}
      >
        <IconChevronRight size={20} className="flip-rtl" aria-hidden />
      </button>
      <div className={classes.dots}>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            className={classes.dot}
            aria-label={slideLabel(i + 1, slides.length)}
            aria-current={i === current}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
