import Link from '../link'
import type { Chrome } from '@/content/chrome'
import type { FestivalPhase } from '@/programme/festival/phase'
import { AccountLink } from './account-link.client'
import { menuFor } from '@/programme/festival/phase-menu'

// The default layout's header. Static: the signed-in state is filled in on the client by
// AccountLink, so public pages stay cacheable.
//
// On a phone the header is the brand and a Menu button; the navigation is a popover the button
// opens (the browser's own popover: no script, Escape and a tap outside close it, focus goes back
// to the button, and the button is announced as expanded or collapsed). From tablet width up the
// same navigation is laid out in the header as a row of links (globals.css "page chrome"). A
// browser without popovers shows the navigation in place, as a row under the brand. Between
// festivals the centre's year-round pages lead the menu (./phase-menu.ts).

const MENU_ID = 'site-menu'

export function SiteHeader({ chrome, phase }: { chrome: Chrome; phase?: FestivalPhase }) {
  const menu = menuFor(chrome, phase)
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="brand">
          {chrome.title}
          {chrome.currentYear ? <small>{`Festival ${chrome.currentYear}`}</small> : null}
        </Link>
        <button type="button" className="menu-button button quiet" popoverTarget={MENU_ID}>
          Menu
        </button>
        <nav id={MENU_ID} className="site-nav" aria-label="Main" popover="auto">
          <ul>
            {menu.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
            <li>
              <AccountLink />
            </li>
          </ul>
          <button type="button" className="menu-close button quiet" popoverTarget={MENU_ID} popoverTargetAction="hide">
            Close menu
          </button>
        </nav>
      </div>
    </header>
  )
}
