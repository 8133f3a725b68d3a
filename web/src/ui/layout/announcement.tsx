import Link from '../link'
import type { Chrome } from '@/content/chrome'
import { bannerShown } from '@/programme/festival/banner-window'
import { now } from '@/platform/clock'

// The editors' banner, while switched on and within its dates. Decided when the page renders:
// pages are static and revalidate (the home page every minute), so a banner appears or goes
// within a page's revalidation period of its dates, and the pages stay cacheable.
// A landmark of its own (complementary), so nothing on the page sits outside one (axe "region").
/** `label`: the landmark's name in the page's language; `contentLang`: the default language, when not the page's: an untranslated message's. */
export function Announcement({ chrome, label, contentLang }: { chrome: Chrome; label: string; contentLang?: string }) {
  const a = chrome.announcement
  if (!a?.message || !bannerShown(a, now())) return null
  return (
    <aside className="announcement" aria-label={label}>
      <p lang={a.translated ? undefined : contentLang}>{a.href ? <Link href={a.href}>{a.message}</Link> : a.message}</p>
    </aside>
  )
}
