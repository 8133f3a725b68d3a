import { parseArgs } from 'node:util'
import { createDatabase } from '@/platform/db/database'
import { migrateAll } from '@/visitors/auth/migrate'
import { senderFromEnv } from '@/platform/email'
import { config, databaseConfigOrReport } from '@/platform/config'
import { describeDatabase } from '@/platform/env/database'

// `pnpm --filter @ohc/web migrate`: brings the configured app database up to date. Exit codes as
// the other CLIs: 0 done, 1 failed, 2 a command line it cannot use.

const HELP = `Usage: pnpm --filter @ohc/web migrate [--help]

Applies the app database's migrations that have not run yet (the members roster, itineraries,
reservations, capacity counters, form submissions, rate-limit counters) and creates
better-auth's tables (users, sessions, accounts, sign-in links, rate limits), and says which ran.
Running it again applies nothing.

The database: PostgreSQL when DATABASE_URL is set (postgres:// or postgresql://), otherwise the
SQLite file OHC_SQLITE_FILE (default data/app.sqlite under the repository root).`

async function main(argv: string[]): Promise<number> {
  let help = false
  try {
    help = parseArgs({ args: argv, options: { help: { type: 'boolean', short: 'h' } }, strict: true }).values.help ?? false
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${HELP}`)
    return 2
  }
  if (help) {
    console.log(HELP)
    return 0
  }
  const database = databaseConfigOrReport()
  if (!database) return 1
  console.log(`Migrating ${describeDatabase(database)}`)
  const db = createDatabase(database, { poolSize: 1 })
  try {
    const auth = { config: config().auth, dbType: database.kind, sender: senderFromEnv() }
    const { applied, alreadyApplied, authChanges } = await migrateAll(db, auth)
    for (const name of alreadyApplied) console.log(`  already applied  ${name}`)
    for (const name of applied) console.log(`  applied          ${name}`)
    for (const change of authChanges) console.log(`  better-auth      ${change}`)
    console.log(
      applied.length || authChanges.length
        ? `Done: ${applied.length} migration(s) applied, ${authChanges.length} better-auth change(s).`
        : 'Up to date: nothing to apply.',
    )
    return 0
  } catch (error) {
    console.error(`Migration failed: ${error instanceof Error ? error.message : error}`)
    return 1
  } finally {
    await db.destroy()
  }
}

process.exitCode = await main(process.argv.slice(2))
