import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Redocly's linter with its `recommended` rules, as a client generator's user would run it. The CLI
// bundles its own copy of @redocly/openapi-core, which is not importable from here, so it runs as
// a child process (in an empty folder, so no config file changes the rules) and reports in JSON.

const CLI = path.resolve(import.meta.dirname, '../node_modules/@redocly/cli/bin/cli.js')

export interface LintProblem {
  ruleId: string
  severity: 'error' | 'warn'
  message: string
  location: { pointer: string }[]
}

export interface LintReport {
  errors: LintProblem[]
  warnings: LintProblem[]
}

export function lintOpenApi(document: unknown): LintReport {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-openapi-lint-'))
  try {
    const file = path.join(dir, 'openapi.json')
    writeFileSync(file, JSON.stringify(document, null, 2))
    const run = spawnSync(
      process.execPath,
      [CLI, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '10000'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', NO_COLOR: '1' },
      },
    )
    if (run.error) throw run.error
    let problems: LintProblem[]
    try {
      problems = JSON.parse(run.stdout).problems
    } catch {
      throw new Error(`redocly lint did not answer JSON (exit ${run.status}):\n${run.stdout}\n${run.stderr}`)
    }
    return { errors: problems.filter((p) => p.severity === 'error'), warnings: problems.filter((p) => p.severity === 'warn') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** One line per problem: rule, where, what. */
export function describeProblems(problems: LintProblem[]): string {
  return problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`).join('\n')
}
