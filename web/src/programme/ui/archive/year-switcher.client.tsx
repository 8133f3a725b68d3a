'use client'

import Link from '@/ui/link'
import { usePathname } from 'next/navigation'

// The switcher's links, marking the page being shown (the layout is shared by every archive page
// and does not know which one it wraps; the browser's path does).

export function YearSwitcherLinks({ links }: { links: { href: string; label: string }[] }) {
  const pathname = usePathname()
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
        {link.label}
      </Link>
    </li>
  ))
}
