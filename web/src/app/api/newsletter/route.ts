import { formRoute } from '@/visitors/forms/http'
import { submitNewsletter } from '@/visitors/forms/submit'

// POST {email, name?} — newsletter sign-up (the same logic as the newsletter block's form): emails
// the address a link to confirm; only confirming (/api/newsletter/confirm) adds it to the list.
export const POST = formRoute(submitNewsletter)
