import { EVENT_CATEGORIES, TOUR_MODES } from '@ohc/schemas/names'

// Visitor-facing words for stored option values, from the shared lists.

const categoryTitles = new Map<string, string>(EVENT_CATEGORIES.map((c) => [c.value, c.title]))
const modeTitles = new Map<string, string>(TOUR_MODES.map((m) => [m.value, m.title]))

export const eventCategoryTitle = (value: string) => categoryTitles.get(value) ?? value
export const tourModeTitle = (value: string) => modeTitles.get(value) ?? value
