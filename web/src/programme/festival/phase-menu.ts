import { isBetweenFestivals, isPast, type FestivalPhase } from './phase'

// The header's menu for where the festival stands. From the programme to the weekend it is the
// editors' menu. Between festivals (announced, over) the centre's year-round pages lead, and the
// festival's own links point to its home (the recap once it is over) and the archive.

/** A menu link as the settings give it (the content's record matches it). */
export interface MenuItem {
  label: string
  href: string
}

/** What the menu is made from: the editors' main menu and the festival's year. */
export interface MenuSettings {
  mainMenu: readonly MenuItem[]
  currentYear?: number | null
}

export const CENTRE_MENU: MenuItem[] = [
  { label: 'Visit', href: '/visit' },
  { label: 'Tickets', href: '/visit/buy-center-tickets' },
  { label: 'Exhibitions', href: '/exhibitions' },
  { label: 'Programs', href: '/programs-events' },
]

export function menuFor(chrome: MenuSettings, phase: FestivalPhase | undefined): MenuItem[] {
  const menu = chrome.mainMenu.filter((item) => item.href !== '/my-ohc')
  if (!phase || !isBetweenFestivals(phase)) return menu
  const name = chrome.currentYear ? `Festival ${chrome.currentYear}` : 'The festival'
  const festival: MenuItem[] = [
    { label: isPast(phase) ? `${name} recap` : name, href: '/' },
    { label: 'Archive', href: '/archive' },
  ]
  const membership = menu.filter((item) => item.href === '/memberships')
  return [...CENTRE_MENU, ...festival, ...membership]
}
