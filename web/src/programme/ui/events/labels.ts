import { optionTitle } from '@/platform/i18n/catalogues'

// Visitor-facing words for stored option values: an event's category in the page's language (the
// catalogue's `events.category`, English when not given), a tour's mode (`tour.mode`) likewise.

export const eventCategoryTitle = (value: string, language?: string) => optionTitle(language, 'events', 'category', value)

export const tourModeTitle = (value: string, language?: string) => optionTitle(language, 'tour', 'mode', value)
