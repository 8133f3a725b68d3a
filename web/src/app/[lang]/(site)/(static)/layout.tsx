import type { ReactNode } from 'react'
import styles from './static-layout.module.css'

// The static layout of the centre's pages: inside the default layout's <main>, a
// single readable column for a hero and the page's blocks.

export default function StaticLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.static} data-layout="static">
      {children}
    </div>
  )
}
