import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { config } from '@/platform/config'
import type { EmailMessage, EmailSender } from './sender'

// Without an email provider, messages land as files: one JSON file per message, so a developer
// (or a test) can open the sign-in link without a mailbox.

/** `dir`: OHC_OUTBOX_DIR unless given. */
export function createOutboxSender(dir: string = config().email.outboxDir): EmailSender {
  return {
    async send(message: EmailMessage) {
      await mkdir(dir, { recursive: true })
      // Time first, so a directory listing is in sending order.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`
      const file = path.join(dir, name)
      // Written aside and renamed into place, so a reader polling the folder never sees half a file.
      const partial = path.join(dir, `.${name}.partial`)
      await writeFile(partial, `${JSON.stringify(message, null, 2)}\n`)
      await rename(partial, file)
      console.log(`[email] to ${message.to}: "${message.subject}"${message.link ? ` ${message.link}` : ''} (${file})`)
    },
  }
}
