import { execFile } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { SESSION_SECRET_FILE, sessionSecretIn } from './session-secret-file'

const FOLDERS = 100

const folders: string[] = []
function freshFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ohc-secret-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('the session secret of a server on this machine', () => {
  it('is made on first start: a private file of 32 random bytes', () => {
    const folder = path.join(freshFolder(), 'data')
    const made = sessionSecretIn(folder)
    const file = path.join(folder, SESSION_SECRET_FILE)
    expect(made).toMatchObject({ file, created: true })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(Buffer.from(made.secret, 'base64url')).toHaveLength(32)
    expect(readFileSync(file, 'utf8').trim()).toBe(made.secret)
    // Nothing else is left in the folder (the temporary file it was written through is gone).
    expect(readdirSync(folder)).toEqual([SESSION_SECRET_FILE])
  })

  it('is the same on every later start', () => {
    const folder = freshFolder()
    const first = sessionSecretIn(folder)
    const second = sessionSecretIn(folder)
    expect(second).toEqual({ ...first, created: false })
  })

  it('differs from one data folder to another', () => {
    const secrets = new Set(Array.from({ length: 5 }, () => sessionSecretIn(freshFolder()).secret))
    expect(secrets.size).toBe(5)
  })

  it('is one secret when several servers start at once: the first to write wins, the others read it', async () => {
    const root = freshFolder()
    const moduleFile = path.join(import.meta.dirname, 'session-secret-file.ts')
    // Each process sleeps until the same moment, then reads or makes the secret of the same 100
    // folders in turn: the processes run neck and neck, so many folders see a real race.
    const at = Date.now() + 700
    const script = `const { sessionSecretIn } = await import(${JSON.stringify(moduleFile)})
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(0, ${at} - Date.now()))
      const results = []
      for (let i = 0; i < ${FOLDERS}; i++) {
        const { secret, created } = sessionSecretIn(${JSON.stringify(root)} + '/' + i)
        results.push({ secret, created })
      }
      console.log(JSON.stringify(results))`
    const run = promisify(execFile)
    const processes = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script])
        return JSON.parse(stdout) as { secret: string; created: boolean }[]
      }),
    )
    for (let i = 0; i < FOLDERS; i++) {
      const results = processes.flatMap((list) => list.slice(i, i + 1))
      expect(results).toHaveLength(processes.length)
      expect(new Set(results.map((result) => result.secret)).size).toBe(1)
      expect(results.filter((result) => result.created)).toHaveLength(1)
      const folder = path.join(root, String(i))
      expect(readFileSync(path.join(folder, SESSION_SECRET_FILE), 'utf8').trim()).toBe(results[0]?.secret)
      expect(readdirSync(folder)).toEqual([SESSION_SECRET_FILE])
    }
  })

  it('is refused, naming the file, when other users can read it', () => {
    const folder = freshFolder()
    const { file } = sessionSecretIn(folder)
    chmodSync(file, 0o644)
    expect(() => sessionSecretIn(folder)).toThrow(`The session secret file ${file} is readable by other users (mode 0644)`)
    chmodSync(file, 0o640)
    expect(() => sessionSecretIn(folder)).toThrow(/mode 0640/)
    chmodSync(file, 0o400)
    expect(sessionSecretIn(folder).created).toBe(false)
  })

  it('is refused, naming the file, when too short', () => {
    const folder = freshFolder()
    const file = path.join(folder, SESSION_SECRET_FILE)
    writeFileSync(file, 'too-short\n', { mode: 0o600 })
    expect(() => sessionSecretIn(folder)).toThrow(`The session secret file ${file} holds fewer than 32 characters`)
    // Left as it was: replacing it would sign everyone out without saying why.
    expect(readFileSync(file, 'utf8')).toBe('too-short\n')
  })
})
