// How the app sends email. Injected into the auth configuration so tests can capture links.

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** Where replies go, when not to the sender (a contact-form message: the visitor). */
  replyTo?: string
  /** The link the message is about (a sign-in link), for the outbox and the console. */
  link?: string
}

export interface EmailSender {
  /** Resolves once the message is accepted; rejects when it was not. */
  send(message: EmailMessage): Promise<void>
}

/** What a visitor reads when their email could not be sent. */
export const SEND_FAILED_MESSAGE = 'We couldn’t send the email just now — please try again in a few minutes.'
