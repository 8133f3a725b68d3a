import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEMO_FILE } from '../demo-dataset'
import { authTestEnv, freePort } from '../next-server'

// A production server of a test file's own, on a private copy of the build: the fault and load
// tests feed it broken, slow or ten times larger content, and the pages it renders then must not
// land in the build the other test files' servers read (Next writes regenerated pages and fetched
// data beside the build). Its output is kept, so a test can look for the errors it logged.

const WEB = path.resolve(import.meta.dirname, '../..')
const BUILD = path.join(WEB, '.next')

export interface PrivateServer {
  baseURL: string
  /** The server's own outbox (emails when no provider is configured). */
  outboxDir: string
  /** Its SQLite file, unless the environment named another database. */
  sqliteFile: string
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string
  stop(): Promise<void>
}

/**
 * The build, copied where the server may write: the rendered pages (server/app) and the fetch
 * cache are real copies, the compiled code and static files hard links; the cache of the compiler
 * is left out. The folder is named web/ so the app finds the repository root above it as usual.
 */
function privateBuild(): { dir: string; dispose(): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ohc-private-build-'))
  const dir = path.join(root, 'web')
  const next = path.join(dir, '.next')
  mkdirSync(next, { recursive: true })
  for (const entry of readdirSync(BUILD)) {
    if (entry === 'cache' || entry === 'node_modules') continue
    const linked = spawnSync('cp', ['-al', path.join(BUILD, entry), path.join(next, entry)])
    if (linked.status !== 0) throw new Error(`could not link ${entry} of the build: ${linked.stderr.toString()}`)
  }
  rmSync(path.join(next, 'server/app'), { recursive: true, force: true })
  cpSync(path.join(BUILD, 'server/app'), path.join(next, 'server/app'), { recursive: true })
  // Only a build made with isrFlushToDisk on (next.config.ts keeps it off) has a fetch cache on disk.
  if (existsSync(path.join(BUILD, 'cache/fetch-cache')))
    cpSync(path.join(BUILD, 'cache/fetch-cache'), path.join(next, 'cache/fetch-cache'), { recursive: true })
  // The build's links to native packages are relative to where it was made: point them home.
  mkdirSync(path.join(next, 'node_modules'))
  for (const link of readdirSync(path.join(BUILD, 'node_modules'))) {
    const target = path.resolve(path.join(BUILD, 'node_modules'), readlinkSync(path.join(BUILD, 'node_modules', link)))
    symlinkSync(target, path.join(next, 'node_modules', link))
  }
  symlinkSync(path.join(WEB, 'node_modules'), path.join(dir, 'node_modules'))
  for (const file of ['package.json', 'next.config.ts', 'tsconfig.json', 'cache-handler.mjs', 'line-pages.mjs'])
    copyFileSync(path.join(WEB, file), path.join(dir, file))
  // next.config.ts imports the cache and form limits from the sources.
  symlinkSync(path.join(WEB, 'src'), path.join(dir, 'src'))
  return { dir, dispose: () => rmSync(root, { recursive: true, force: true }) }
}

/** `env` adds to (or overrides) a throwaway SQLite file and outbox, and the demo dataset. */
export async function startPrivateServer(env: Record<string, string> = {}, readyPath = '/api/openapi.json'): Promise<PrivateServer> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const own = authTestEnv(baseURL)
  const build = privateBuild()
  const child: ChildProcess = spawn(
    process.execPath,
    // "localhost", as `npm start` (no hostname) has it: started on "127.0.0.1", Next would send
    // every page, which the proxy rewrites under its language, back through itself over HTTP.
    [path.join(WEB, 'node_modules/next/dist/bin/next'), 'start', build.dir, '--port', String(port), '--hostname', 'localhost'],
    {
      cwd: build.dir,
      // The tests play the proxy (OHC_TRUSTED_PROXIES=1): each client sends its own X-Forwarded-For.
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', OHC_TRUSTED_PROXIES: '1', ...own.env, OHC_DATASET: DEMO_FILE, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const dispose = () => {
    own.dispose()
    build.dispose()
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (exited(child)) {
      dispose()
      throw new Error(`next start exited early:\n${output}`)
    }
    try {
      if ((await fetch(`${baseURL}${readyPath}`)).ok) {
        return {
          baseURL,
          outboxDir: env.OHC_OUTBOX_DIR ?? own.env.OHC_OUTBOX_DIR,
          sqliteFile: env.OHC_SQLITE_FILE ?? own.env.OHC_SQLITE_FILE,
          output: () => output,
          async stop() {
            await stop(child)
            dispose()
          },
        }
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop(child)
  dispose()
  throw new Error(`next start did not answer within 60 s:\n${output}`)
}

/** Ended by itself, or by a signal (a crash): exitCode alone stays null after a signal. */
const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (exited(child)) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
