import { Resend } from 'resend'
import type { EmailMessage, EmailSender } from './sender'

// Email through Resend when RESEND_API_KEY is set (production).

export function createResendSender(apiKey: string, from: string): EmailSender {
  const resend = new Resend(apiKey)
  return {
    async send(message: EmailMessage) {
      const { error } = await resend.emails.send({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo && { replyTo: message.replyTo }),
      })
      // Logged for us; the visitor gets SEND_FAILED_MESSAGE, never the provider's words.
      if (error) throw new Error(`Resend refused the message to ${message.to}: ${error.name}: ${error.message}`)
    },
  }
}
