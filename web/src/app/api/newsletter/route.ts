import { formRoute } from '@/forms/http'
import { submitNewsletter } from '@/forms/submit'

// POST {email, name?} — newsletter sign-up (the same logic as the newsletter block's form).
export const POST = formRoute(submitNewsletter)
