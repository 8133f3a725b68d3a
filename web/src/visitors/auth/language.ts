import type { Kysely } from 'kysely'
import { withAuthTables } from '@/platform/db/auth-tables'
import type { Database } from '@/platform/db/schema'
import type { EmailIdentity } from '@/platform/email/identity'
import { choosableLanguages, languageName } from '@/platform/i18n/catalogues'
import { splitLanguage, type Languages } from '@/kernel/page-table/language-addresses'

// The language of a member's emails, kept on the account (better-auth's user table, `language`).
// A member chooses it in My OHC among the festival's languages that have words; anything else is
// refused before better-auth stores it. The sign-in link alone follows the page it was asked from
// when that page is in another language than the default (signInPageLanguage).

/** Why update-user should refuse this language, or undefined (no language in the body, or one offered). */
export async function languageProblem(path: string, body: unknown, from: () => Promise<EmailIdentity>): Promise<string | undefined> {
  if (path !== '/update-user' || typeof body !== 'object' || body === null || !('language' in body)) return undefined
  const { language } = body as { language: unknown }
  const offered = choosableLanguages((await from()).languages)
  if (typeof language === 'string' && (offered as string[]).includes(language)) return undefined
  return `Choose one of the site’s languages: ${offered.map((l) => `${languageName(l)} (${l})`).join(', ')}.`
}

/** The language an address's account chose, or null (no account yet, or none chosen). */
export async function accountLanguage(db: Kysely<Database>, email: string): Promise<string | null> {
  const row = await withAuthTables(db)
    .selectFrom('user')
    .select('language')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return row?.language ?? null
}

/**
 * The language of the page a sign-in was asked from, when it is not the default language's: its
 * callback's first segment (/es/my-ohc). undefined for a default-language page or no callback.
 */
export function signInPageLanguage(link: string, languages: Languages): string | undefined {
  const callback = URL.parse(link)?.searchParams.get('callbackURL')
  if (!callback?.startsWith('/')) return undefined
  const address = splitLanguage(callback, languages)
  return address.prefixed && address.language !== languages.default ? address.language : undefined
}
