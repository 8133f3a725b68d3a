// A process's short memory of the sessions it has just read, so that who is signed in costs no
// database round trip on most requests: a session cookie read from the database is taken at its
// word for a few seconds (OHC_SESSION_CACHE_SECONDS, 10 when unset; 0 turns the memory off).
//
// What it costs: a session ended elsewhere (signed out, "sign out on other devices", the account
// deleted) goes on working for at most that many seconds on a process that read it just before. In
// the process that ends it, it stops at once: the auth routes that end or change a session forget
// its user here (server.ts). The key is the whole signed cookie, so only a cookie better-auth
// itself accepted is ever found; a forged one misses and goes to better-auth as before.
//
// Kept on globalThis: Next may load this module once per bundle (route handlers, pages), and
// every one of them must see the same memory, and the same forgetting.

export interface RememberedUser {
  id: string
  email: string
  name: string
  emailVerified: boolean
  language: string | null
}

interface Entry {
  user: RememberedUser
  /** Epoch ms after which the database is asked again. */
  until: number
}

/** At most this many sessions remembered; the oldest goes first (about 300 bytes each). */
const CAPACITY = 20_000

interface Memory {
  entries: Map<string, Entry>
  /** Reads under way, so a crowd arriving at once with one cookie asks the database once. */
  reading: Map<string, Promise<RememberedUser | undefined>>
}

const KEY = Symbol.for('ohc.session-memory')

function memory(): Memory {
  const holder = globalThis as { [KEY]?: Memory }
  holder[KEY] ??= { entries: new Map(), reading: new Map() }
  return holder[KEY]
}

// better-auth's session cookie: plain on http, with the __Secure- prefix on https.
const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]*)/

/** The session cookie of a Cookie header, name and value: the memory's key. */
export function sessionCookieOf(cookieHeader: string | null | undefined): string | undefined {
  return SESSION_COOKIE.exec(cookieHeader ?? '')?.[1]
}

/**
 * The user of a session cookie: remembered when read within the last `seconds`, else read with
 * `read` (better-auth, the database) and remembered until then or the session's own end.
 */
export async function rememberedSession(
  cookie: string,
  seconds: number,
  read: () => Promise<{ user: RememberedUser; expiresAt: Date } | null>,
  nowMs: number = Date.now(),
): Promise<RememberedUser | undefined> {
  if (seconds <= 0) return (await read())?.user
  const { entries, reading } = memory()
  const entry = entries.get(cookie)
  if (entry && entry.until > nowMs) return entry.user
  if (entry) entries.delete(cookie)
  const pending = reading.get(cookie)
  if (pending) return pending
  const started = read().then((session) => {
    if (!session) return undefined
    // Forgotten while it was read (a sign-out raced it): answer this request, remember nothing.
    if (reading.get(cookie) !== started) return session.user
    if (entries.size >= CAPACITY) entries.delete(entries.keys().next().value!)
    entries.set(cookie, { user: session.user, until: Math.min(nowMs + seconds * 1000, session.expiresAt.getTime()) })
    return session.user
  })
  reading.set(cookie, started)
  try {
    return await started
  } finally {
    if (reading.get(cookie) === started) reading.delete(cookie)
  }
}

/** Forgets every remembered session of a user, and of a cookie, and any read of it under way. */
export function forgetSessions({ userId, cookie }: { userId?: string; cookie?: string }): void {
  const { entries, reading } = memory()
  if (cookie) {
    userId ??= entries.get(cookie)?.user.id
    entries.delete(cookie)
    reading.delete(cookie)
  }
  if (!userId) return
  for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key)
  // A read under way for another of the user's cookies cannot be told apart by user yet: dropping
  // all of them costs only their memory, never their answer.
  reading.clear()
}

/** How many sessions are remembered (for tests). */
export function rememberedCount(): number {
  return memory().entries.size
}
