'use client'

import Link from '../link'
import { usePathname } from 'next/navigation'
import { loginHrefFor } from '@/visitors/auth/login-link'
import { useSession } from '@/visitors/auth/session.client'
import styles from './account-link.module.css'
import { splitLanguage } from '@/kernel/page-table/language-addresses'
import { usePageLanguage } from '../language/language-links.client'

// The header's account entry, filled in on the client from the shared session store so public
// pages stay static: "Sign in" (back to this page afterwards) or "My OHC" with the member's name.
// Its box keeps one width in every state, so the header does not shift when the session arrives.

/** The two labels in the page's language (the catalogue's `chrome` words, from the header). */
export function AccountLink({ words }: { words: { signIn: string; myOhc: string } }) {
  const pathname = usePathname()
  const { languages } = usePageLanguage()
  // The page's path without its language: Sign in comes back to the page as it is (/es/sites).
  const here = splitLanguage(pathname, languages).path
  const session = useSession()
  if (session.status === 'loading') {
    return (
      <span className={styles.slot} aria-hidden="true">
        <span className={styles.placeholder}>{words.myOhc}</span>
      </span>
    )
  }
  if (!session.user) {
    return (
      <span className={styles.slot}>
        <Link href={here.startsWith('/login') ? '/login' : loginHrefFor(pathname)} data-account="signed-out">
          {words.signIn}
        </Link>
      </span>
    )
  }
  const name = session.user.name.trim()
  return (
    <span className={styles.slot}>
      <Link href="/my-ohc" data-account="signed-in" aria-current={here === '/my-ohc' ? 'page' : undefined}>
        {words.myOhc}
        {name ? <span className={styles.name}>{name}</span> : null}
      </Link>
    </span>
  )
}
