import { FESTIVAL_DAYS, SITE_CATEGORIES, WHEELCHAIR_ACCESS } from '@ohc/schemas/names'

// Visitor-facing words for stored values, from the shared option lists.

const titles = <V extends string>(list: readonly { value: V; title: string }[]) =>
  new Map<string, string>(list.map((o) => [o.value, o.title]))

export const CATEGORY_TITLES = titles(SITE_CATEGORIES)
export const DAY_TITLES = titles(FESTIVAL_DAYS)
export const WHEELCHAIR_TITLES = titles(WHEELCHAIR_ACCESS)

export const categoryTitle = (value: string) => CATEGORY_TITLES.get(value) ?? value
export const dayTitle = (value: string) => DAY_TITLES.get(value) ?? value
