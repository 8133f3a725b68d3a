'use client'

import { Children, useRef, useState, type ReactNode } from 'react'
import styles from './blocks.module.css'

// An accessible carousel (WAI-ARIA APG, without rotation; a group, as the block's section is
// already the landmark): a scroll-snapping row of slides that
// works by swiping or scrolling even without JavaScript; previous/next buttons with labels;
// "n of m" kept current; no autoplay, so there is nothing to pause; smooth scrolling only when
// the visitor has not asked for reduced motion.

export function Carousel({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  // The slide a button is scrolling to: scroll events on the way there are not the visitor's
  // position, so they must not move the index (a second quick click would start from them).
  const target = useRef<number | null>(null)
  const slides = Children.toArray(children)

  const go = (next: number) => {
    const element = track.current
    if (!element || count === 0) return
    const slide = (next + count) % count
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.current = slide
    element.scrollTo({ left: slide * element.clientWidth, behavior: reduce ? 'auto' : 'smooth' })
    setIndex(slide)
  }
  const onScroll = () => {
    const element = track.current
    if (!element || element.clientWidth === 0) return
    const at = Math.round(element.scrollLeft / element.clientWidth)
    if (target.current !== null && at !== target.current) return
    target.current = null
    setIndex(at)
  }

  return (
    <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-label={label}>
      <div ref={track} className={styles.track} onScroll={onScroll} tabIndex={0} aria-label={`${label}: slides`}>
        {slides.map((slide, i) => (
          <div key={i} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="cluster">
          <button type="button" className="button secondary" onClick={() => go(index - 1)} aria-label="Previous slide">
            ‹ Previous
          </button>
          <span aria-live="polite">
            Slide {index + 1} of {count}
          </span>
          <button type="button" className="button secondary" onClick={() => go(index + 1)} aria-label="Next slide">
            Next ›
          </button>
        </div>
      ) : null}
    </div>
  )
}
