'use client'

import { usePathname } from 'next/navigation'
import type { SyntheticEvent } from 'react'
import { pathIn, splitLanguage } from '@/kernel/page-table/language-addresses'
import { usePageLanguage } from './language-links.client'

// The header's way to the same page in the site's other languages: the address with its language
// swapped, the query (a list's filters) kept. A page whose slug differs by language (a translated
// event's) names its address in each language in its head (hreflang): the link follows that one. Each link is named in its own language and marked
// with it, so a screen reader says "Español" as Spanish; a phone shows its tag ("ES"). The names
// come from the server (Intl's), and the query is added as the link is about to be followed
// (pointed at, focused, clicked), so the island carries neither a names table nor the router's
// search-params hook.

/** The page's own address in the link's language, and the current query, set on the link before the browser follows it. */
function withQuery(event: SyntheticEvent<HTMLAnchorElement>) {
  const link = event.currentTarget
  const url = new URL(link.href)
  const alternate = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${link.hreflang}"]`)
  // Only the path: the head's addresses carry the configured site's origin, which a preview or a
  // local server does not have.
  if (alternate) url.pathname = new URL(alternate.href).pathname
  url.search = window.location.search
  link.href = url.href
}

export function LanguageSwitch({ label, names }: { label: string; names: Record<string, string> }) {
  const { language, languages } = usePageLanguage()
  const { path } = splitLanguage(usePathname(), languages)
  const others = [languages.default, ...languages.others].filter((l) => l !== language)
  if (others.length === 0) return null
  return (
    <ul className="language-switch" aria-label={label}>
      {others.map((other) => (
        <li key={other}>
          <a
            href={pathIn(path, other, languages)}
            hrefLang={other}
            lang={other}
            data-language={other}
            onPointerDown={withQuery}
            onFocus={withQuery}
            onClick={withQuery}
          >
            <span className="language-tag" aria-hidden="true">
              {other.toUpperCase()}
            </span>
            <span className="language-name">{names[other] ?? other}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
