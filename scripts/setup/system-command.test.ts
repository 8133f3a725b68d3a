import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findCommand, systemCommand } from './system-command.mjs'

function folderWith(name: string, executable = true): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-cmd-'))
  const file = path.join(dir, name)
  writeFileSync(file, '#!/bin/sh\n')
  chmodSync(file, executable ? 0o755 : 0o644)
  return dir
}

describe('finding a system command', () => {
  it('finds it in the system folders when PATH lacks them (a non-login root shell)', () => {
    const sbin = folderWith('runuser')
    expect(findCommand('runuser', '/nowhere', [sbin])).toBe(path.join(sbin, 'runuser'))
  })

  it('takes PATH first, and a path as given', () => {
    const onPath = folderWith('apt-get')
    const system = folderWith('apt-get')
    expect(findCommand('apt-get', onPath, [system])).toBe(path.join(onPath, 'apt-get'))
    expect(findCommand('/opt/x/runuser', '', [])).toBe('/opt/x/runuser')
  })

  it('skips a file that cannot be run', () => {
    const dir = folderWith('runuser', false)
    expect(findCommand('runuser', dir, [])).toBeUndefined()
  })

  it('names a missing command, where it looked and what installs it, in one line', () => {
    expect(() => systemCommand('runuser', '/nowhere', ['/also-nowhere'])).toThrow(
      'runuser was not found on PATH or in /also-nowhere: install it (Debian: apt-get install util-linux).',
    )
  })
})
