'use client'

import { createContext, useCallback, useContext, type ReactNode } from 'react'
import { pathIn, type Languages } from '@/kernel/page-table/language-addresses'

// The page's language for the links below it: a link to a page of the site, written as the default
// language's path (/sites), leads to that page in the page's language (/es/sites). Set once, by
// the root layout, from the address.

interface PageLanguage {
  language: string
  languages: Languages
}

const LanguageContext = createContext<PageLanguage>({ language: 'en', languages: { default: 'en', others: [] } })

export function LanguageLinks({ language, languages, children }: PageLanguage & { children: ReactNode }) {
  return <LanguageContext value={{ language, languages }}>{children}</LanguageContext>
}

/** The page's language and the site's page languages. */
export function usePageLanguage(): PageLanguage {
  return useContext(LanguageContext)
}

/** A path of the site (default-language form) in the page's language; other links unchanged. One function per page. */
export function useLocalPath(): (href: string) => string {
  const { language, languages } = useContext(LanguageContext)
  return useCallback((href: string) => pathIn(href, language, languages), [language, languages])
}
