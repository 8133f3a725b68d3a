import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from './database'
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable'

// The errors of a database out of reach, as the real drivers raise them, are recognised as such
// — and within the configured time — while a statement error is not.

const dirs: string[] = []
const servers: Server[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  for (const server of servers) server.close()
})

async function failure(run: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now()
  try {
    await run()
  } catch (error) {
    return { error, ms: performance.now() - started }
  }
  throw new Error('expected the query to fail')
}

describe('a database out of reach', () => {
  it('SQLite: a file whose folder cannot exist', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-unavailable-'))
    dirs.push(dir)
    writeFileSync(path.join(dir, 'blocker'), 'a file, not a folder')
    const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'blocker', 'app.sqlite'), timeoutMs: 500 })
    const { error } = await failure(() => sql`select 1`.execute(db))
    expect(error).toBeInstanceOf(DatabaseUnavailableError)
    expect(isDatabaseUnavailable(error)).toBe(true)
    // Opening is tried again on the next query, so the database is back once its folder is.
    rmSync(path.join(dir, 'blocker'))
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }])
    await db.destroy()
  })

  it('PostgreSQL: a server that refuses, and one that accepts and never answers, within the time limit', async () => {
    const silent: Socket[] = []
    const stalled = createServer((socket) => void silent.push(socket))
    servers.push(stalled)
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve))
    const address = stalled.address()
    const port = typeof address === 'object' && address ? address.port : 0
    for (const url of ['postgresql://ohc@127.0.0.1:1/ohc', `postgresql://ohc@127.0.0.1:${port}/ohc`]) {
      const db = createDatabase({ kind: 'postgres', url, timeoutMs: 500 })
      const { error, ms } = await failure(() => sql`select 1`.execute(db))
      expect(isDatabaseUnavailable(error), String(error)).toBe(true)
      expect(ms).toBeLessThan(2_000)
      await db.destroy()
    }
    for (const socket of silent) socket.destroy()
  })

  it('is not what a refused statement or a bug says', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})
