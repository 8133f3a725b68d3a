import type { Kysely } from 'kysely'
import { toTimestamp, type Database } from '@/platform/db/schema'
import { confirmationTokenHash } from './confirmation-token'
import { newsletterRowId } from './newsletter'
import type { NewsletterList } from './newsletter-list'
import type { FormResult } from './result'

// Confirming a newsletter sign-up (the emailed link's Confirm button): the token is used up by
// deleting its row, in one statement, so of two presses at once one finds it and the other
// does not; the address then goes on the list once (the subscriber row's id is the address),
// and to the provider's list. If the provider fails, the row goes again and the token is put
// back, so the same link can be pressed again. Each link works once; the address's other
// links stay until they are pressed or expire, and say "subscribed" (it is on the list): two
// links pressed at once must both find their row, which a clean-up of the others would race.

export const CONFIRM_MESSAGES = {
  success: 'You’re subscribed — thank you! Look out for our next newsletter.',
  invalid: 'This confirmation link has expired or has already been used. If you’re not on the list yet, sign up again for a new link.',
  failed: 'We couldn’t add you to the newsletter just now. Please press Confirm again in a few minutes.',
} as const

/** Longer than any token we make (43 characters): anything else is not one of ours. */
const MAX_TOKEN_LENGTH = 100

export interface ConfirmDependencies {
  db: Kysely<Database>
  list: () => Promise<NewsletterList>
  now?: Date
}

export async function confirmSubscription(token: unknown, { db, list, now = new Date() }: ConfirmDependencies): Promise<FormResult> {
  if (typeof token !== 'string' || !token || token.length > MAX_TOKEN_LENGTH)
    return { outcome: 'invalid', message: CONFIRM_MESSAGES.invalid }
  const tokenHash = confirmationTokenHash(token)
  const taken = await db
    .deleteFrom('newsletter_confirmations')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', toTimestamp(now))
    .returningAll()
    .executeTakeFirst()
  if (!taken) return { outcome: 'invalid', message: CONFIRM_MESSAGES.invalid }

  const { email, name } = taken
  const id = newsletterRowId(email)
  const inserted = await db
    .insertInto('form_submissions')
    .values({ id, kind: 'newsletter', email, payload: JSON.stringify({ email, name }), created_at: toTimestamp(now) })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  // Already on the list (another of the address's links was confirmed first): nothing to add.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    try {
      await (await list()).add({ email, name })
    } catch (error) {
      console.error(`[newsletter] adding a contact failed: ${error instanceof Error ? error.message : String(error)}`)
      await db.deleteFrom('form_submissions').where('id', '=', id).execute()
      await db.insertInto('newsletter_confirmations').values(taken).execute()
      return { outcome: 'failed', message: CONFIRM_MESSAGES.failed }
    }
  }
  return { outcome: 'success', message: CONFIRM_MESSAGES.success }
}
