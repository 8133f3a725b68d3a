import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { toTimestamp, type Database } from '@/platform/db/schema'
import type { EmailMessage, EmailSender } from '@/platform/email/sender'
import { escapeHtml } from '@/kernel/text/html'
import { hit, type RateLimit } from '@/platform/db/rate-limit'
import { retrySeconds } from '@/platform/retry-words'
import { IDLE, textFields, type FormResult } from './result'
import { CONTACT_FIELDS, HONEYPOT_FIELD, contactInput, fieldMessages } from './schemas'

// A get-in-touch message: validate, drop bots (honeypot), rate-limit by address, store it, and
// email it to the staff address from Settings with the visitor as reply-to. If the email cannot
// be sent, the stored row is removed and the visitor asked to try again (their text kept).

export const CONTACT_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 10 * 60_000 }

export const CONTACT_MESSAGES = {
  invalid: 'Please correct the highlighted fields.',
  success: 'Thank you — your message is on its way. We usually reply within two working days.',
  limited: 'Too many messages from your connection. Please wait ten minutes and try again.',
  failed: 'We couldn’t send your message just now. Please try again in a few minutes.',
} as const

export interface ContactDependencies {
  db: Kysely<Database>
  sender: EmailSender
  /** The staff address (Settings); read only once the message is valid. */
  staffEmail: () => Promise<{ to: string | undefined; site: string }>
  ip: string
}

export async function sendContact(
  form: FormData | Record<string, unknown>,
  { db, sender, staffEmail, ip }: ContactDependencies,
): Promise<FormResult> {
  const values = textFields(form, CONTACT_FIELDS)
  if (textFields(form, [HONEYPOT_FIELD])[HONEYPOT_FIELD]) return { ...IDLE, outcome: 'success', message: CONTACT_MESSAGES.success }
  const parsed = contactInput.safeParse(values)
  if (!parsed.success) return { outcome: 'invalid', message: CONTACT_MESSAGES.invalid, fields: fieldMessages(parsed.error), values }
  const limit = await hit(db, `contact:${ip}`, CONTACT_RATE_LIMIT)
  if (!limit.allowed)
    return { outcome: 'limited', message: CONTACT_MESSAGES.limited, values, retryAfterSeconds: retrySeconds(limit.retryAfterMs) }

  const { to, site } = await staffEmail()
  if (!to) {
    console.error('[contact] Settings have no staff email: the message cannot be delivered')
    return { outcome: 'failed', message: CONTACT_MESSAGES.failed, values }
  }
  const id = randomUUID()
  await db
    .insertInto('form_submissions')
    .values({ id, kind: 'contact', email: parsed.data.email, payload: JSON.stringify(parsed.data), created_at: toTimestamp() })
    .execute()
  try {
    await sender.send(staffMessage(to, site, parsed.data))
  } catch (error) {
    console.error(`[contact] emailing the staff failed: ${error instanceof Error ? error.message : String(error)}`)
    await db.deleteFrom('form_submissions').where('id', '=', id).execute()
    return { outcome: 'failed', message: CONTACT_MESSAGES.failed, values }
  }
  return { outcome: 'success', message: CONTACT_MESSAGES.success }
}

function staffMessage(to: string, site: string, m: { name: string; email: string; topic: string; message: string }): EmailMessage {
  const topic = m.topic || 'General'
  return {
    to,
    replyTo: m.email,
    subject: `[${site}] ${topic}: message from ${m.name}`,
    text: `From: ${m.name} <${m.email}>\nTopic: ${topic}\n\n${m.message}\n\n(Reply to this email to answer ${m.name}.)`,
    html: `<p><strong>From:</strong> ${escapeHtml(m.name)} &lt;${escapeHtml(m.email)}&gt;<br><strong>Topic:</strong> ${escapeHtml(topic)}</p><p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
  }
}
