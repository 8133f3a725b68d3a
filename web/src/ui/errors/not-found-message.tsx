import Link from '../link'
import styles from './errors.module.css'
import { RequestedPath } from './requested-path.client'

// The 404 page's content ("Page Not Found"), inside whichever layout the path belongs to.

export function NotFoundMessage({ home = '/' }: { home?: string }) {
  return (
    <div className={styles.page} data-template="not-found">
      <p className="eyebrow">Error 404</p>
      <h1>Page Not Found</h1>
      <p className="lede">
        We couldn’t find <RequestedPath className={styles.path} />. It may have moved, or the address may be mistyped.
      </p>
      <p className={`cluster ${styles.actions}`}>
        <Link className="button" href={home}>
          Go to the home page
        </Link>
        <Link className="button secondary" href={home === '/' ? '/sites' : `${home}/sites`}>
          Browse the sites
        </Link>
      </p>
    </div>
  )
}
