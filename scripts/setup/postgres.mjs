// A PostgreSQL server for the integration tests: OHC_TEST_DATABASE_URL when set, otherwise a
// throwaway cluster in a temporary folder on a free loopback port, stopped and removed afterwards.
// The server binaries come from Debian's packages (installed with apt-get when missing and
// running as root), from their versioned folder: /usr/local/bin or PATH may hold a wrapper
// (Debian's pg_wrapper) that expects clusters under /etc/postgresql.
import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { aptInstall, canAptInstall, freePort, log, run } from './util.mjs'

const VERSIONS_DIR = '/usr/lib/postgresql'

/** The bin folder of the newest installed PostgreSQL that has initdb and pg_ctl, or undefined. */
function findBinaries() {
  if (!existsSync(VERSIONS_DIR)) return undefined
  const versions = readdirSync(VERSIONS_DIR)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
  return versions
    .map((v) => path.join(VERSIONS_DIR, v, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl')))
}

function installBinaries() {
  if (!canAptInstall()) {
    throw new Error(
      'The integration tests need a PostgreSQL server, and none is installed. Install one ' +
        '(Debian: apt-get install postgresql) or set OHC_TEST_DATABASE_URL to an empty database ' +
        '(postgresql://user:password@host:5432/db) that the tests may create tables in.',
    )
  }
  log('Installing PostgreSQL from Debian packages (apt-get)')
  aptInstall(['postgresql'])
  const bin = findBinaries()
  if (!bin) throw new Error(`apt-get installed postgresql but no initdb/pg_ctl was found under ${VERSIONS_DIR}.`)
  return bin
}

/** The uid and gid of the `postgres` system user (Debian's package creates it), or undefined. */
function postgresUser() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
  if (result.status !== 0 || group.status !== 0) return undefined
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) }
}

/**
 * Runs a PostgreSQL program. initdb and the server refuse to run as root, so as root they run
 * as the `postgres` system user (runuser, from util-linux, is on every Debian).
 */
function runAs(asPostgres, command, args, options = {}) {
  if (!asPostgres) return run(command, args, options)
  return run('runuser', ['-u', 'postgres', '--', command, ...args], options)
}

/**
 * Provides a PostgreSQL database for the tests and returns `{url, stop}`. `stop()` is
 * synchronous, so it also works from an exit handler.
 */
export async function startTestPostgres() {
  const configured = process.env.OHC_TEST_DATABASE_URL
  if (configured) {
    log('PostgreSQL: using OHC_TEST_DATABASE_URL')
    return { url: configured, stop() {} }
  }
  const started = Date.now()
  const bin = findBinaries() ?? installBinaries()
  const asPostgres = process.getuid?.() === 0
  const user = asPostgres ? postgresUser() : undefined
  if (asPostgres && !user) throw new Error('Running as root, but there is no `postgres` system user to run the test PostgreSQL server as.')

  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-postgres-'))
  const data = path.join(dir, 'data')
  if (user) {
    chownSync(dir, user.uid, user.gid)
    chmodSync(dir, 0o700)
  }
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] }
  let running = false
  const stop = () => {
    if (running) {
      running = false
      try {
        runAs(asPostgres, path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w'], quiet)
      } catch (error) {
        console.error(`[setup] could not stop the test PostgreSQL server: ${error.message}`)
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    // Trust on loopback only; fsync off: a throwaway cluster need not survive a crash.
    runAs(
      asPostgres,
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
      quiet,
    )
    const port = await freePort()
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ')
    runAs(
      asPostgres,
      path.join(bin, 'pg_ctl'),
      ['start', '-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60'],
      quiet,
    )
    running = true
    runAs(asPostgres, path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'ohc_test'], quiet)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    log(`PostgreSQL ${path.basename(path.dirname(bin))}: a test server on 127.0.0.1:${port} (${seconds}s)`)
    return { url: `postgresql://postgres@127.0.0.1:${port}/ohc_test`, stop }
  } catch (error) {
    stop()
    throw new Error(`Could not start a PostgreSQL server for the tests: ${error.message} (see the output above)`)
  }
}
