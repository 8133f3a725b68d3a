// A Redis server for the integration tests (the page cache shared by several server processes):
// OHC_TEST_REDIS_URL when set, otherwise a throwaway `redis-server` on a free loopback port,
// without persistence, stopped when the tests end. The binary comes from Debian's package
// redis-server (installed with apt-get when missing and running as root; Debian bookworm has no
// Valkey package, and the site works with either).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { aptInstall, canAptInstall, freePort, log } from './util.mjs'

const BINARY = '/usr/bin/redis-server'

function installBinary() {
  if (!canAptInstall()) {
    throw new Error(
      'The integration tests need a Redis server, and none is installed. Install one ' +
        '(Debian: apt-get install redis-server) or set OHC_TEST_REDIS_URL to a Redis or Valkey ' +
        '(redis://host:6379) that the tests may empty.',
    )
  }
  log('Installing Redis from Debian packages (apt-get)')
  aptInstall(['redis-server'])
  if (!existsSync(BINARY)) throw new Error(`apt-get installed redis-server but there is no ${BINARY}.`)
  // The package starts a system service where there is an init system; the tests use their own.
  spawnSync('service', ['redis-server', 'stop'], { stdio: 'ignore' })
}

/** Whether a Redis answers PING on this port. */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

/**
 * Provides a Redis for the tests and returns `{url, stop}`. `stop()` is synchronous, so it also
 * works from an exit handler.
 */
export async function startTestRedis() {
  const configured = process.env.OHC_TEST_REDIS_URL
  if (configured) {
    log('Redis: using OHC_TEST_REDIS_URL')
    return { url: configured, stop() {} }
  }
  const started = Date.now()
  if (!existsSync(BINARY)) installBinary()
  const port = await freePort()
  // No snapshots, no append-only file: nothing of a test run outlives it. Bounded as production's
  // should be (docs/operations.md): a memory limit and least-recently-used eviction.
  const child = spawn(
    BINARY,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'allkeys-lru',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  const deadline = Date.now() + 15_000
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop()
      throw new Error('Could not start a Redis server for the tests (see the output above)')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  log(`Redis: a test server on 127.0.0.1:${port} (${seconds}s)`)
  return { url: `redis://127.0.0.1:${port}`, stop }
}
