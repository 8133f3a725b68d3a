import { createHmac } from 'node:crypto'
import { config } from './config'

// The key ticket codes are signed with (booking/tickets/ticket-code.ts). It is derived from the session
// secret (BETTER_AUTH_SECRET, or the one kept in the data folder), so every server of a site
// signs and checks the same codes with nothing more to configure, and changing that secret voids
// every code issued. Derived rather than shared: a ticket's signature is then no signature of
// anything the sign-in system ever signs.

const PURPOSE = 'open-house ticket codes'

/** The ticket secret that `authSecret` gives. */
export function ticketSecretOf(authSecret: string): string {
  return createHmac('sha256', authSecret).update(PURPOSE).digest('base64url')
}

let kept: { from: string; secret: string } | undefined

/** This server's ticket secret, from its session secret. */
export function ticketSecret(): string {
  const from = config().auth.secret
  if (kept?.from !== from) kept = { from, secret: ticketSecretOf(from) }
  return kept.secret
}
