import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrateAll } from '@/visitors/auth/migrate'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { withAuthTables } from '@/platform/db/auth-tables'
import { membershipFor } from './membership'
import { parseRoster } from './roster-csv'
import { importRoster } from './roster-import'

// The roster import and membership on a SQLite file and on PostgreSQL: in-process, and through
// the CLI an operator runs (exit codes, bad rows by line).

const WEB = path.resolve(import.meta.dirname, '../../..')
const FIXTURE = path.join(WEB, 'test/fixtures/roster.csv')
const config = {
  baseURL: 'http://localhost:3000',
  origins: ['http://localhost:3000'],
  secret: 'in-process-test-secret-0123456789abcdef',
  secureCookies: false,
  linkExpiresIn: 900,
  sessionCacheSeconds: 10,
}
const noEmail = { send: async () => {} }

function cli(env: DatabaseUnderTest['env'], ...args: string[]) {
  const base = { ...process.env, DATABASE_URL: undefined, OHC_SQLITE_FILE: undefined }
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/platform/cli/roster.ts', ...args], {
    cwd: WEB,
    env: { ...base, ...env, OHC_ROSTER_CWD: WEB },
    encoding: 'utf8',
  })
  return { status: result.status, out: result.stdout, err: result.stderr }
}

const roster = (db: Kysely<Database>) => db.selectFrom('roster_entries').selectAll().orderBy('email').execute()

onEachDatabase('roster import', (target) => {
  let under: DatabaseUnderTest
  let db: Kysely<Database>
  beforeAll(async () => {
    under = await target.create()
    db = under.connect()
    await migrateAll(db, { dbType: target.label === 'SQLite' ? 'sqlite' : 'postgres', sender: noEmail, config })
  })
  afterAll(() => under?.dispose())

  it('imports the good rows, lists the bad ones by line and exits 1; a second run changes nothing', async () => {
    const expected = parseRoster(readFileSync(FIXTURE, 'utf8'))
    const first = cli(under.env, FIXTURE)
    expect(first.status).toBe(1)
    for (const problem of expected.problems) expect(first.err).toContain(`line ${problem.line}: ${problem.reason}`)
    expect(first.out).toContain(`${expected.rows.length} added, 0 updated, 0 unchanged, 0 removed`)
    const after = await roster(db)
    expect(after.map((e) => [e.email, e.level, e.expires_on])).toEqual(expected.rows.map((r) => [r.email, r.level, r.expiresOn]).sort())

    const second = cli(under.env, FIXTURE)
    expect(second.out).toContain(`0 added, 0 updated, ${expected.rows.length} unchanged, 0 removed`)
    expect(await roster(db)).toEqual(after)
  })

  it('updates a changed row, keeps missing members without --replace, and removes them with it', async () => {
    await importRoster(db, [{ email: 'keep@example.org', level: 'Individual', expiresOn: '2030-01-01' }])
    const changed = await importRoster(db, [{ email: 'grace@example.org', level: 'Patron', expiresOn: '2029-01-01' }])
    expect(changed).toEqual({ inserted: 0, updated: 1, unchanged: 0, removed: 0 })
    expect((await roster(db)).map((e) => e.email)).toContain('keep@example.org')

    const good = path.join(WEB, 'test/fixtures/roster-good.csv')
    const replaced = cli(under.env, good, '--replace')
    expect(replaced.status).toBe(0)
    const expected = parseRoster(readFileSync(good, 'utf8')).rows
    expect((await roster(db)).map((e) => e.email)).toEqual(expected.map((r) => r.email).sort())
  })

  it('a bad command line exits 2, an unreadable file 1', () => {
    expect(cli(under.env).status).toBe(2)
    expect(cli(under.env, 'a.csv', 'b.csv').status).toBe(2)
    expect(cli(under.env, path.join(WEB, 'test/fixtures/no-such.csv')).status).toBe(1)
  })

  it('makes a user a member only with a verified email and an entry not expired', async () => {
    await importRoster(db, [
      { email: 'member@example.org', level: 'Gold', expiresOn: '2027-06-30' },
      { email: 'unverified@example.org', level: 'Gold', expiresOn: '2027-06-30' },
    ])
    const users = withAuthTables(db)
    const at = new Date().toISOString()
    for (const [id, email, verified] of [
      ['u-member', 'Member@Example.org', true],
      ['u-unverified', 'unverified@example.org', false],
      ['u-none', 'none@example.org', true],
    ] as const) {
      await users
        .insertInto('user')
        .values({
          id,
          name: '',
          email,
          emailVerified: target.label === 'SQLite' ? Number(verified) : verified,
          image: null,
          createdAt: at,
          updatedAt: at,
        })
        .execute()
    }
    const CHICAGO = 'America/Chicago'
    const june30Evening = new Date('2027-07-01T03:00:00Z') // still 30 June in Chicago
    expect(await membershipFor(db, { userId: 'u-member' }, june30Evening, CHICAGO)).toEqual({
      member: true,
      level: 'Gold',
      expiresOn: '2027-06-30',
    })
    expect(await membershipFor(db, { userId: 'u-member' }, new Date('2027-07-01T12:00:00Z'), CHICAGO)).toEqual({
      member: false,
      level: 'Gold',
      expiresOn: '2027-06-30',
    })
    expect((await membershipFor(db, { userId: 'u-unverified' }, june30Evening, CHICAGO)).member).toBe(false)
    expect((await membershipFor(db, { userId: 'u-none' }, june30Evening, CHICAGO)).member).toBe(false)
    expect((await membershipFor(db, { email: 'UNVERIFIED@example.org' }, june30Evening, CHICAGO)).member).toBe(true)
  })
})
