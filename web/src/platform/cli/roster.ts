import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createDatabase } from '@/platform/db/database'
import { migrateToLatest } from '@/platform/db/migrate'
import { config, databaseConfigOrReport } from '@/platform/config'
import { describeDatabase } from '@/platform/env/database'
import { parseRoster } from '@/visitors/members/roster-csv'
import { importRoster } from '@/visitors/members/roster-import'

// `pnpm --filter @ohc/web roster <file.csv> [--replace]`: imports the membership system's roster.
// Exit codes as the other CLIs: 0 all rows imported, 1 some rows were bad (the good ones are
// imported) or the import failed, 2 a command line it cannot use.

const HELP = `Usage: pnpm --filter @ohc/web roster <file.csv> [--replace]

Imports the members roster exported by the membership system: a CSV file with a header row naming
the columns email (or e-mail), level (or membership level) and expiry (or expires, expiration date),
in any order and case; dates as YYYY-MM-DD or MM/DD/YYYY. A member is active through the expiry day.

Idempotent: new emails are added, changed levels and expiry dates updated, the rest left alone, so
running it twice changes nothing. Members missing from the file are kept until their expiry date;
with --replace they are removed (the file is the whole roster). Bad rows are listed by line number
and skipped; --replace then removes nobody, since a bad row may be a member.

The database: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file OHC_SQLITE_FILE
(default data/app.sqlite). Its migrations are applied first if needed.`

async function main(argv: string[]): Promise<number> {
  let file: string | undefined
  let replace = false
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' }, replace: { type: 'boolean' } },
      strict: true,
    })
    if (values.help) {
      console.log(HELP)
      return 0
    }
    if (positionals.length !== 1) throw new Error('Give exactly one CSV file.')
    file = positionals[0]
    replace = values.replace ?? false
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${HELP}`)
    return 2
  }
  // pnpm runs scripts in web/; a relative path means the directory the command was typed in
  // (INIT_CWD; OHC_ROSTER_CWD when the scripts package's alias ran this through a second pnpm).
  const resolved = path.resolve(config().runtime.commandDir, file ?? '')
  let text: string
  try {
    text = await readFile(resolved, 'utf8')
  } catch (error) {
    console.error(`Cannot read ${resolved}: ${error instanceof Error ? error.message : error}`)
    return 1
  }
  const { rows, problems } = parseRoster(text)
  const database = databaseConfigOrReport()
  if (!database) return 1
  const db = createDatabase(database, { poolSize: 1 })
  try {
    await migrateToLatest(db)
    const report = await importRoster(db, rows, { replace: replace && problems.length === 0 })
    console.log(`Roster ${resolved} into ${describeDatabase(database)}`)
    console.log(`  ${report.inserted} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.removed} removed`)
    if (replace && problems.length) console.log('  --replace ignored: the file has bad rows, so nobody was removed.')
    for (const problem of problems) console.error(`  line ${problem.line}: ${problem.reason}`)
    if (problems.length) console.error(`${problems.length} bad row(s) skipped; ${rows.length} imported.`)
    return problems.length ? 1 : 0
  } catch (error) {
    console.error(`Roster import failed: ${error instanceof Error ? error.message : error}`)
    return 1
  } finally {
    await db.destroy()
  }
}

process.exitCode = await main(process.argv.slice(2))
