'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense } from 'react'
import { languageName } from '@/platform/i18n/language-name'
import { pathIn, splitLanguage } from '@/kernel/page-table/language-addresses'
import { usePageLanguage } from './language-links.client'

// The header's way to the same page in the site's other languages: the address with its language
// swapped, the query (a list's filters) kept. Each link is named in its own language and marked
// with it, so a screen reader says "Español" as Spanish; a phone shows its tag ("ES"). The server's HTML links the page without
// its query (a static page knows none); the browser adds it before anyone can follow the link.

function Links({ label, search }: { label: string; search: string }) {
  const { language, languages } = usePageLanguage()
  const { path } = splitLanguage(usePathname(), languages)
  const others = [languages.default, ...languages.others].filter((l) => l !== language)
  if (others.length === 0) return null
  return (
    <ul className="language-switch" aria-label={label}>
      {others.map((other) => (
        <li key={other}>
          <a href={`${pathIn(path, other, languages)}${search}`} hrefLang={other} lang={other} data-language={other}>
            {/* A phone's header has room for the tag alone ("ES"); a screen reader says the name. */}
            <span className="language-tag" aria-hidden="true">
              {other.toUpperCase()}
            </span>
            <span className="language-name">{languageName(other)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

function WithQuery({ label }: { label: string }) {
  const query = useSearchParams().toString()
  return <Links label={label} search={query ? `?${query}` : ''} />
}

export function LanguageSwitch({ label }: { label: string }) {
  return (
    <Suspense fallback={<Links label={label} search="" />}>
      <WithQuery label={label} />
    </Suspense>
  )
}
