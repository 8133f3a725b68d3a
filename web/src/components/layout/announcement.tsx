import Link from 'next/link'
import type { Chrome } from '@/content/chrome'

export function Announcement({ chrome }: { chrome: Chrome }) {
  const a = chrome.announcement
  if (!a?.enabled || !a.message) return null
  // A landmark of its own: it sits above the header, and axe wants all content inside landmarks.
  return (
    <aside className="announcement" aria-label="Announcement">
      {a.href ? <Link href={a.href}>{a.message}</Link> : a.message}
    </aside>
  )
}
