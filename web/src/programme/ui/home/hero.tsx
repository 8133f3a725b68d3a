import type { ReactNode } from 'react'
import { ContentImage, type ImageData } from './content-image'
import styles from './hero.module.css'

// The top of a festival's home: what (title), when (dates), the editors' intro and the hero image,
// with the page's main actions below. The image is the page's one eager image (largest paint).
// The title and intro are the editors' words: `contentLanguage` marks them when they are in
// another language than the page's.

export function FestivalHero({
  eyebrow,
  title,
  dates,
  intro,
  image,
  note,
  contentLanguage,
  children,
}: {
  eyebrow?: string
  title: string
  dates?: string
  intro?: ReactNode
  image?: ImageData
  /** A line under the dates: the countdown before the weekend. */
  note?: ReactNode
  contentLanguage?: string
  children?: ReactNode
}) {
  return (
    <header className={styles.hero}>
      <div>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 lang={contentLanguage}>{title}</h1>
        {dates ? <p className={styles.dates}>{dates}</p> : null}
        {note}
        {intro ? (
          <div className="lede" lang={contentLanguage}>
            {intro}
          </div>
        ) : null}
        {children ? <div className={`cluster ${styles.actions}`}>{children}</div> : null}
      </div>
      {image ? <ContentImage image={image} eager className={styles.image} /> : null}
    </header>
  )
}
