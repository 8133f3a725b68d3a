// What the Studio's "new document" templates fill in, as pure functions of the settings and the
// festivals, so tests can check them without a Content Lake. templates.ts fetches the context.
import { DEFAULT_TIME_ZONE } from '@ohc/schemas/names'
import { derivedKey, suggestSaturday, titleForYear, weekendOf } from '@ohc/schemas/rollover'
import { isFestivalYear, isRecord } from '@ohc/schemas/rules'

/** Settings and the published festivals: everything the templates decide from. */
export const TEMPLATE_CONTEXT_QUERY = `{
  "settings": *[_id == "settings"][0]{title, currentYear, timeZone},
  "festivals": *[_type == "festival" && !(_id in path("drafts.**"))]{year, title, startDate}
}`

export interface TemplateContext {
  currentYear?: number
  timeZone?: string
  siteTitle?: string
  festivals: Array<{ year: number; title?: string; startDate?: string }>
}

/** Narrows the answer of TEMPLATE_CONTEXT_QUERY; anything missing is simply left out. */
export const templateContext = (answer: unknown): TemplateContext => {
  const settings = isRecord(answer) && isRecord(answer.settings) ? answer.settings : {}
  const festivals = isRecord(answer) && Array.isArray(answer.festivals) ? answer.festivals : []
  return {
    currentYear: isFestivalYear(settings.currentYear) ? settings.currentYear : undefined,
    timeZone: typeof settings.timeZone === 'string' ? settings.timeZone : undefined,
    siteTitle: typeof settings.title === 'string' ? settings.title : undefined,
    festivals: festivals.flatMap((festival) =>
      isRecord(festival) && isFestivalYear(festival.year)
        ? [
            {
              year: festival.year,
              title: typeof festival.title === 'string' ? festival.title : undefined,
              startDate: typeof festival.startDate === 'string' ? festival.startDate : undefined,
            },
          ]
        : [],
    ),
  }
}

/**
 * A new site taking part in `year`: one edition, marked new (a building entered for the first
 * time is new to the festival; untick it for a returning one), hours left for the hours editor.
 */
export const siteInYear = (year: number | undefined) =>
  year === undefined
    ? {}
    : {
        editions: [
          {
            _type: 'siteEdition',
            // Keys only need to be unique within the array, and this is its only item.
            _key: derivedKey(`new-site|${year}`),
            year,
            hours: [],
            membersOnly: false,
            memberPriority: false,
            newThisYear: true,
            reservationRequired: false,
          },
        ],
      }

export const eventInYear = (year: number | undefined, timeZone: string | undefined) => ({
  ...(year === undefined ? {} : { year }),
  timeZone: timeZone ?? DEFAULT_TIME_ZONE,
  membersOnly: false,
  cancelled: false,
})

export const festivalTourInYear = (year: number | undefined) => ({
  kind: 'festival',
  mode: 'site-tour',
  ...(year === undefined ? {} : { year }),
})

export const cityTour = () => ({ kind: 'city' })

/** The year after the latest festival (or the current year), titled and dated like the last one. */
export const nextFestival = ({ currentYear, festivals, siteTitle }: TemplateContext) => {
  const latest = [...festivals].sort((a, b) => b.year - a.year)[0]
  const year = Math.max(currentYear ?? 0, latest?.year ?? 0) + 1
  if (!isFestivalYear(year)) return {}
  const saturday = suggestSaturday(latest?.startDate, year)
  return {
    year,
    title: titleForYear(year, latest?.title, latest?.year, siteTitle),
    ...(saturday ? { startDate: saturday, endDate: weekendOf(saturday).sunday } : {}),
  }
}
