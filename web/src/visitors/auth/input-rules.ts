import { nulCharacterAt } from '@/platform/nul-character'

// What better-auth's own endpoints accept beyond their schemas: its update-user takes any JSON
// as the name (a list or an object failed in the database with a 500), an address may be longer
// than mail allows, and PostgreSQL refuses a NUL character in text (another 500). Checked in a
// before-hook (visitors/auth/server.ts), so such a request is a clear 400 and nothing is stored.

const MAX_NAME_LENGTH = 200
// RFC 5321: 64 characters before the @, 254 in all.
const MAX_LOCAL_PART = 64
const MAX_ADDRESS = 254

/** Why better-auth should refuse this body at this endpoint, or undefined. */
export function authInputProblem(path: string, body: unknown): string | undefined {
  if (nulCharacterAt(body)) return 'Text may not contain NUL characters.'
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  if (path === '/update-user' && 'name' in fields) {
    const { name } = fields
    if (typeof name !== 'string') return 'The name must be text.'
    if (name.length > MAX_NAME_LENGTH) return `The name may be at most ${MAX_NAME_LENGTH} characters.`
  }
  if (path === '/sign-in/magic-link' && typeof fields.email === 'string') {
    const email = fields.email.trim()
    const local = email.slice(0, email.lastIndexOf('@'))
    if (email.length > MAX_ADDRESS || local.length > MAX_LOCAL_PART) return 'That email address is too long.'
  }
  return undefined
}
