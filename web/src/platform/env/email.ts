import path from 'node:path'
import { z } from 'zod'
import { milliseconds, readVariables, repoRoot, type Env } from './read'

// Where emails go: Resend when RESEND_API_KEY is set, otherwise the local outbox folder.

// Resend's own test sender: it needs no domain of yours and delivers only to the Resend account's
// own address, so a forgotten EMAIL_FROM shows at once in a trial instead of sending as a city.
export const DEFAULT_EMAIL_FROM = 'Open House <onboarding@resend.dev>'

export const DEFAULT_OUTBOX_DIR = 'data/outbox'

export const emailSchema = z.object({
  // Optional. A Resend API key: emails (and newsletter sign-ups) go through Resend.
  RESEND_API_KEY: z.string().optional(),
  // Optional. The sender through Resend, on a domain verified there.
  EMAIL_FROM: z.string().default(DEFAULT_EMAIL_FROM),
  // Optional. The outbox folder when RESEND_API_KEY is unset, relative to the repository root.
  OHC_OUTBOX_DIR: z.string().default(DEFAULT_OUTBOX_DIR),
  // Optional. Another address for Resend's API (the `resend` library's own variable; tests point
  // it at a stand-in). Default: https://api.resend.com.
  RESEND_BASE_URL: z.url().optional(),
  // Optional. The longest a visitor waits on the email provider before "we couldn't send the
  // email" (5 s): a provider that stalls never holds a sign-in or a form.
  EMAIL_TIMEOUT_MS: milliseconds(5_000),
})

export interface EmailConfig {
  resendApiKey: string | undefined
  /** Resend's API address; undefined: the library's default. */
  resendBaseUrl: string | undefined
  /** How long a send may take before it counts as failed. */
  timeoutMs: number
  from: string
  /** An absolute path. */
  outboxDir: string
}

export function readEmailConfig(env: Env): EmailConfig {
  const vars = readVariables(emailSchema, env, 'email')
  return {
    resendApiKey: vars.RESEND_API_KEY,
    resendBaseUrl: vars.RESEND_BASE_URL,
    timeoutMs: vars.EMAIL_TIMEOUT_MS,
    from: vars.EMAIL_FROM,
    outboxDir: path.resolve(repoRoot(), vars.OHC_OUTBOX_DIR),
  }
}
