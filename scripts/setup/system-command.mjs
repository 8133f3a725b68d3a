// Finds a system command (runuser, apt-get, id) by PATH and then by the system's usual folders: a
// non-login root shell's PATH may lack the sbin folders, where runuser lives on Debian. Plain
// JavaScript with no dependencies: set-up runs it before anything is installed.
import { accessSync, constants, statSync } from 'node:fs'
import path from 'node:path'

export const SYSTEM_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin']

function isExecutable(file) {
  try {
    if (!statSync(file).isFile()) return false
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The file `name` runs: as given when it names a path, else the first executable on PATH or in the system's folders. */
export function findCommand(name, searchPath = process.env.PATH, systemDirs = SYSTEM_DIRS) {
  if (name.includes('/')) return name
  const dirs = [...(searchPath ?? '').split(path.delimiter).filter(Boolean), ...systemDirs]
  return dirs.map((dir) => path.join(dir, name)).find(isExecutable)
}

/** The same, or a one-line error that names the missing command and where it was looked for. */
export function systemCommand(name, searchPath = process.env.PATH, systemDirs = SYSTEM_DIRS) {
  const found = findCommand(name, searchPath, systemDirs)
  if (found) return found
  throw new Error(
    `${name} was not found on PATH or in ${systemDirs.join(', ')}: install it (Debian: apt-get install ${PACKAGE_OF[name] ?? name}).`,
  )
}

/** The Debian package of the commands set-up needs, where its name differs. */
const PACKAGE_OF = { runuser: 'util-linux', 'apt-get': 'apt', id: 'coreutils' }
