// Each pipeline CLI, started the way `pnpm --filter @ohc/scripts <name>` starts it: its help, and
// exit code 2 for a command line it cannot use.

import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../paths'

const run = promisify(execFile)
const SCRIPTS = join(REPO_ROOT, 'scripts')
const TSX = join(SCRIPTS, 'node_modules', '.bin', 'tsx')

async function cli(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, [file, ...args], { cwd: SCRIPTS, env: { ...process.env, SANITY_PROJECT_ID: '' } })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

const COMMANDS = [
  ['import', 'src/import/cli.ts', 'Usage: pnpm --filter @ohc/scripts import [FILE] [options]'],
  ['export', 'src/export/cli.ts', 'Usage: pnpm --filter @ohc/scripts export [options]'],
  ['import-legacy', 'src/legacy/cli.ts', 'Usage: pnpm --filter @ohc/scripts import-legacy DIR [options]'],
  ['rollover', 'src/rollover/cli.ts', 'Usage: pnpm --filter @ohc/scripts rollover --year YYYY [FILE] [options]'],
  ['hosts', 'src/hosts/cli.ts', 'Usage: pnpm --filter @ohc/scripts hosts FILE.csv [DATASET] [options]'],
  ['lake-stand-in', 'src/lake-stand-in/cli.ts', 'Usage: pnpm --filter @ohc/scripts lake-stand-in [options]'],
] as const

describe('pipeline CLIs', () => {
  it('exit 2 with the help for an unknown option, and 0 with the help when asked', async () => {
    const [help, ...bad] = await Promise.all([
      cli('src/import/cli.ts', ['--help']),
      ...COMMANDS.map(([, file]) => cli(file, ['--frobnicate'])),
    ])
    expect(help?.code).toBe(0)
    expect(help?.stdout).toContain(COMMANDS[0][2])
    COMMANDS.forEach(([name, , usage], i) => {
      expect(bad[i]?.code, name).toBe(2)
      expect(bad[i]?.stderr).toContain(`${name}: Unknown option '--frobnicate'`)
      expect(bad[i]?.stderr).toContain(usage)
    })
  }, 60_000)
})
