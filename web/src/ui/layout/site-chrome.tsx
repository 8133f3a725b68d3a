import type { ReactNode } from 'react'
import type { Chrome } from '@/content/chrome'
import type { FestivalPhase } from '@/programme/festival/phase'
import { languageName, wordsOf, type CatalogueLanguage, type Languages } from '@/platform/i18n/catalogues'
import { Announcement } from './announcement'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

// The default layout's frame around a page: skip link, announcement, header, the one <main>
// landmark, footer. Shared by the (site) layout and the root 404 page, which renders outside it.
// Its words are the catalogue's `chrome` in the page's language. The page inside <main> is in the
// default language until the page says its own (its outermost element's `lang`): a page whose
// words are not yet translated is then read out in the language it is written in. So is a menu
// label or the banner's message the settings give no translation for.

export function SiteChrome({
  chrome,
  phase,
  language,
  contentLanguage,
  languages,
  children,
}: {
  chrome: Chrome
  phase?: FestivalPhase
  /** The language of the page's address and of the chrome's words. */
  language: CatalogueLanguage
  /** The language the page's own words are in unless it says otherwise: the default language. */
  contentLanguage: string
  /** The languages that have pages, for the header's switch. */
  languages: Languages
  children: ReactNode
}) {
  const t = wordsOf(language, 'chrome')
  const contentLang = contentLanguage === language ? undefined : contentLanguage
  const languageNames = Object.fromEntries([languages.default, ...languages.others].map((l) => [l, languageName(l)]))
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Announcement chrome={chrome} label={t('announcement')} contentLang={contentLang} />
      <SiteHeader chrome={chrome} phase={phase} t={t} contentLang={contentLang} languageNames={languageNames} />
      <main id="main" tabIndex={-1} lang={contentLang}>
        {children}
      </main>
      <SiteFooter chrome={chrome} t={t} contentLang={contentLang} />
    </>
  )
}
