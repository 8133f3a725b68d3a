import { formRoute } from '@/visitors/forms/http'
import { submitContact } from '@/visitors/forms/submit'

// POST {name, email, topic?, message} — a get-in-touch message (the same logic as the block's form).
export const POST = formRoute(submitContact)
