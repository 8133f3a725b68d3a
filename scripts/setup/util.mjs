// Small helpers for the set-up script: logging, running commands, and content stamps that let a
// second `npm start` skip work whose inputs have not changed.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { systemCommand } from './system-command.mjs'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export function log(message) {
  console.log(`\x1b[1m[setup]\x1b[0m ${message}`)
}

/** Runs a command with inherited output; throws with the command line when it fails. */
export function run(command, args, options = {}) {
  // By PATH or the system's folders (runuser is in sbin, which a non-login root shell may not have).
  const file = systemCommand(command, options.env?.PATH ?? process.env.PATH)
  const result = spawnSync(file, args, { stdio: 'inherit', cwd: ROOT, ...options })
  if (result.error) throw result.error
  if (result.status !== 0) {
    throw new Error(`"${[command, ...args].join(' ')}" failed with exit code ${result.status ?? result.signal}`)
  }
}

const SKIP = new Set(['node_modules', '.next', 'dist', '.tools', 'test-results', 'playwright-report', '.git'])

function walk(entry, files) {
  const stat = statSync(entry, { throwIfNoEntry: false })
  if (!stat) return
  if (stat.isFile()) {
    files.push(entry)
    return
  }
  if (!stat.isDirectory()) return
  for (const name of readdirSync(entry).sort()) {
    if (!SKIP.has(name)) walk(path.join(entry, name), files)
  }
}

/** A hash of the contents of these files and folders (relative to the repo root) plus extras. */
export function hashInputs(entries, extras = []) {
  const hash = createHash('sha1')
  const files = []
  for (const entry of entries) walk(path.join(ROOT, entry), files)
  for (const file of files) {
    hash.update(path.relative(ROOT, file))
    hash.update(readFileSync(file))
  }
  for (const extra of extras) hash.update(String(extra))
  return hash.digest('hex')
}

/** What a stamp file (relative to the repo root) holds, or undefined when there is none. */
export function readStamp(stampFile) {
  const file = path.join(ROOT, stampFile)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

/**
 * Runs `work` with these files (relative to the repo root) put back as they were afterwards: for a
 * step that rewrites files it has no business changing. One that did not exist is left as written.
 */
export function keepingFiles(files, work) {
  const saved = files.map((f) => [path.join(ROOT, f), readStamp(f)])
  try {
    return work()
  } finally {
    for (const [file, text] of saved) if (text !== undefined) writeFileSync(file, text)
  }
}

/** Runs `work` unless the stamp file already holds this hash; writes the hash after success. */
export function unlessStamped(stampFile, hash, label, work) {
  const file = path.join(ROOT, stampFile)
  if (readStamp(stampFile) === hash) {
    log(`${label}: up to date, skipped`)
    return false
  }
  work()
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, hash)
  return true
}

/** Whether Debian's packages can be installed here (running as root, with apt-get). */
export const canAptInstall = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')

/** Installs Debian packages, quietly, without recommends. */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  run('apt-get', ['update', '-qq'], { env })
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env })
}

/** A free TCP port on loopback (for a test server: PostgreSQL, Redis, nginx). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}
