// Finds or installs the toolchain: Node >= 22.12 (Node 24 LTS when this machine's is older) and
// pnpm 12, both from the npm registry into .tools/, so a machine with only Node 20 and npm works.
// Plain JavaScript with no dependencies: it runs before anything is installed, on any Node >= 20.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { log, ROOT, run } from './util.mjs'

export const NODE_VERSION = '24.21.0'
export const PNPM_VERSION = '12.21.0'
const TOOLS = path.join(ROOT, '.tools')
const TOOLS_BIN = path.join(TOOLS, 'node_modules', '.bin')

function nodeIsRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number)
  return major > 22 || (major === 22 && minor >= 12)
}

function toolVersion(bin, args = ['--version']) {
  try {
    return execFileSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

/** Returns the environment every later step runs in: PATH leads to the right node and pnpm. */
export function ensureToolchain() {
  const needNode = !nodeIsRecentEnough(process.version)
  const wanted = { pnpm: PNPM_VERSION, ...(needNode ? { node: NODE_VERSION } : {}) }
  const manifest = { private: true, dependencies: wanted, allowScripts: { node: true, pnpm: true } }
  const manifestFile = path.join(TOOLS, 'package.json')
  const current = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : ''
  const next = JSON.stringify(manifest, null, 2)
  const nodeBin = path.join(TOOLS_BIN, 'node')
  const pnpmBin = path.join(TOOLS_BIN, 'pnpm')
  const installed = current === next && toolVersion(pnpmBin) === PNPM_VERSION && (!needNode || toolVersion(nodeBin) === `v${NODE_VERSION}`)
  if (!installed) {
    log(`Installing ${needNode ? `Node ${NODE_VERSION} and ` : ''}pnpm ${PNPM_VERSION} into .tools/ (from the npm registry)`)
    mkdirSync(TOOLS, { recursive: true })
    writeFileSync(manifestFile, next)
    run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: TOOLS })
    if (needNode && toolVersion(nodeBin) !== `v${NODE_VERSION}`) {
      throw new Error(`Node ${NODE_VERSION} did not install into .tools/; see the npm output above.`)
    }
  }
  const env = { ...process.env, PATH: `${TOOLS_BIN}${path.delimiter}${process.env.PATH ?? ''}` }
  // pnpm must not try to switch itself to another version mid-run.
  env.npm_config_manage_package_manager_versions = 'false'
  // The Sanity CLI must neither ask about telemetry nor look for updates (no network, no prompts).
  env.DO_NOT_TRACK = '1'
  env.NO_UPDATE_NOTIFIER = '1'
  const node = needNode ? nodeBin : process.execPath
  if (!needNode) env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${env.PATH}`
  log(`Using Node ${toolVersion(node)} and pnpm ${toolVersion(pnpmBin, ['--version']) ?? '?'}`)
  return { env, node, pnpm: pnpmBin }
}
