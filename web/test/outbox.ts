import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { EmailMessage } from '@/platform/email/sender'

// Reads the emails a server under test wrote to its outbox (src/platform/email/outbox.ts).

function isMessage(value: unknown): value is EmailMessage {
  return typeof value === 'object' && value !== null && 'to' in value && 'subject' in value && 'text' in value && 'html' in value
}

/**
 * The emails to an address in a server's outbox, oldest first. A file still being written (many
 * sign-ins at once) is skipped: it is read again on the next poll.
 */
export function messagesTo(dir: string, to: string): EmailMessage[] {
  let names: string[]
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  } catch {
    return []
  }
  return names.flatMap((name): EmailMessage[] => {
    try {
      const message: unknown = JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
      return isMessage(message) && message.to === to ? [message] : []
    } catch {
      return []
    }
  })
}

/** The sign-in link of the latest email to this address, waiting briefly for it to arrive. */
export async function latestLinkTo(dir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const link = messagesTo(dir, to).at(-1)?.link
    if (link) return link
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no email to ${to} in ${dir}`)
}
