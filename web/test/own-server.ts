import { spawnSync, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'
import type { DatabaseUnderTest } from '@/platform/db/test-databases'
import type { EmailMessage } from '@/platform/email/sender'
import { authTestEnv, freePort, startNext, stop } from './next-server'

// A Next server of a test file's own (production build), when the shared one will not do: a fixed
// clock (OHC_TEST_NOW) or a PostgreSQL database. Signs visitors in through its own outbox, and
// runs the roster import CLI against its database.

export interface OwnServer {
  baseURL: string
  outboxDir: string
  /** The database the server runs on, for the CLI and direct checks. */
  dbEnv: DatabaseUnderTest['env']
  stop(): Promise<void>
}

const WEB = path.resolve(import.meta.dirname, '..')

export async function startOwnServer(database: DatabaseUnderTest, extra: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const own = authTestEnv(baseURL)
  const dbEnv = database.env
  const child: ChildProcess = await startNext(port, {
    ...own.env,
    DATABASE_URL: dbEnv.DATABASE_URL ?? '',
    OHC_SQLITE_FILE: dbEnv.OHC_SQLITE_FILE ?? own.env.OHC_SQLITE_FILE,
    ...extra,
  })
  return {
    baseURL,
    outboxDir: own.env.OHC_OUTBOX_DIR,
    dbEnv,
    async stop() {
      await stop(child)
      own.dispose()
    },
  }
}

/**
 * The emails to an address in a server's outbox. A file still being written (many sign-ins at
 * once) is skipped: it is read again on the next poll.
 */
export function mailsTo(dir: string, to: string): EmailMessage[] {
  let names: string[]
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  } catch {
    return []
  }
  return names.flatMap((name): EmailMessage[] => {
    try {
      const message = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as EmailMessage
      return message.to === to ? [message] : []
    } catch {
      return []
    }
  })
}

async function latestLink(dir: string, to: string): Promise<string> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const link = mailsTo(dir, to).at(-1)?.link
    if (link) return link
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no email to ${to} in ${dir}`)
}

export interface Visitor {
  email: string
  ip: string
  cookie: string
}

let counter = 0
export const uniqueEmail = (prefix = 'visitor') =>
  `${prefix}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}@example.org`
export const uniqueIp = () => `10.${1 + (counter % 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

export async function signInAt(server: OwnServer, email = uniqueEmail()): Promise<Visitor> {
  const ip = uniqueIp()
  const requested = await fetch(`${server.baseURL}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, callbackURL: '/', errorCallbackURL: '/login' }),
  })
  expect(requested.status).toBe(200)
  const link = await latestLink(server.outboxDir, email)
  const opened = await fetch(link, { redirect: 'manual', headers: { 'x-forwarded-for': ip } })
  const cookie = opened.headers
    .getSetCookie()
    .find((c) => c.startsWith('better-auth.session_token='))
    ?.split(';')[0]
  if (!cookie) throw new Error(`no session cookie for ${email}: ${opened.status}`)
  return { email, ip, cookie }
}

/**
 * A request as the site's own pages make it: same origin, the visitor's cookie and address, and
 * asking for no cached answer, as their `fetch(…, { cache: 'no-store' })` does (it sends these two
 * headers), so a read after a write sees the write.
 */
export function callAt(
  server: OwnServer,
  who: Visitor | undefined,
  method: string,
  pathname: string,
  body?: unknown,
  origin = server.baseURL,
) {
  const headers: Record<string, string> = {
    origin,
    'x-forwarded-for': who?.ip ?? uniqueIp(),
    'cache-control': 'no-cache',
    pragma: 'no-cache',
  }
  if (who) headers.cookie = who.cookie
  if (body !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${server.baseURL}${pathname}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Runs `pnpm --filter @ohc/web roster` (its tsx entry) on a CSV text against a database. */
export function runRosterImport(dbEnv: DatabaseUnderTest['env'], csvFile: string, ...args: string[]) {
  const base = { ...process.env, DATABASE_URL: undefined, OHC_SQLITE_FILE: undefined }
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/roster.ts', csvFile, ...args], {
    cwd: WEB,
    env: { ...base, ...dbEnv, OHC_ROSTER_CWD: WEB },
    encoding: 'utf8',
  })
  return { status: result.status, out: result.stdout, err: result.stderr }
}

/** A year from today, as YYYY-MM-DD: an expiry no test clock reaches. */
export const nextYear = () => new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10)
