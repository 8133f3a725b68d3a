import { describe, expect, it } from 'vitest'
import { menuFor, type BetweenWords } from './phase-menu'

const english: BetweenWords = {
  visit: 'Visit',
  tickets: 'Tickets',
  exhibitions: 'Exhibitions',
  programs: 'Programs',
  festival: (year) => `Festival ${year}`,
  theFestival: 'The festival',
  recap: (name) => `${name} recap`,
  archive: 'Archive',
}

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
      expect(hrefs(menuFor(chrome, phase, english))).toEqual(['/sites', '/events', '/memberships', '/archive'])
    }
  })

  it('between festivals leads with the centre, then the festival’s home and the archive', () => {
    const over = menuFor(chrome, 'over', english)
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
    expect(menuFor(chrome, 'next-announced', english)[4]?.label).toBe('Festival 2026 recap')
    expect(menuFor(chrome, 'announced', english)[4]?.label).toBe('Festival 2026')
    // The site's own labels are in the page's language; the editors' carry what the settings say.
    expect(over.filter((item) => item.href !== '/memberships').every((item) => item.translated)).toBe(true)
  })
})
