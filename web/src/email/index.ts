import { createOutboxSender } from './outbox'
import { createResendSender } from './resend'
import type { EmailSender } from './sender'

export const DEFAULT_EMAIL_FROM = 'Open House Chicago <hello@openhousechicago.org>'

/** Resend when RESEND_API_KEY is set, otherwise the local outbox. */
export function senderFromEnv(source: Readonly<Record<string, string | undefined>> = process.env): EmailSender {
  const key = source.RESEND_API_KEY?.trim()
  if (key) return createResendSender(key, source.EMAIL_FROM?.trim() || DEFAULT_EMAIL_FROM)
  return createOutboxSender()
}
