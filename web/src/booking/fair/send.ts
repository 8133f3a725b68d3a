import type { EmailMessage, EmailSender } from '@/platform/email/sender'

// Emails about places go after the change is committed: a failed email never undoes a place
// (My OHC shows every entry, offer and ticket). A failure, of the rendering or of the sending, is
// logged and reported to the caller.

export async function sendLogged(sender: EmailSender, message: Promise<EmailMessage>, what: string): Promise<boolean> {
  try {
    await sender.send(await message)
    return true
  } catch (error) {
    console.error(`[places] the ${what} email failed: ${error instanceof Error ? error.message : error}`)
    return false
  }
}
