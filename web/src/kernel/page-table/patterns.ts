import { ROUTES } from './table'

// The route table's patterns as regular expressions over a path: which route serves an address.

/** A Next-style pattern ([param] one segment, [...param] one or more, [[...param]] any) as a RegExp. */
export function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\.\w+\]\]$/.test(segment)) return '(?:/.*)?'
      if (/^\[\.\.\.\w+\]$/.test(segment)) return '/.+'
      if (/^\[\w+\]$/.test(segment)) return '/[^/]+'
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
    .join('')
  return new RegExp(`^${body || '/'}/?$`)
}

const TRANSLATED = ROUTES.filter((route) => route.translated).map((route) => patternToRegExp(route.pattern))

/** Whether the page at `path` (the default language's form, no query) speaks its address's language. */
export function isTranslatedPath(path: string): boolean {
  return TRANSLATED.some((re) => re.test(path))
}
