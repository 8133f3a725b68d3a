import Link from '../link'
import type { Chrome } from '@/content/chrome'

export function SiteFooter({ chrome }: { chrome: Chrome }) {
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
          <h2 id="footer-more">More</h2>
          <ul>
            {chrome.footerMenu.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {chrome.socialLinks.length > 0 ? (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social">Follow us</h2>
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
