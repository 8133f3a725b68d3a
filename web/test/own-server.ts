import { spawnSync, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { DatabaseUnderTest } from '@/platform/db/test-databases'
import { newEmail, newIp } from './addresses'
import { authTestEnv, freePort, startNext, stop } from './next-server'
import { signedInVisitor, type Visitor } from './sign-in'

export type { Visitor } from './sign-in'

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

/** The emails to an address in a server's outbox (test/outbox.ts). */
export { messagesTo as mailsTo } from './outbox'

/** A visitor signed in on a test's own server, through its outbox (test/sign-in.ts). */
export const signInAt = (server: OwnServer, email = newEmail()): Promise<Visitor> => signedInVisitor(email, server)

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
    'x-forwarded-for': who?.ip ?? newIp(),
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
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/platform/cli/roster.ts', csvFile, ...args], {
    cwd: WEB,
    env: { ...base, ...dbEnv, OHC_ROSTER_CWD: WEB },
    encoding: 'utf8',
  })
  return { status: result.status, out: result.stdout, err: result.stderr }
}

/** A year from today, as YYYY-MM-DD: an expiry no test clock reaches. */
export const nextYear = () => new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10)
