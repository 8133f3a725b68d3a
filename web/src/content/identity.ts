import { cache } from 'react'
import { DISTANCE_UNITS, type DistanceUnit } from '@ohc/schemas/names'
import { isCountryCode, isCurrency, isLanguageTag } from '@ohc/schemas/rules'
import { DEFAULT_TIME_ZONE } from '@/kernel/time'
import { FALLBACK_TITLE } from './fallback-title'
import { getSettings, type Settings } from './settings'

// Who runs the festival and where, as the settings say: the code names no city, centre or
// currency of its own. What must work when the content cannot be read (a sign-in email, an error
// page) gets the fallback of each part, never a failure.

export interface Identity {
  /** The site's title, e.g. "Open House Helsinki". */
  title: string
  /** The centre that runs the festival: signs the emails, names the organiser to search engines. */
  centre: string
  /** Where the festival is, for search engines; each part absent when the settings leave it empty. */
  place: { city?: string; region?: string; country?: string }
  timeZone: string
  units: DistanceUnit
  /** ISO 4217, for prices. */
  currency: string
  /** The site's language and the others it is offered in (BCP 47 tags). */
  languages: { default: string; others: string[] }
  /** The default language as Open Graph writes a locale: en_US, pt_BR, or the language alone. */
  ogLocale: string
}

/** "en" and "US" → "en_US"; "pt-BR" → "pt_BR"; a language with neither region nor country stays as it is. */
export function ogLocaleOf(language: string, country: string | undefined): string {
  const [lang, region] = language.split('-')
  const where = region && /^[A-Z]{2}$/.test(region) ? region : country
  return where ? `${lang}_${where}` : (lang ?? language)
}

const UNITS = new Set<string>(DISTANCE_UNITS.map((u) => u.value))

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined

/** The identity the settings give, each unusable or empty part replaced by its fallback. */
export function identityOf(settings: Partial<Settings> | null): Identity {
  const title = text(settings?.title) ?? FALLBACK_TITLE
  const main = settings?.languages?.default
  const language = isLanguageTag(main) ? main : 'en'
  const country = isCountryCode(settings?.country) ? settings.country : undefined
  return {
    title,
    centre: text(settings?.centreName) ?? title,
    place: {
      city: text(settings?.city),
      region: text(settings?.region),
      country,
    },
    timeZone: settings?.timeZone ?? DEFAULT_TIME_ZONE,
    units: UNITS.has(settings?.units ?? '') ? (settings?.units as DistanceUnit) : 'km',
    currency: isCurrency(settings?.currency) ? settings.currency : 'USD',
    languages: {
      default: language,
      others: [...new Set(settings?.languages?.others ?? [])].filter((l) => isLanguageTag(l) && l !== language),
    },
    ogLocale: ogLocaleOf(language, country),
  }
}

/** The festival's identity, once per render; the fallbacks when the settings cannot be read. */
export const getIdentity = cache(async (): Promise<Identity> => identityOf(await getSettings().catch(() => null)))
