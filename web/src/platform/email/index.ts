import { config, type EmailConfig } from '@/platform/config'
import { createOutboxSender } from './outbox'
import { createResendSender } from './resend'
import type { EmailSender } from './sender'

/** Resend when RESEND_API_KEY is set, otherwise the local outbox. */
export function senderFromEnv(email: EmailConfig = config().email): EmailSender {
  if (email.resendApiKey) return createResendSender({ ...email, apiKey: email.resendApiKey }, email.from)
  return createOutboxSender(email.outboxDir)
}
