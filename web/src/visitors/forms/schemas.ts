import { z } from 'zod'

// The fields of the two forms and their messages, in the visitor's words.

export { HONEYPOT_FIELD } from './result'

const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter an email address like name@example.com.'))
  .transform((value) => value.toLowerCase())

export const newsletterInput = z.object({
  email,
  name: z.string().trim().max(100, 'Keep your name under 100 characters.').optional().default(''),
})

export const contactInput = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'Keep your name under 100 characters.'),
  email,
  topic: z.string().trim().max(100, 'Choose a topic from the list.').optional().default(''),
  message: z.string().trim().min(10, 'Write your message (at least 10 characters).').max(5000, 'Keep your message under 5,000 characters.'),
})

export const NEWSLETTER_FIELDS = ['email', 'name'] as const
export const CONTACT_FIELDS = ['name', 'email', 'topic', 'message'] as const

/** The first message of each field that failed. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    fields[key] ??= issue.message
  }
  return fields
}
