// Finds or installs the toolchain: Node >= 22.12 (Node 24 LTS when this machine's is older) and
// pnpm 12, both from the npm registry into .tools/, so a machine with only Node 20 and npm works.
// Plain JavaScript with no dependencies: it runs before anything is installed, on any Node >= 20.
// Set-up may itself be running on .tools' Node (the README puts .tools/ first on PATH), so it
// decides from where the running Node lives, and a Node once in .tools/ stays there.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isInside, withFirst, withoutDir } from './search-path.mjs'
import { log, ROOT, run } from './util.mjs'

export const NODE_VERSION = '24.21.0'
export const PNPM_VERSION = '12.21.0'
const TOOLS = path.join(ROOT, '.tools')
const TOOLS_BIN = path.join(TOOLS, 'node_modules', '.bin')
const MANIFEST = path.join(TOOLS, 'package.json')
const NODE_BIN = path.join(TOOLS_BIN, 'node')
const PNPM_BIN = path.join(TOOLS_BIN, 'pnpm')

function nodeIsRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number)
  return major > 22 || (major === 22 && minor >= 12)
}

/** Why `bin --version` does not answer `answer`, in a few words; undefined when it does. */
function versionProblem(bin, answer, env) {
  try {
    const said = execFileSync(bin, ['--version'], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] }).trim()
    return said === answer ? undefined : `it reports "${said.split('\n')[0]}"`
  } catch (error) {
    if (error.code === 'ENOENT') return `${path.relative(ROOT, bin)} is missing`
    if (error.status == null) return `it cannot start (${error.code ?? error.signal})`
    const said = String(error.stderr ?? '')
      .trim()
      .split('\n')[0]
    return `it exits with code ${error.status}${said ? ` (${said})` : ''}`
  }
}

/** Whether .tools/ already holds a Node, by its manifest or by what npm installed. */
function toolsHaveNode(manifest) {
  try {
    if (JSON.parse(manifest).dependencies?.node) return true
  } catch {
    // No manifest yet, or a damaged one: what is installed still counts.
  }
  return existsSync(path.join(TOOLS, 'node_modules', 'node'))
}

/**
 * npm runs with no .tools/ entry on its PATH, so on the machine's Node: the install may replace
 * .tools' Node, and neither npm nor the node package's install script may run on the one it replaces.
 */
function npmInstall(manifest) {
  mkdirSync(TOOLS, { recursive: true })
  writeFileSync(MANIFEST, manifest)
  const env = { ...process.env, PATH: withoutDir(process.env.PATH, TOOLS) }
  try {
    run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: TOOLS, env })
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
    throw new Error("npm is not on PATH outside .tools/: set-up installs Node and pnpm into .tools/ with the machine's own npm")
  }
}

/** Returns the environment every later step runs in: PATH leads to the right node and pnpm. */
export function ensureToolchain() {
  // The later steps run on this Node when it is recent enough, unless it is .tools' own: then
  // they (and a later set-up) keep using .tools', which must therefore stay.
  const useToolsNode = isInside(process.execPath, TOOLS) || !nodeIsRecentEnough(process.version)
  const current = existsSync(MANIFEST) ? readFileSync(MANIFEST, 'utf8') : ''
  // npm removes what the manifest leaves out, so a Node already in .tools/ stays in it: a shell,
  // an earlier build or this very set-up may be running on it.
  const keepNode = useToolsNode || toolsHaveNode(current)
  const wanted = { pnpm: PNPM_VERSION, ...(keepNode ? { node: NODE_VERSION } : {}) }
  const next = JSON.stringify({ private: true, dependencies: wanted, allowScripts: { node: true, pnpm: true } }, null, 2)

  const nodeDir = useToolsNode ? [] : [path.dirname(process.execPath)]
  // .tools/ once, after this Node's folder, whatever the user's PATH already holds.
  const env = { ...process.env, PATH: withFirst([...nodeDir, TOOLS_BIN], process.env.PATH, TOOLS) }
  // pnpm must not try to switch itself to another version mid-run.
  env.npm_config_manage_package_manager_versions = 'false'
  // The Sanity CLI must neither ask about telemetry nor look for updates (no network, no prompts).
  env.DO_NOT_TRACK = '1'
  env.NO_UPDATE_NOTIFIER = '1'

  const tools = [
    { name: 'pnpm', bin: PNPM_BIN, version: PNPM_VERSION, answer: PNPM_VERSION },
    ...(keepNode ? [{ name: 'Node', bin: NODE_BIN, version: NODE_VERSION, answer: `v${NODE_VERSION}` }] : []),
  ]
  // Asked in the later steps' environment: a pnpm installed without its native binary answers
  // through whichever node comes first on PATH.
  const firstProblem = () =>
    tools.map((tool) => ({ ...tool, problem: versionProblem(tool.bin, tool.answer, env) })).find((tool) => tool.problem)
  if (current !== next || firstProblem()) {
    log(`Installing ${keepNode ? `Node ${NODE_VERSION} and ` : ''}pnpm ${PNPM_VERSION} into .tools/ (from the npm registry)`)
    npmInstall(next)
  }
  const broken = firstProblem()
  if (broken) {
    throw new Error(`${broken.name} ${broken.version} in .tools/ does not run: ${broken.problem}; delete .tools/ and run npm start again`)
  }
  const node = useToolsNode ? NODE_BIN : process.execPath
  log(`Using Node ${useToolsNode ? `v${NODE_VERSION}` : process.version} and pnpm ${PNPM_VERSION}`)
  return { env, node, pnpm: PNPM_BIN }
}
