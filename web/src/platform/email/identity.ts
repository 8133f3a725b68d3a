import { pathIn } from '@/kernel/page-table/language-addresses'
import { languageFor, type Languages } from '@/platform/i18n/catalogues'

/**
 * Whose emails these are, from the settings: the site's title heads them, the centre signs them,
 * and each goes in one of the festival's languages (the reader's, else the default).
 */
export interface EmailIdentity {
  title: string
  centre: string
  languages: Languages
}

/** Who an email to `recipient` is from, to, and in which language (theirs if offered, else the default). */
export function envelopeOf(from: EmailIdentity, recipient: { email: string; language: string | null }) {
  return { from, to: recipient.email, language: languageFor(recipient.language, from.languages) }
}

/** An absolute link an email carries, to the page in the email's `language` (`/es/my-ohc/places`). */
export function emailLink(from: EmailIdentity, language: string, path: string, siteUrl: string): string {
  return new URL(pathIn(path, language, from.languages), siteUrl).toString()
}
