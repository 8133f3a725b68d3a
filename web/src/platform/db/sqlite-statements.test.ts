import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { keepingStatements } from './sqlite-statements'

// Prepared statements kept on a real SQLite file: each text prepared once, and a kept statement
// still right after a migration changes the table under it.

const dirs: string[] = []
function openFile() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-statements-'))
  dirs.push(dir)
  return new BetterSqlite3(path.join(dir, 'app.sqlite'))
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('keepingStatements', () => {
  it('prepares each statement text once', () => {
    const sqlite = keepingStatements(openFile())
    const first = sqlite.prepare('select 1 as one')
    expect(sqlite.prepare('select 1 as one')).toBe(first)
    expect(sqlite.prepare('select 2 as two')).not.toBe(first)
    sqlite.close()
  })

  it('starts over past its bound, and every statement still runs', () => {
    const sqlite = keepingStatements(openFile(), 2)
    const first = sqlite.prepare('select 1 as n')
    sqlite.prepare('select 2 as n')
    sqlite.prepare('select 3 as n')
    const again = sqlite.prepare('select 1 as n')
    expect(again).not.toBe(first)
    expect(again.all([])).toEqual([{ n: 1 }])
    sqlite.close()
  })

  it('answers from the table as it is after a migration changes it', async () => {
    const db = new Kysely<{ places: { id: string; note?: string } }>({
      dialect: new SqliteDialect({ database: keepingStatements(openFile()) }),
    })
    await db.schema
      .createTable('places')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .execute()
    const read = () => db.selectFrom('places').selectAll().orderBy('id').execute()
    await db.insertInto('places').values({ id: 'a' }).execute()
    expect(await read()).toEqual([{ id: 'a' }])
    await sql`alter table places add column note text`.execute(db)
    await db.insertInto('places').values({ id: 'b', note: 'kept' }).execute()
    expect(await read()).toEqual([
      { id: 'a', note: null },
      { id: 'b', note: 'kept' },
    ])
    await db.destroy()
  })
})
