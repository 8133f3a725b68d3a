import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// The session secret of a server on this machine when BETTER_AUTH_SECRET is unset: random, made
// on first start in the data folder, private to its owner, and the same on every later start (a
// new one would sign everyone out). Anyone who can read it can forge session cookies, so a file
// other users can read is refused, as ssh refuses such a key. No imports beyond Node's own: the
// tests start several processes on this file at once.

export const SESSION_SECRET_FILE = 'auth-secret'

/** The shortest secret accepted, from the file or from BETTER_AUTH_SECRET. */
export const MIN_SECRET_LENGTH = 32

export interface SessionSecret {
  secret: string
  file: string
  /** True when this call made the file. */
  created: boolean
}

const unsetHint = 'or set BETTER_AUTH_SECRET'

/** The secret kept in `folder`, made there first when absent. Synchronous: configuration is read synchronously. */
export function sessionSecretIn(folder: string): SessionSecret {
  const file = path.join(folder, SESSION_SECRET_FILE)
  const created = createIfAbsent(file)
  return { secret: readPrivate(file), file, created }
}

/**
 * Writes 32 random bytes to a private temporary file, then links it to `file`: the link appears
 * with its whole content or not at all, and fails when `file` exists. So of several servers
 * starting at once the first wins and the others read its secret.
 */
function createIfAbsent(file: string): boolean {
  // The usual case, and the only one a read-only data folder allows.
  if (existsSync(file)) return false
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
  try {
    linkSync(temporary, file)
    return true
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false
    throw new Error(
      `Could not create the session secret file ${file}: ${error instanceof Error ? error.message : error}. Fix that, ${unsetHint}.`,
    )
  } finally {
    unlinkSync(temporary)
  }
}

function readPrivate(file: string): string {
  const stats = statSync(file)
  if (!stats.isFile()) throw new Error(`The session secret file ${file} is not a regular file: remove it, ${unsetHint}.`)
  // Windows reports no owner-only modes: there the folder's access rules protect the file.
  if (process.platform !== 'win32' && (stats.mode & 0o077) !== 0) {
    const mode = (stats.mode & 0o777).toString(8).padStart(4, '0')
    throw new Error(
      `The session secret file ${file} is readable by other users (mode ${mode}): anyone who reads it can forge sign-ins. ` +
        `Make it private (chmod 600 ${file}), delete it to have a new one made at the next start, ${unsetHint}.`,
    )
  }
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `The session secret file ${file} holds fewer than ${MIN_SECRET_LENGTH} characters: delete it to have a new one made at the next start, ${unsetHint}.`,
    )
  }
  return secret
}
