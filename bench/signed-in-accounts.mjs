// Signed-in accounts by the tens of thousands, made straight in the server's SQLite file as
// better-auth stores them (tables `user` and `session`; on SQLite dates are ISO text and booleans
// 0/1), and their session cookies signed as better-auth signs them (better-call's signed cookies:
// `<token>.<base64 HMAC-SHA256 of the token with the secret>`, URL-encoded, under
// `better-auth.session_token` on http). Signing in through magic links would be the sign-in bench,
// not this one, and better-auth's rate limits would stop it long before.
//
// Accounts are numbered; the token of account n is derived from a salt of the run, so the load
// generator (another process) makes the same cookie from the number alone.
import { createHash, createHmac } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import { WEB } from './pages.mjs'

export const COOKIE_NAME = 'better-auth.session_token'

/** The id of account n: zero-padded, so a range of accounts is a range of ids. */
export const accountId = (n) => `bench-opening-${String(n).padStart(7, '0')}`

/** The session token of account n: 32 characters, as long as the ones better-auth makes. */
export const tokenOf = (salt, n) => createHash('sha256').update(`${salt}:${n}`).digest('hex').slice(0, 32)

/** The Cookie header of account n. */
export function cookieOf(secret, salt, n) {
  const token = tokenOf(salt, n)
  const signature = createHmac('sha256', secret).update(token).digest('base64')
  return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`
}

export function openSqlite(file) {
  const Sqlite = createRequire(path.join(WEB, 'package.json'))('better-sqlite3')
  const db = new Sqlite(file, { timeout: 5000 })
  db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 5000')
  return db
}

const notNullWithoutDefault = (db, table) =>
  db
    .prepare(`pragma table_info("${table}")`)
    .all()
    .filter((c) => c.notnull && c.dflt_value === null && !c.pk)
    .map((c) => c.name)

/**
 * Accounts `from` … `to - 1`, each with a session valid for a week (in real time: better-auth
 * reads its own clock, not the site's test clock). One transaction; needs the server to have made
 * better-auth's tables (it migrates on start).
 */
export function createAccounts(db, { from, to, salt }) {
  const at = new Date()
  const created = at.toISOString()
  const expires = new Date(at.getTime() + 7 * 24 * 3600_000).toISOString()
  const userColumns = ['id', 'name', 'email', 'emailVerified', 'image', 'createdAt', 'updatedAt']
  const sessionColumns = ['id', 'expiresAt', 'token', 'createdAt', 'updatedAt', 'ipAddress', 'userAgent', 'userId']
  // A column better-auth adds in a later version would make every insert fail: say which.
  for (const [table, columns] of [
    ['user', userColumns],
    ['session', sessionColumns],
  ]) {
    const unknown = notNullWithoutDefault(db, table).filter((c) => !columns.includes(c))
    if (unknown.length) throw new Error(`better-auth's ${table} table has required columns this bench does not fill: ${unknown.join(', ')}`)
  }
  const user = db.prepare(`insert into "user" (${userColumns.map((c) => `"${c}"`).join(', ')}) values (?, ?, ?, 1, null, ?, ?)`)
  const session = db.prepare(
    `insert into "session" (${sessionColumns.map((c) => `"${c}"`).join(', ')}) values (?, ?, ?, ?, ?, '127.0.0.1', 'ohc-bench', ?)`,
  )
  db.transaction(() => {
    for (let n = from; n < to; n += 1) {
      const id = accountId(n)
      user.run(id, `Visitor ${n}`, `${id}@example.org`, created, created)
      session.run(`${id}-session`, expires, tokenOf(salt, n), created, created, id)
    }
  })()
}

/** A pg client on `url` (the pg package the site itself uses). */
export async function openPostgres(url) {
  const pg = createRequire(path.join(WEB, 'package.json'))('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

/**
 * createAccounts on PostgreSQL: the same ids, tokens (sha256 of `<salt>:<n>`, its first 32 hex
 * characters, computed by the server) and a week's validity, in two statements.
 */
export async function createAccountsPg(client, { from, to, salt }) {
  const id = `'bench-opening-' || lpad(n::text, 7, '0')`
  const series = 'from generate_series($1::int, $2::int - 1) as n'
  await client.query(
    `insert into "user" ("id", "name", "email", "emailVerified", "image", "createdAt", "updatedAt")
     select ${id}, 'Visitor ' || n, ${id} || '@example.org', true, null, now(), now() ${series}`,
    [from, to],
  )
  await client.query(
    `insert into "session" ("id", "expiresAt", "token", "createdAt", "updatedAt", "ipAddress", "userAgent", "userId")
     select ${id} || '-session', now() + interval '7 days', substr(encode(sha256(convert_to($3 || ':' || n, 'UTF8')), 'hex'), 1, 32),
            now(), now(), '127.0.0.1', 'ohc-bench', ${id} ${series}`,
    [from, to, salt],
  )
}
