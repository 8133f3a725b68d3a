import { getDatabase } from '@/db/database'
import { senderFromEnv } from '@/email'
import { sendContact } from './contact'
import { getFormSettings } from '@/content/settings'
import { subscribe } from './newsletter'
import { newsletterListFromEnv } from './newsletter-list'
import type { FormResult } from './result'

// The two forms wired to this process's database, email and Settings: what the server actions
// and the JSON routes both call.

export function submitNewsletter(form: FormData | Record<string, unknown>, ip: string): Promise<FormResult> {
  return subscribe(form, {
    db: getDatabase(),
    ip,
    list: async () => newsletterListFromEnv((await getFormSettings()).newsletterAudienceId),
  })
}

export function submitContact(form: FormData | Record<string, unknown>, ip: string): Promise<FormResult> {
  return sendContact(form, {
    db: getDatabase(),
    sender: senderFromEnv(),
    ip,
    staffEmail: async () => {
      const settings = await getFormSettings()
      return { to: settings.staffEmail, site: settings.title }
    },
  })
}
