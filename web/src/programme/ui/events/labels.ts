import { wordsIn } from '@/platform/i18n/catalogues'

// Visitor-facing words for stored option values: an event's category in the page's language (the
// catalogue's `events.category`, English when not given), a tour's mode (`tour.mode`) likewise.

export function eventCategoryTitle(value: string, language?: string): string {
  const t = wordsIn(language, 'events')
  const key = `category.${value}` as 'category.talk'
  return t.has(key) ? t(key) : value
}

export function tourModeTitle(value: string, language?: string): string {
  const t = wordsIn(language, 'tour')
  const key = `mode.${value}` as 'mode.bus'
  return t.has(key) ? t(key) : value
}
