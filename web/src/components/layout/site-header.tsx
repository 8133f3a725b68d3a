import Link from '@/components/link'
import type { Chrome } from '@/content/chrome'
import { AccountLink } from './account-link.client'

// The default layout's header. Static: the signed-in state is filled in on the client by
// AccountLink, so public pages stay cacheable.

export function SiteHeader({ chrome }: { chrome: Chrome }) {
  const menu = chrome.mainMenu.filter((item) => item.href !== '/my-ohc')
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="brand">
          {chrome.title}
          {chrome.currentYear ? <small>Festival {chrome.currentYear}</small> : null}
        </Link>
        <nav className="site-nav" aria-label="Main">
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
        </nav>
      </div>
    </header>
  )
}
