import path from 'node:path'
import { z } from 'zod'
import { readVariables, repoRoot, type Env } from './read'

// Where emails go: Resend when RESEND_API_KEY is set, otherwise the local outbox folder.

export const DEFAULT_EMAIL_FROM = 'Open House Chicago <hello@openhousechicago.org>'

export const DEFAULT_OUTBOX_DIR = 'data/outbox'

export const emailSchema = z.object({
  // Optional. A Resend API key: emails (and newsletter sign-ups) go through Resend.
  RESEND_API_KEY: z.string().optional(),
  // Optional. The sender through Resend, on a domain verified there.
  EMAIL_FROM: z.string().default(DEFAULT_EMAIL_FROM),
  // Optional. The outbox folder when RESEND_API_KEY is unset, relative to the repository root.
  OHC_OUTBOX_DIR: z.string().default(DEFAULT_OUTBOX_DIR),
})

export interface EmailConfig {
  resendApiKey: string | undefined
  from: string
  /** An absolute path. */
  outboxDir: string
}

export function readEmailConfig(env: Env): EmailConfig {
  const vars = readVariables(emailSchema, env, 'email')
  return { resendApiKey: vars.RESEND_API_KEY, from: vars.EMAIL_FROM, outboxDir: path.resolve(repoRoot(), vars.OHC_OUTBOX_DIR) }
}
