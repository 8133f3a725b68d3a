import { spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { DatabaseUnderTest } from './test-databases'

// For tests that race separate server processes on one test database: a Node process that runs
// an ES module (with tsx, from web/, so it imports './src/…'), connects, prints "ready", waits for
// "go" on its standard input, then prints its answer as one line. Started one by one and released
// together, the processes really run at once.

const WEB = path.resolve(import.meta.dirname, '../..')

export interface WaitingProcess {
  go(): void
  /** The line the process printed after "go". */
  answer: Promise<string>
}

export async function waitingProcess(env: DatabaseUnderTest['env'], script: string, name: string): Promise<WaitingProcess> {
  const base = { ...process.env, DATABASE_URL: undefined, OHC_SQLITE_FILE: undefined }
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: WEB,
    env: { ...base, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const first = await lines.next()
  if (first.value !== 'ready') throw new Error(`${name} did not start: ${first.value}`)
  return {
    go: () => child.stdin.write('go\n'),
    answer: lines.next().then((last) => String(last.value)),
  }
}
