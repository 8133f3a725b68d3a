import Link from '../link'
import type { Chrome } from '@/content/chrome'
import type { Words } from '@/platform/i18n/catalogues'

/** `contentLang`: the default language, when it is not the page's: an untranslated menu label's. */
export function SiteFooter({ chrome, t, contentLang }: { chrome: Chrome; t: Words<'chrome'>; contentLang?: string }) {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{chrome.title}</h2>
          {chrome.address ? <p style={{ whiteSpace: 'pre-line' }}>{chrome.address}</p> : null}
          {chrome.phone ? <p>{chrome.phone}</p> : null}
          {chrome.contactEmail ? (
            <p>
              <a href={`mailto:${chrome.contactEmail}`}>{chrome.contactEmail}</a>
            </p>
          ) : null}
        </section>
        <nav aria-labelledby="footer-more">
          <h2 id="footer-more">{t('more')}</h2>
          <ul>
            {chrome.footerMenu.map((item) => (
              <li key={item.href}>
                <Link href={item.href} lang={item.translated ? undefined : contentLang}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {chrome.socialLinks.length > 0 ? (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social">{t('followUs')}</h2>
            <ul>
              {chrome.socialLinks.map((item) => (
                <li key={item.url}>
                  <a href={item.url}>{item.platform}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  )
}
