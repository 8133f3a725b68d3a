import type { ReactNode } from 'react'
import { ContentImage, type ImageData } from './content-image'
import styles from './hero.module.css'

// The top of a festival's home: what (title), when (dates), the editors' intro and the hero image,
// with the page's main actions below. The image is the page's one eager image (largest paint).

export function FestivalHero({
  eyebrow,
  title,
  dates,
  intro,
  image,
  note,
  children,
}: {
  eyebrow?: string
  title: string
  dates?: string
  intro?: ReactNode
  image?: ImageData
  /** A line under the dates: the countdown before the weekend. */
  note?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className={styles.hero}>
      <div>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {dates ? <p className={styles.dates}>{dates}</p> : null}
        {note}
        {intro ? <div className="lede">{intro}</div> : null}
        {children ? <div className={`cluster ${styles.actions}`}>{children}</div> : null}
      </div>
      {image ? <ContentImage image={image} eager className={styles.image} /> : null}
    </header>
  )
}
