import type { Kysely } from 'kysely'
import { toTimestamp, type Database } from '@/db/schema'
import { hit, type RateLimit } from '@/db/rate-limit'
import type { NewsletterList } from './newsletter-list'
import { IDLE, textFields, type FormResult } from './result'
import { HONEYPOT_FIELD, NEWSLETTER_FIELDS, fieldMessages, newsletterInput } from './schemas'

// A newsletter sign-up: validate, drop bots (honeypot), rate-limit by address, then store once
// per email and hand the contact to the list. Repeats are idempotent: the row's id is the
// address itself, so a second sign-up inserts nothing and hears "already subscribed". If the
// provider fails, the row is removed again, so nothing is left half-done.

export const NEWSLETTER_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 10 * 60_000 }

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please correct the highlighted field.',
  success: 'Thank you! You’re subscribed — look out for our next newsletter.',
  already: 'You’re already subscribed with this address — thank you!',
  limited: 'Too many sign-ups from your connection. Please wait ten minutes and try again.',
  failed: 'We couldn’t add you to the newsletter just now. Please try again in a few minutes.',
} as const

export interface NewsletterDependencies {
  db: Kysely<Database>
  list: () => Promise<NewsletterList>
  ip: string
}

export const newsletterRowId = (email: string) => `newsletter:${email}`

export async function subscribe(form: FormData | Record<string, unknown>, { db, list, ip }: NewsletterDependencies): Promise<FormResult> {
  const values = textFields(form, NEWSLETTER_FIELDS)
  // A filled honeypot is a bot: it hears success and nothing is stored or sent.
  if (textFields(form, [HONEYPOT_FIELD])[HONEYPOT_FIELD]) return { ...IDLE, outcome: 'success', message: NEWSLETTER_MESSAGES.success }
  const parsed = newsletterInput.safeParse(values)
  if (!parsed.success) return { outcome: 'invalid', message: NEWSLETTER_MESSAGES.invalid, fields: fieldMessages(parsed.error), values }
  if (!(await hit(db, `newsletter:${ip}`, NEWSLETTER_RATE_LIMIT)).allowed) {
    return { outcome: 'limited', message: NEWSLETTER_MESSAGES.limited, values }
  }
  const { email, name } = parsed.data
  const id = newsletterRowId(email)
  const inserted = await db
    .insertInto('form_submissions')
    .values({ id, kind: 'newsletter', email, payload: JSON.stringify({ email, name }), created_at: toTimestamp() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { outcome: 'success', message: NEWSLETTER_MESSAGES.already }
  try {
    await (await list()).add({ email, name })
  } catch (error) {
    console.error(`[newsletter] adding a contact failed: ${error instanceof Error ? error.message : String(error)}`)
    await db.deleteFrom('form_submissions').where('id', '=', id).execute()
    return { outcome: 'failed', message: NEWSLETTER_MESSAGES.failed, values }
  }
  return { outcome: 'success', message: NEWSLETTER_MESSAGES.success }
}
