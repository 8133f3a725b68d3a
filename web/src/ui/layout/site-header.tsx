import Link from '../link'
import type { Chrome } from '@/content/chrome'
import type { FestivalPhase } from '@/programme/festival/phase'
import { AccountLink } from './account-link.client'
import { menuFor } from '@/programme/festival/phase-menu'
import type { Words } from '@/platform/i18n/catalogues'
import { LanguageSwitch } from '../language/language-switch.client'

// The default layout's header. Static: the signed-in state is filled in on the client by
// AccountLink, so public pages stay cacheable.
//
// On a phone the header is the brand and a Menu button; the navigation is a popover the button
// opens (the browser's own popover: no script, Escape and a tap outside close it, focus goes back
// to the button, and the button is announced as expanded or collapsed). From tablet width up the
// same navigation is laid out in the header as a row of links (globals.css "page chrome"). A
// browser without popovers shows the navigation in place, as a row under the brand. Between
// festivals the centre's year-round pages lead the menu (./phase-menu.ts). The same page in the
// site's other languages is a link beside the brand (../language/language-switch.client.tsx).

const MENU_ID = 'site-menu'

/** `contentLang`: the default language, when it is not the page's (an untranslated menu label's); `languageNames`: each page language's name in itself. */
export function SiteHeader({
  chrome,
  phase,
  t,
  contentLang,
  languageNames,
}: {
  chrome: Chrome
  phase?: FestivalPhase
  t: Words<'chrome'>
  contentLang?: string
  languageNames: Record<string, string>
}) {
  const menu = menuFor(chrome, phase, {
    visit: t('between.visit'),
    tickets: t('between.tickets'),
    exhibitions: t('between.exhibitions'),
    programs: t('between.programs'),
    festival: (year) => t('between.festival', { year: String(year) }),
    theFestival: t('between.theFestival'),
    recap: (name) => t('between.recap', { name }),
    archive: t('between.archive'),
  })
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="brand">
          {chrome.title}
          {chrome.currentYear ? <small>{t('festivalYear', { year: String(chrome.currentYear) })}</small> : null}
        </Link>
        <LanguageSwitch label={t('languages')} names={languageNames} />
        <button type="button" className="menu-button button quiet" popoverTarget={MENU_ID}>
          <span className="menu-label">{t('menu')}</span>
        </button>
        <nav id={MENU_ID} className="site-nav" aria-label={t('mainNavigation')} popover="auto">
          <ul>
            {menu.map((item) => (
              <li key={item.href}>
                <Link href={item.href} lang={item.translated ? undefined : contentLang}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <AccountLink words={{ signIn: t('signIn'), myOhc: t('myOhc') }} />
            </li>
          </ul>
          <button type="button" className="menu-close button quiet" popoverTarget={MENU_ID} popoverTargetAction="hide">
            {t('closeMenu')}
          </button>
        </nav>
      </div>
    </header>
  )
}
