// Set-up's toolchain step, run the way a user's second `npm start` runs it after the README's
// `export PATH="$PWD/.tools/node_modules/.bin:$PATH"`: on .tools' own Node. It must keep that Node
// (npm once removed it mid-run) and say which Node the later steps use.
//
// It runs on a copy: the set-up scripts in a temporary root, with a .tools/ of hard links (and
// copied manifests), so a set-up that goes wrong damages the copy and never the real .tools/.

import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/paths'

const SETUP = path.join(REPO_ROOT, 'scripts', 'setup')
const TOOLS = path.join(REPO_ROOT, '.tools')
const roots: string[] = []

/**
 * Copies `from` to `to` as `cp -al` does, hard links instead of copies, except for JSON files:
 * set-up and npm rewrite manifests and lockfiles in place, which through a hard link would rewrite
 * the real .tools/ too, while npm only ever adds or removes the other files.
 */
function linkCopy(from: string, to: string) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)]
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target)
    else if (entry.isDirectory()) linkCopy(source, target)
    else if (entry.name.endsWith('.json')) copyFileSync(source, target)
    else {
      try {
        linkSync(source, target)
      } catch {
        copyFileSync(source, target) // the temporary folder is on another file system
      }
    }
  }
}

/** A root holding only the set-up scripts and a copy of .tools/. */
function copyRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'ohc-toolchain-'))
  roots.push(root)
  mkdirSync(path.join(root, 'scripts', 'setup'), { recursive: true })
  for (const name of readdirSync(SETUP).filter((name) => name.endsWith('.mjs'))) {
    copyFileSync(path.join(SETUP, name), path.join(root, 'scripts', 'setup', name))
  }
  linkCopy(TOOLS, path.join(root, '.tools'))
  return root
}

/** Runs only the toolchain step in `root` on `node` (the one `PATH` finds first, as a shell would). */
function toolchainStep(root: string, node: string, PATH: string) {
  const step = `import { ensureToolchain } from ${JSON.stringify(pathToFileURL(path.join(root, 'scripts', 'setup', 'toolchain.mjs')).href)}
try { ensureToolchain() } catch (error) { console.error(error.message); process.exit(1) }`
  // npm may use only its cache: the real .tools/ is complete, so the copy needs no download.
  const env = { ...process.env, PATH, npm_config_offline: 'true' }
  return spawnSync(node, ['--input-type=module', '-e', step], { cwd: root, env, encoding: 'utf8', timeout: 120_000 })
}

function version(bin: string) {
  return spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim()
}

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })), 60_000)

const toolsNode = path.join(TOOLS, 'node_modules', '.bin', 'node')

describe.skipIf(!existsSync(toolsNode))('the toolchain step with .tools/ first on PATH', () => {
  it('keeps .tools/ Node and says it uses it, run after run', () => {
    const root = copyRoot()
    const bin = path.join(root, '.tools', 'node_modules', '.bin')
    const node = path.join(bin, 'node')
    const before = version(node)
    expect(before).toMatch(/^v\d+\./)

    // .tools/ once, as the README says, then twice, as a shell that ran its export again has it.
    for (const times of [1, 2]) {
      const result = toolchainStep(root, node, [...Array<string>(times).fill(bin), process.env.PATH].join(path.delimiter))
      expect(result.status, result.stderr).toBe(0)
      expect(result.stdout).toContain(`Using Node ${before} and pnpm `)
      expect(version(node), `.tools/ ${times} times on PATH`).toBe(before)
      const manifest = JSON.parse(readFileSync(path.join(root, '.tools', 'package.json'), 'utf8'))
      expect(manifest.dependencies.node).toBe(before?.slice(1))
    }
  }, 180_000)
})
