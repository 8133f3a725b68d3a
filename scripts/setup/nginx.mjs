// nginx with its cache in front of `next start` processes, for the integration tests and the
// bench: the binary from Debian's packages (installed with apt-get when missing and running as
// root), started as a child process (not a daemon) on a free loopback port, its site config
// rendered from docs/nginx-site.conf, the one operations.md documents.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ROOT, freePort, log, run } from './util.mjs'

export { freePort }

export const SITE_TEMPLATE = path.join(ROOT, 'docs', 'nginx-site.conf')

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']

/** The nginx binary: OHC_TEST_NGINX, an installed one, or undefined. */
export function findNginx() {
  if (process.env.OHC_TEST_NGINX) return process.env.OHC_TEST_NGINX
  const found = CANDIDATES.find((file) => existsSync(file))
  if (found) return found
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined
}

/** The nginx binary, installed from Debian's packages when missing (as root only). */
export function ensureNginx() {
  const found = findNginx()
  if (found) return found
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'The integration tests put nginx in front of the site, and none is installed. Install it ' +
        '(Debian: apt-get install nginx-light) or set OHC_TEST_NGINX to its binary.',
    )
  }
  log('Installing nginx from Debian packages (apt-get)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  run('apt-get', ['update', '-qq'], { env })
  // nginx-light is the smallest build with the proxy cache and gzip; older and newer releases
  // may only have "nginx".
  const light = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], { stdio: 'inherit', env })
  if (light.status !== 0) run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { env })
  const installed = findNginx()
  if (!installed) throw new Error('apt-get installed nginx but no nginx binary was found.')
  // The package starts a system nginx on port 80; the tests start their own.
  spawnSync('sh', ['-c', 'command -v systemctl >/dev/null && systemctl stop nginx || nginx -s quit'], { stdio: 'ignore' })
  return installed
}

/**
 * docs/nginx-site.conf with its three values filled in. `upstreams` are the `next start`
 * processes (host:port), `listen` the address nginx answers on.
 */
export function renderSiteConfig({ upstreams, listen, cacheDir }) {
  if (!upstreams.length) throw new Error('nginx needs at least one upstream')
  const values = {
    upstream_servers: upstreams.map((address) => `server ${address};`).join('\n    '),
    listen,
    cache_dir: cacheDir,
  }
  return readFileSync(SITE_TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`docs/nginx-site.conf names an unknown value ${whole}`)
    return values[name]
  })
}

/** The template's compression lines, for another server block that should compress alike. */
export function gzipLines() {
  return readFileSync(SITE_TEMPLATE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('gzip'))
}

// nginx's own settings around the site's: in a folder of its own, logging to stderr, as root its
// workers as root too (they write the cache in that folder).
function mainConfig(dir, { workers, extra }) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`
  return [
    'daemon off;',
    `worker_processes ${workers};`,
    `pid ${path.join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    process.getuid?.() === 0 ? 'user root;' : '',
    'events { worker_connections 4096; }',
    'http {',
    '    access_log off;',
    '    default_type application/octet-stream;',
    `    ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `    include ${path.join(dir, 'site.conf')};`,
    extra ?? '',
    '}',
    '',
  ].join('\n')
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Starts nginx in front of `upstreams` (host:port of each `next start`) and returns
 * `{url, port, dir, stop}`. `extra` is more config inside http {} (the bench's static server);
 * `workers` nginx's worker processes (1 unless told). `stop()` ends nginx and removes its folder.
 */
export async function startNginx({ nginx = ensureNginx(), upstreams, port, workers = 1, extra } = {}) {
  const listenPort = port ?? (await freePort())
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-nginx-'))
  chmodSync(dir, 0o755)
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'temp', name), { recursive: true })
  mkdirSync(path.join(dir, 'cache'))
  writeFileSync(
    path.join(dir, 'site.conf'),
    renderSiteConfig({ upstreams, listen: `127.0.0.1:${listenPort}`, cacheDir: path.join(dir, 'cache') }),
  )
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, mainConfig(dir, { workers, extra }))
  // -e: the error log before the config is read (Debian's default is a file only root may write).
  const child = spawn(nginx, ['-e', 'stderr', '-p', dir, '-c', conf], { stdio: ['ignore', 'inherit', 'pipe'] })
  let output = ''
  child.stderr.on('data', (chunk) => (output += chunk.toString()))
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', done)
      // QUIT: workers finish what they are sending, then nginx exits.
      child.kill('SIGQUIT')
    })
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`nginx exited early:\n${output}`)
    }
    if (await listening(listenPort)) return { url: `http://127.0.0.1:${listenPort}`, port: listenPort, dir, stop, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await stop()
  throw new Error(`nginx did not listen on ${listenPort} within 15 s:\n${output}`)
}

// `node scripts/setup/nginx.mjs`: installs nginx when missing and says where it is.
if (import.meta.url === `file://${process.argv[1]}`) {
  const nginx = ensureNginx()
  const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' })
  log(`nginx: ${nginx} (${(version.stderr || version.stdout).trim()})`)
}
