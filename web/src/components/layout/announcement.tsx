import Link from 'next/link'
import type { Chrome } from '@/content/chrome'

export function Announcement({ chrome }: { chrome: Chrome }) {
  const a = chrome.announcement
  if (!a?.enabled || !a.message) return null
  return <p className="announcement">{a.href ? <Link href={a.href}>{a.message}</Link> : a.message}</p>
}
