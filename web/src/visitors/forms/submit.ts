import { getDatabase } from '@/platform/db/database'
import { senderFromEnv } from '@/platform/email'
import { sendContact } from './contact'
import { getIdentity } from '@/content/identity'
import { getFormSettings } from '@/content/settings'
import { subscribe } from './newsletter'
import { confirmSubscription } from './newsletter-confirm'
import { newsletterListFromEnv } from './newsletter-list'
import type { FormResult } from './result'
import { config } from '@/platform/config'

// The two forms wired to this process's database, email and Settings: what the server actions
// and the JSON routes both call.

/** The page an emailed confirmation link opens (its Confirm button posts the token). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm'

export function submitNewsletter(form: FormData | Record<string, unknown>, ip: string): Promise<FormResult> {
  return subscribe(form, {
    db: getDatabase(),
    sender: senderFromEnv(),
    from: getIdentity,
    ip,
    confirmUrl: (token) => {
      const url = new URL(NEWSLETTER_CONFIRM_PATH, config().site.url)
      url.searchParams.set('token', token)
      return url.href
    },
  })
}

export function confirmNewsletter(token: unknown): Promise<FormResult> {
  return confirmSubscription(token, {
    db: getDatabase(),
    list: async () => newsletterListFromEnv((await getFormSettings()).newsletterAudienceId, await getIdentity()),
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
