// Runs the test command's jobs side by side, a few at a time: most of its checks (ESLint, Prettier,
// tsc, a vitest run with its one worker, the Sanity CLI) keep one core busy, so on a machine of two
// cores two at once end in little more than the longer one's time.
import { spawn } from 'node:child_process'

/**
 * @typedef {object} Job
 * @property {string} name What the other jobs call it in `after`.
 * @property {string[]} [after] Jobs that must have ended first, whatever their outcome: they
 *   write files this one reads, or read files this one rewrites.
 * @property {() => Promise<boolean>} run Resolves true when the job passed.
 */

/**
 * Runs `jobs` with at most `slots` of them at once. A job starts once the jobs it waits for have
 * ended and a slot is free; among the jobs ready to start, the one listed first goes first.
 * Resolves with whether each job passed, by name; a job that throws has failed.
 * @param {Job[]} jobs
 * @param {number} slots
 * @returns {Promise<Map<string, boolean>>}
 */
export function runJobs(jobs, slots) {
  const names = new Set(jobs.map((job) => job.name))
  for (const job of jobs)
    for (const name of job.after ?? []) if (!names.has(name)) throw new Error(`${job.name} waits for ${name}, which is not a job`)
  /** @type {Map<string, boolean>} */
  const passed = new Map()
  const started = new Set()
  let running = 0
  return new Promise((resolve, reject) => {
    const pump = () => {
      for (const job of jobs) {
        if (running >= slots) break
        if (started.has(job.name) || !(job.after ?? []).every((name) => passed.has(name))) continue
        started.add(job.name)
        running++
        job
          .run()
          .catch((error) => {
            console.error(`[setup] ${job.name}: ${error instanceof Error ? error.message : error}`)
            return false
          })
          .then((ok) => {
            running--
            passed.set(job.name, ok)
            pump()
          })
      }
      if (passed.size === jobs.length) resolve(passed)
      else if (running === 0)
        reject(new Error(`these jobs wait for each other: ${jobs.filter((j) => !started.has(j.name)).map((j) => j.name)}`))
    }
    pump()
  })
}

/**
 * Runs a command with its output held back and printed in one piece when it ends, so the output
 * of jobs running side by side does not interleave. Resolves with its exit code (1 after a signal).
 */
export function runHeld(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks = []
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    child.once('error', reject)
    child.once('close', (code) => {
      process.stdout.write(Buffer.concat(chunks))
      resolve(code ?? 1)
    })
  })
}

/** Runs a command with its output going straight to ours. Resolves with its exit code (1 after a signal). */
export function runStreamed(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' })
    child.once('error', reject)
    child.once('close', (code) => resolve(code ?? 1))
  })
}
