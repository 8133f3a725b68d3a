import { envelopeOf, type EmailIdentity } from '@/platform/email/identity'
import type { Kysely } from 'kysely'
import { toTimestamp, type Database } from '@/platform/db/schema'
import { hit, type RateLimit } from '@/platform/db/rate-limit'
import { retrySeconds } from '@/platform/retry-words'
import type { EmailSender } from '@/platform/email/sender'
import { confirmationTokenHash, newConfirmationToken } from './confirmation-token'
import { alreadySubscribedMessage, confirmationMessage } from './newsletter-email'
import { IDLE, textFields, type FormResult } from './result'
import { HONEYPOT_FIELD, NEWSLETTER_FIELDS, fieldMessages, newsletterInput } from './schemas'

// A newsletter sign-up, with double opt-in: validate, drop bots (honeypot), rate-limit by client
// and by address, then record the address as waiting and email it a link to confirm; only
// confirming (newsletter-confirm.ts) adds it to the list. An address already on the list gets a
// note instead. The form answers every valid sign-up the same, so it never tells whether an
// address is new, waiting or subscribed. If the email cannot be sent, nothing is kept.

export const NEWSLETTER_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 10 * 60_000 }
/** Emails to one address, however many clients ask: the form cannot be used to flood an inbox. */
export const NEWSLETTER_ADDRESS_LIMIT: RateLimit = { limit: 3, windowMs: 60 * 60_000 }
/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please correct the highlighted field.',
  success: 'Check your email to confirm: we’ve sent a link to that address. You’ll be on the list once you press Confirm there.',
  limited: 'Too many sign-ups from your connection. Please wait ten minutes and try again.',
  limitedAddress: 'We’ve sent several emails to this address in the last hour. Please use the latest one, or try again in an hour.',
  failed: 'We couldn’t send the confirmation email just now. Please try again in a few minutes.',
} as const

export interface NewsletterDependencies {
  db: Kysely<Database>
  sender: EmailSender
  /** Whose emails they are (the settings' title and centre), read when one is sent. */
  from: () => Promise<EmailIdentity>
  /** The page that confirms a token (the emailed link). */
  confirmUrl: (token: string) => string
  ip: string
  now?: Date
}

/**
 * A sign-up's email goes in the festival's default language: the address has no account to have
 * chosen another.
 */
async function writtenTo(from: () => Promise<EmailIdentity>, email: string) {
  return envelopeOf(await from(), { email, language: null })
}

/** The row of a confirmed subscriber: its id is the address, so an address is on the list once. */
export const newsletterRowId = (email: string) => `newsletter:${email}`

export async function subscribe(form: FormData | Record<string, unknown>, deps: NewsletterDependencies): Promise<FormResult> {
  const { db, sender, from, confirmUrl, ip, now = new Date() } = deps
  const values = textFields(form, NEWSLETTER_FIELDS)
  // A filled honeypot is a bot: it hears success and nothing is stored or sent.
  if (textFields(form, [HONEYPOT_FIELD])[HONEYPOT_FIELD]) return { ...IDLE, outcome: 'success', message: NEWSLETTER_MESSAGES.success }
  const parsed = newsletterInput.safeParse(values)
  if (!parsed.success) return { outcome: 'invalid', message: NEWSLETTER_MESSAGES.invalid, fields: fieldMessages(parsed.error), values }
  const perClient = await hit(db, `newsletter:${ip}`, NEWSLETTER_RATE_LIMIT, now)
  if (!perClient.allowed) {
    return { outcome: 'limited', message: NEWSLETTER_MESSAGES.limited, values, retryAfterSeconds: retrySeconds(perClient.retryAfterMs) }
  }
  const { email, name } = parsed.data
  // Counted for every address alike, new or not, so the limit tells nothing either.
  const perAddress = await hit(db, `newsletter-address:${email}`, NEWSLETTER_ADDRESS_LIMIT, now)
  if (!perAddress.allowed) {
    return {
      outcome: 'limited',
      message: NEWSLETTER_MESSAGES.limitedAddress,
      values,
      retryAfterSeconds: retrySeconds(perAddress.retryAfterMs),
    }
  }
  const subscribed = await db.selectFrom('form_submissions').select('id').where('id', '=', newsletterRowId(email)).executeTakeFirst()
  if (subscribed) return send(async () => sender.send(await alreadySubscribedMessage(await writtenTo(from, email))), values)

  const token = newConfirmationToken()
  const tokenHash = confirmationTokenHash(token)
  // Links of this address that can no longer be used go as a new one is made.
  await db.deleteFrom('newsletter_confirmations').where('email', '=', email).where('expires_at', '<=', toTimestamp(now)).execute()
  await db
    .insertInto('newsletter_confirmations')
    .values({
      token_hash: tokenHash,
      email,
      name,
      created_at: toTimestamp(now),
      expires_at: toTimestamp(new Date(now.getTime() + CONFIRMATION_DAYS * 86_400_000)),
    })
    .execute()
  return send(
    async () => sender.send(await confirmationMessage(await writtenTo(from, email), name, confirmUrl(token), CONFIRMATION_DAYS)),
    values,
    async () => {
      await db.deleteFrom('newsletter_confirmations').where('token_hash', '=', tokenHash).execute()
    },
  )
}

async function send(email: () => Promise<void>, values: Record<string, string>, undo?: () => Promise<void>): Promise<FormResult> {
  try {
    await email()
  } catch (error) {
    console.error(`[newsletter] sending the email failed: ${error instanceof Error ? error.message : String(error)}`)
    await undo?.()
    return { outcome: 'failed', message: NEWSLETTER_MESSAGES.failed, values }
  }
  return { outcome: 'success', message: NEWSLETTER_MESSAGES.success }
}
