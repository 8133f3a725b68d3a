import type { Metadata } from 'next'
import Link from '../link'
import styles from './errors.module.css'

// The 403 page's content: signed in, but not with an account this page is for (another host's
// door, a staff page seen by a member or a host). Says what would work, and offers the ways out most visitors want.

/** The 403 page's title; never indexed. */
export const forbiddenMetadata: Metadata = { title: 'Not for this account', robots: { index: false, follow: false } }

export function ForbiddenMessage() {
  return (
    <div className={styles.page} data-template="forbidden">
      <p className="eyebrow">Error 403</p>
      <h1>Not for this account</h1>
      <p className="lede">
        This page is for another site’s hosts or for the centre’s staff. If it should be yours, sign in with the email address the centre
        has for you.
      </p>
      <p className={`cluster ${styles.actions}`}>
        <Link className="button" href="/my-ohc">
          Go to My OHC
        </Link>
        <Link className="button secondary" href="/">
          Go to the home page
        </Link>
      </p>
    </div>
  )
}
