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
      // Time first, so a directory listing is in sending order.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`
      const file = path.join(dir, name)
      // Written aside and renamed into place, so a reader polling the folder never sees half a file.
      const partial = path.join(dir, `.${name}.partial`)
      const text = `${JSON.stringify(message, null, 2)}\n`
      // The folder is made when a write finds it missing, not before every message: at a ballot's
      // opening, a mkdir per entry cost a quarter as much as all its database queries.
      await writeFile(partial, text).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
        await mkdir(dir, { recursive: true })
        await writeFile(partial, text)
      })
      await rename(partial, file)
      console.log(`[email] to ${message.to}: "${message.subject}"${message.link ? ` ${message.link}` : ''} (${file})`)
    },
  }
}
