import { Resend } from 'resend'
import type { EmailConfig } from '@/platform/config'
import type { EmailMessage, EmailSender } from './sender'

// Email through Resend when RESEND_API_KEY is set (production). Every call to Resend ends within
// the email time limit: a provider that stalls counts as one that failed.

export type ResendSettings = Pick<EmailConfig, 'resendBaseUrl' | 'timeoutMs'> & { apiKey: string }

export function resendClient({ apiKey, resendBaseUrl }: ResendSettings): Resend {
  return new Resend(apiKey, resendBaseUrl ? { baseUrl: resendBaseUrl } : undefined)
}

/** The options of one call to Resend: it gives up after the time limit. */
export const resendCall = ({ timeoutMs }: ResendSettings) => ({ signal: AbortSignal.timeout(timeoutMs) })

export function createResendSender(settings: ResendSettings, from: string): EmailSender {
  const resend = resendClient(settings)
  return {
    async send(message: EmailMessage) {
      const { error } = await resend.emails.send(
        {
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo && { replyTo: message.replyTo }),
        },
        resendCall(settings),
      )
      // Logged for us; the visitor gets SEND_FAILED_MESSAGE, never the provider's words.
      if (error) throw new Error(`Resend refused the message to ${message.to}: ${error.name}: ${error.message}`)
    },
  }
}
