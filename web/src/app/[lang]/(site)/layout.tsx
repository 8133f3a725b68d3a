import type { ReactNode } from 'react'
import { SiteChrome } from '@/ui/layout/site-chrome'
import { getChrome } from '@/content/chrome'
import { isPreview } from '@/content/preview'
import { readFestivalMoment } from '@/content/festival-phase'
import { contentLang, pageLanguage, pageLanguages } from '@/content/page-language'
import { languageFor } from '@/platform/i18n/catalogues'

// The default layout: header, footer, skip link and the <main> landmark (pages render inside it,
// never a <main> of their own). Every public page outside /iframe uses it. The menu follows the
// festival's phase; without it (the content unreadable) it is the editors' menu. Its words are in
// the page's language.

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const draft = await isPreview()
  const [language, languages] = await Promise.all([pageLanguage(params), pageLanguages()])
  const [chrome, moment] = await Promise.all([
    getChrome({ draft, lang: await contentLang(language) }),
    readFestivalMoment(draft).catch(() => null),
  ])
  return (
    <SiteChrome
      chrome={chrome}
      phase={moment?.phase}
      language={languageFor(language, languages)}
      contentLanguage={languages.default}
      languages={languages}
    >
      {children}
    </SiteChrome>
  )
}
