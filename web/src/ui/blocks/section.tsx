import type { ReactNode } from 'react'
import styles from './blocks.module.css'

// The frame every block with a heading shares: a section named by its heading, so screen-reader
// users can jump between blocks.

export function BlockSection({ id, heading, kind, children }: { id: string; heading?: string | null; kind: string; children: ReactNode }) {
  const headingId = `${id}-heading`
  return (
    <section className={styles.block} data-block={kind} aria-labelledby={heading ? headingId : undefined}>
      {heading ? <h2 id={headingId}>{heading}</h2> : null}
      {children}
    </section>
  )
}
