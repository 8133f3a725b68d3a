import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { testDatasetEnv } from './demo-dataset-file'

// Starts the production build with `next start` on a free loopback port for the integration
// tests, and stops it (by its process id) when they finish.

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** Where the server writes its emails (one JSON file per message). */
    outboxDir: string
    /** The server's app database (better-auth's tables included). */
    sqliteFile: string
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export async function startNext(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const web = path.resolve(import.meta.dirname, '..')
  // Every server under test gets its own app database and outbox, never the developer's data/.
  const own = env.OHC_SQLITE_FILE ? undefined : authTestEnv(`http://127.0.0.1:${port}`)
  const child = spawn(
    process.execPath,
    // "localhost", as `npm start` (no hostname) has it: Next compares a proxy rewrite's origin, which
    // it always spells "localhost", with the hostname it was started with, and with "127.0.0.1"
    // it would fetch each rewritten page over HTTP instead of rendering it in place.
    [path.join(web, 'node_modules/next/dist/bin/next'), 'start', '--port', String(port), '--hostname', 'localhost'],
    {
      cwd: web,
      // OHC_TRUSTED_PROXIES=1: the tests play the proxy, each sending its own X-Forwarded-For so
      // rate limits never cross tests; a test of spoofing starts its server with 0.
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', OHC_TRUSTED_PROXIES: '1', ...testDatasetEnv(), ...own?.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  if (own) child.once('exit', own.dispose)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${output}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/openapi.json`)
      if (response.ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error(`next start did not answer within 60 s:\n${output}`)
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    // A child that died from a signal has no exit code, only a signal code.
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** The session secret of every server under test: the tests sign ticket codes with what it gives. */
export const TEST_AUTH_SECRET = 'test-secret-of-the-integration-server-0123456789'

/** A throwaway app database, outbox and secret for a server under test (the server migrates at start). */
export function authTestEnv(baseURL: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-server-'))
  const env = {
    OHC_SITE_URL: baseURL,
    OHC_SQLITE_FILE: path.join(dir, 'app.sqlite'),
    OHC_OUTBOX_DIR: path.join(dir, 'outbox'),
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    // The database's own settings win over any DATABASE_URL in the shell.
    DATABASE_URL: '',
    RESEND_API_KEY: '',
    // No timer of scheduled work: its runs would write to the database at moments of their own,
    // under tests that compare what is stored. The tests of scheduled work turn it on.
    OHC_JOBS: 'off',
  }
  return { env, dispose: () => rmSync(dir, { recursive: true, force: true }) }
}

export default async function setup(project: TestProject) {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const auth = authTestEnv(baseURL)
  // A cron secret as a deployed site has one: /api/jobs/tick then refuses a caller without it.
  const child = await startNext(port, { ...auth.env, CRON_SECRET: 'cron-secret-of-the-integration-server' })
  project.provide('baseURL', baseURL)
  project.provide('outboxDir', auth.env.OHC_OUTBOX_DIR)
  project.provide('sqliteFile', auth.env.OHC_SQLITE_FILE)
  return async () => {
    await stop(child)
    auth.dispose()
  }
}
