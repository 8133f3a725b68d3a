import { TOUR_MODES } from '@ohc/schemas/names'
import { wordsIn } from '@/platform/i18n/catalogues'

// Visitor-facing words for stored option values: an event's category in the page's language (the
// catalogue's `events.category`, English when not given), a tour's mode from the shared list.

const modeTitles = new Map<string, string>(TOUR_MODES.map((m) => [m.value, m.title]))

export function eventCategoryTitle(value: string, language?: string): string {
  const t = wordsIn(language, 'events')
  const key = `category.${value}` as 'category.talk'
  return t.has(key) ? t(key) : value
}

export const tourModeTitle = (value: string) => modeTitles.get(value) ?? value
