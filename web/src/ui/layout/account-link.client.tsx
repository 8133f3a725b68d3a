'use client'

import Link from '../link'
import { usePathname } from 'next/navigation'
import { loginHrefFor } from '@/visitors/auth/login-link'
import { useSession } from '@/visitors/auth/session.client'
import styles from './account-link.module.css'

// The header's account entry, filled in on the client from the shared session store so public
// pages stay static: "Sign in" (back to this page afterwards) or "My OHC" with the member's name.
// Its box keeps one width in every state, so the header does not shift when the session arrives.

export function AccountLink() {
  const pathname = usePathname()
  const session = useSession()
  if (session.status === 'loading') {
    return (
      <span className={styles.slot} aria-hidden="true">
        <span className={styles.placeholder}>My OHC</span>
      </span>
    )
  }
  if (!session.user) {
    return (
      <span className={styles.slot}>
        <Link href={loginHrefFor(pathname)} data-account="signed-out">
          Sign in
        </Link>
      </span>
    )
  }
  const name = session.user.name.trim()
  return (
    <span className={styles.slot}>
      <Link href="/my-ohc" data-account="signed-in" aria-current={pathname === '/my-ohc' ? 'page' : undefined}>
        My OHC
        {name ? <span className={styles.name}>{name}</span> : null}
      </Link>
    </span>
  )
}
