import { describe, expect, it } from 'vitest'
import { menuFor } from './phase-menu'

const chrome = {
  currentYear: 2026,
  mainMenu: [
    { label: 'Sites', href: '/sites' },
    { label: 'Events', href: '/events' },
    { label: 'Membership', href: '/memberships' },
    { label: 'Archive', href: '/archive' },
    { label: 'My OHC', href: '/my-ohc' },
  ],
}

const hrefs = (items: { href: string }[]) => items.map((item) => item.href)

describe('menuFor', () => {
  it('is the editors’ menu from the programme to the weekend, and without a phase', () => {
    for (const phase of ['programme', 'weekend', undefined] as const) {
      expect(hrefs(menuFor(chrome, phase))).toEqual(['/sites', '/events', '/memberships', '/archive'])
    }
  })

  it('between festivals leads with the centre, then the festival’s home and the archive', () => {
    const over = menuFor(chrome, 'over')
    expect(hrefs(over)).toEqual([
      '/visit',
      '/visit/buy-center-tickets',
      '/exhibitions',
      '/programs-events',
      '/',
      '/archive',
      '/memberships',
    ])
    expect(over[4]?.label).toBe('Festival 2026 recap')
    expect(menuFor(chrome, 'next-announced')[4]?.label).toBe('Festival 2026 recap')
    expect(menuFor(chrome, 'announced')[4]?.label).toBe('Festival 2026')
  })
})
