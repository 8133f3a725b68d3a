'use client'

import { Fragment } from 'react'
import Link from '../link'
import { usePageLanguage } from '../language/language-links.client'
import { fillParts } from '@/kernel/text/fill'
import styles from './errors.module.css'
import { RequestedPath } from './requested-path.client'

// The 404 page's words in the page's language, from every language's given (not-found-message.tsx).

interface Words {
  eyebrow: string
  title: string
  /** With {path}: the address not found. */
  lede: string
  home: string
  sites: string
}

export function NotFoundWords({ words, home, sites }: { words: Record<string, Words>; home: string; sites: string }) {
  const { language, languages } = usePageLanguage()
  const t = words[language] ?? words[languages.default] ?? words.en!
  return (
    <div className={styles.page} data-template="not-found" lang={language}>
      <p className="eyebrow">{t.eyebrow}</p>
      <h1>{t.title}</h1>
      <p className="lede">
        {fillParts(t.lede, { path: <RequestedPath className={styles.path} /> }).map((part, i) => (
          <Fragment key={i}>{part}</Fragment>
        ))}
      </p>
      <p className={`cluster ${styles.actions}`}>
        <Link className="button" href={home}>
          {t.home}
        </Link>
        <Link className="button secondary" href={sites}>
          {t.sites}
        </Link>
      </p>
    </div>
  )
}
