import Link from '../link'
import type { Chrome } from '@/content/chrome'

// A landmark of its own (complementary), so nothing on the page sits outside one (axe "region").
export function Announcement({ chrome }: { chrome: Chrome }) {
  const a = chrome.announcement
  if (!a?.enabled || !a.message) return null
  return (
    <aside className="announcement" aria-label="Announcement">
      <p>{a.href ? <Link href={a.href}>{a.message}</Link> : a.message}</p>
    </aside>
  )
}
