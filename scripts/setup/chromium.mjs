// Finds a Chromium for the browser tests, or installs Debian's package when running as root.
// Test tools cannot download their own browser builds here, and Debian's Chromium works with
// Playwright through executablePath.
import { existsSync } from 'node:fs'
import { log, run } from './util.mjs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable']

function find() {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist.`)
    return configured
  }
  return CANDIDATES.find((candidate) => existsSync(candidate))
}

export function ensureChromium() {
  const found = find()
  if (found) return found
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error('No Chromium found for the browser tests. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.')
  }
  log('Installing Chromium from Debian packages (apt-get)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  run('apt-get', ['update', '-qq'], { env })
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { env })
  const installed = find()
  if (!installed) throw new Error('apt-get installed chromium but no executable was found.')
  return installed
}
