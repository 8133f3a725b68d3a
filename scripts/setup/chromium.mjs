// Finds a Chromium for the browser tests, or installs Debian's package when running as root.
// Test tools cannot download their own browser builds here, and Debian's Chromium works with
// Playwright through executablePath.
//
// The headless shell comes first: it is the build Playwright itself runs headless tests in, and on
// two cores it opens a page in about a third of the full browser's time and loads one of the
// site's pages in under half (docs/decisions/setup-and-tests.md). The full browser still serves
// where no shell is installed and none can be.
import { existsSync } from 'node:fs'
import { log, run } from './util.mjs'

const SHELL = '/usr/bin/chromium-headless-shell'
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable']

const canInstall = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')

function install(packages) {
  log(`Installing ${packages.join(' and ')} from Debian packages (apt-get)`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  run('apt-get', ['update', '-qq'], { env })
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages, 'fonts-dejavu-core'], { env })
}

export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist.`)
    return configured
  }
  if (existsSync(SHELL)) return SHELL
  if (canInstall()) {
    install(['chromium-headless-shell'])
    if (existsSync(SHELL)) return SHELL
    throw new Error('apt-get installed chromium-headless-shell but no executable was found.')
  }
  const browser = BROWSERS.find((candidate) => existsSync(candidate))
  if (browser) return browser
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: apt-get install chromium-headless-shell) or set CHROMIUM_PATH.',
  )
}
