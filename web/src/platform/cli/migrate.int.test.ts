import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'

// The CLI as an operator runs it: a process of its own, reading the environment.

const WEB = path.resolve(import.meta.dirname, '../../..')

function migrateCli(args: string[], env: Record<string, string | undefined>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    // The database variables of the caller's shell must not leak into the run.
    const base = { ...process.env, DATABASE_URL: undefined, OHC_SQLITE_FILE: undefined }
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/platform/cli/migrate.ts', ...args], {
      cwd: WEB,
      env: { ...base, ...env },
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, out }))
  })
}

onEachDatabase('migrate CLI', (target) => {
  let database: DatabaseUnderTest
  beforeAll(async () => {
    if (target.available) database = await target.create()
  })
  afterAll(() => database?.dispose())

  it('two runs at once apply the migration once; a third finds nothing to do', async () => {
    const runs = await Promise.all([migrateCli([], database.env), migrateCli([], database.env)])
    expect(runs.map((r) => r.code)).toEqual([0, 0])
    const output = runs.map((r) => r.out).join('\n')
    expect(output.match(/^ {2}applied +0001-app-tables$/gm)).toHaveLength(1)
    expect(output.match(/^ {2}already applied +0001-app-tables$/gm)).toHaveLength(1)

    const third = await migrateCli([], database.env)
    expect(third.code).toBe(0)
    expect(third.out).toContain(`Migrating ${target.label}`)
    expect(third.out).toContain('Up to date: nothing to apply.')
  })
})

describe('migrate CLI', () => {
  it('refuses a DATABASE_URL of another database with exit 1, without echoing it', async () => {
    const run = await migrateCli([], { DATABASE_URL: 'mysql://app:s3cret@db.example:3306/ohc' })
    expect(run.code).toBe(1)
    expect(run.out).toContain('the scheme "mysql" is not supported')
    expect(run.out).not.toContain('s3cret')
  })

  it('answers --help with exit 0, and an unknown option with exit 2 and the usage', async () => {
    const [help, unknown] = await Promise.all([migrateCli(['--help'], {}), migrateCli(['--frobnicate'], {})])
    expect(help.code).toBe(0)
    expect(help.out).toContain('Usage: pnpm --filter @ohc/web migrate')
    expect(unknown.code).toBe(2)
    expect(unknown.out).toContain("Unknown option '--frobnicate'")
    expect(unknown.out).toContain('Usage:')
  })
})
