// What a form submission answers, the same for the server action (the page re-rendered, with
// or without JavaScript) and the JSON routes (/api/newsletter, /api/contact).

/** The honeypot's name: a field people never see, which bots fill in. */
export const HONEYPOT_FIELD = 'website'

export type FormOutcome = 'idle' | 'success' | 'invalid' | 'limited' | 'failed'

export interface FormResult {
  outcome: FormOutcome
  /** What the visitor reads in the form's status line. */
  message: string
  /** A message per field, shown beside it. */
  fields?: Record<string, string>
  /** What was typed, so an invalid submission loses nothing. */
  values?: Record<string, string>
  /** Counts submissions, so the form can react to each one (focus the first invalid field). */
  attempt?: number
  /** For 'limited': seconds until the limit lets another through (the JSON routes' Retry-After). */
  retryAfterSeconds?: number
}

export const IDLE: FormResult = { outcome: 'idle', message: '' }

/** The HTTP status of an outcome, for the JSON routes. */
export function statusOf(outcome: FormOutcome): number {
  return { idle: 200, success: 200, invalid: 400, limited: 429, failed: 503 }[outcome]
}

/** The text fields of a submission (files and repeated names ignored), trimmed later by zod. */
export function textFields(form: FormData | Record<string, unknown>, names: readonly string[]): Record<string, string> {
  const get = (name: string): unknown => (form instanceof FormData ? form.get(name) : form[name])
  return Object.fromEntries(names.map((name) => [name, String(get(name) ?? '')]))
}
