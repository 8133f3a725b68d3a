import { escapeHtml } from '@/kernel/text/html'
import type { EmailIdentity } from '@/platform/email/identity'
import { createOutboxSender } from '@/platform/email/outbox'
import { resendCall, resendClient, type ResendSettings } from '@/platform/email/resend'
import { config, type EmailConfig } from '@/platform/config'

// Where a confirmed newsletter sign-up goes (newsletter-confirm.ts): the Resend audience in
// production (RESEND_API_KEY set), the local outbox otherwise, as a message to the subscriber a
// developer can open.

export interface Subscriber {
  email: string
  name: string
}

export interface NewsletterList {
  /** Resolves once the provider has the contact; rejects when it does not. */
  add(subscriber: Subscriber): Promise<void>
}

export function newsletterListFromEnv(
  audienceId: string | undefined,
  from: EmailIdentity,
  email: EmailConfig = config().email,
): NewsletterList {
  return email.resendApiKey ? resendList({ ...email, apiKey: email.resendApiKey }, audienceId) : outboxList(from)
}

function resendList(settings: ResendSettings, audienceId: string | undefined): NewsletterList {
  const resend = resendClient(settings)
  return {
    async add({ email, name }) {
      if (!audienceId) throw new Error('Settings have no newsletter audience ID')
      const { error } = await resend.contacts.create(
        {
          email,
          firstName: name || undefined,
          unsubscribed: false,
          segments: [{ id: audienceId }],
        },
        resendCall(settings),
      )
      if (error) throw new Error(`Resend refused the contact: ${error.name}: ${error.message}`)
    },
  }
}

function outboxList(from: EmailIdentity): NewsletterList {
  const sender = createOutboxSender()
  return {
    add: ({ email, name }) => {
      const greeting = name ? `Hello ${name},` : 'Hello,'
      const text = `${greeting}\n\nYou’re on the ${from.title} newsletter list. We’ll write when the festival’s sites are announced.\n\n(Local development: in production this address is added to the Resend audience instead.)`
      return sender.send({
        to: email,
        subject: `You’re subscribed to the ${from.title} newsletter`,
        text,
        html: `<p>${escapeHtml(greeting)}</p><p>You’re on the ${escapeHtml(from.title)} newsletter list. We’ll write when the festival’s sites are announced.</p>`,
      })
    },
  }
}
