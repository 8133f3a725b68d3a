import Link from '@/ui/link'
import styles from '@/ui/errors/errors.module.css'
import { MY_OHC_UNAVAILABLE_MESSAGE } from '@/platform/errors/unavailable-page'

// What a signed-in visitor reads instead of My OHC while the app database is out of reach.

export function UnavailableMessage({ home = '' }: { home?: '' | '/iframe' }) {
  return (
    <div className={styles.page} data-template="my-ohc-unavailable">
      <p className="eyebrow">Error 503</p>
      <h1>My OHC is unavailable</h1>
      <p className="lede" role="alert">
        {MY_OHC_UNAVAILABLE_MESSAGE}
      </p>
      <p className={`cluster ${styles.actions}`}>
        {/* A full load: trying again starts the account page afresh. */}
        <a className="button" href={`${home}/my-ohc`}>
          Try again
        </a>
        <Link className="button secondary" href={home || '/'}>
          Go to the home page
        </Link>
      </p>
    </div>
  )
}
