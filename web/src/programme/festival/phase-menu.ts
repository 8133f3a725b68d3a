import { isBetweenFestivals, isPast, type FestivalPhase } from './phase'

// The header's menu for where the festival stands. From the programme to the weekend it is the
// editors' menu. Between festivals (announced, over) the centre's year-round pages lead, and the
// festival's own links point to its home (the recap once it is over) and the archive: those
// labels are the site's words, in the page's language.

/** A menu link as the settings give it (the content's record matches it). */
export interface MenuItem {
  label: string
  href: string
  /** The label is in the page's language: translated in the settings, or the site's own words. */
  translated?: boolean | null
}

/** What the menu is made from: the editors' main menu and the festival's year. */
export interface MenuSettings {
  mainMenu: readonly MenuItem[]
  currentYear?: number | null
}

/** The between-festivals menu's labels in the page's language (the catalogue's `chrome.between`). */
export interface BetweenWords {
  visit: string
  tickets: string
  exhibitions: string
  programs: string
  /** "Festival {year}" */
  festival: (year: number) => string
  theFestival: string
  /** "{name} recap" */
  recap: (name: string) => string
  archive: string
}

export function menuFor(chrome: MenuSettings, phase: FestivalPhase | undefined, words: BetweenWords): MenuItem[] {
  const menu = chrome.mainMenu.filter((item) => item.href !== '/my-ohc')
  if (!phase || !isBetweenFestivals(phase)) return menu
  const ours = (label: string, href: string): MenuItem => ({ label, href, translated: true })
  const name = chrome.currentYear ? words.festival(chrome.currentYear) : words.theFestival
  const centre = [
    ours(words.visit, '/visit'),
    ours(words.tickets, '/visit/buy-center-tickets'),
    ours(words.exhibitions, '/exhibitions'),
    ours(words.programs, '/programs-events'),
  ]
  const festival = [ours(isPast(phase) ? words.recap(name) : name, '/'), ours(words.archive, '/archive')]
  const membership = menu.filter((item) => item.href === '/memberships')
  return [...centre, ...festival, ...membership]
}
