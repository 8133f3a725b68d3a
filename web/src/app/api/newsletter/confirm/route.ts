import { confirmRoute } from '@/visitors/forms/http'
import { NEWSLETTER_CONFIRM_PATH, confirmNewsletter } from '@/visitors/forms/submit'

// POST {token} — confirms a newsletter sign-up (the emailed link's page posts it as a form).
export const POST = confirmRoute(confirmNewsletter, NEWSLETTER_CONFIRM_PATH)
