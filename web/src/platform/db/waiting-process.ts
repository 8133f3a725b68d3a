import { processOn, type DatabaseUnderTest } from './test-databases'

// For tests that race separate server processes on one test database: a process (processOn) whose
// script connects, prints "ready", waits for "go" on its standard input, then prints its answer as
// one line. Started one by one and released together, the processes really run at once.

export interface WaitingProcess {
  go(): void
  /** The line the process printed after "go", once it has exited. */
  answer: Promise<string>
}

export async function waitingProcess(env: DatabaseUnderTest['env'], script: string, name: string): Promise<WaitingProcess> {
  const child = processOn(env, script)
  const first = await child.line()
  if (first !== 'ready') throw new Error(`${name} did not start: ${first}`)
  const go = () => {
    child.send('go')
    // Its stdin closed, the process can exit once it has answered.
    child.end()
  }
  const answer = child.line().then(async (line) => {
    await child.exited
    return line
  })
  return { go, answer }
}
