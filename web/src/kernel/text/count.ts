// "1 place", "3 places": a number with its noun in the right form, chosen by the language's own
// plural rules (Intl.PluralRules), so the words follow the language rather than `n === 1`. The
// forms are given per plural category; English has two (one, other).

export interface NounForms {
  one: string
  other: string
  /** Languages with more categories (few, many, two, zero) add them; English falls back to `other`. */
  few?: string
  many?: string
  two?: string
  zero?: string
}

const rulesByLocale = new Map<string, Intl.PluralRules>()
function rulesOf(locale: string, type: Intl.PluralRuleType = 'cardinal'): Intl.PluralRules {
  const key = `${type}:${locale}`
  let rules = rulesByLocale.get(key)
  if (!rules) rulesByLocale.set(key, (rules = new Intl.PluralRules(locale, { type })))
  return rules
}

/** The noun's form for `n` in `locale`. */
export function nounFor(n: number, forms: NounForms, locale = 'en'): string {
  const category = rulesOf(locale).select(n) as keyof NounForms
  return forms[category] ?? forms.other
}

/** `n` and its noun: "1 place", "2 places". */
export function count(n: number, forms: NounForms, locale = 'en'): string {
  return `${n.toLocaleString(locale)} ${nounFor(n, forms, locale)}`
}

/**
 * `n`'s place in an order, from forms by the language's ordinal categories ("{n}st", "{n}nd",
 * "{n}rd", "{n}th" in English; "{n}.º" in Spanish): "2nd on the waitlist".
 */
export function position(n: number, forms: NounForms, locale = 'en'): string {
  const form = forms[rulesOf(locale, 'ordinal').select(n) as keyof NounForms] ?? forms.other
  return form.replace('{n}', n.toLocaleString(locale))
}

/** The nouns the site counts, each written once. */
export const NOUNS = {
  place: { one: 'place', other: 'places' },
  person: { one: 'person', other: 'people' },
  site: { one: 'site', other: 'sites' },
  item: { one: 'item', other: 'items' },
  /** A point on a map: a site, a point of interest, a trail stop, an event's venue. */
  location: { one: 'location', other: 'locations' },
  event: { one: 'event', other: 'events' },
  /** A site, event, tour or trail stop at its time in a day's plan. */
  visit: { one: 'visit', other: 'visits' },
  tap: { one: 'tap', other: 'taps' },
  noShow: { one: 'no-show', other: 'no-shows' },
  undoneCheckIn: { one: 'check-in undone', other: 'check-ins undone' },
  entry: { one: 'entry', other: 'entries' },
  /** An entry placed by a ballot's draw. */
  winner: { one: 'winner', other: 'winners' },
} satisfies Record<string, NounForms>
