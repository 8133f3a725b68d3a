// PATH as set-up sees it: the README has users put .tools/ first on their PATH (maybe more than
// once, maybe through a symlink), so set-up must tell .tools' entries from the machine's own.
import { realpathSync } from 'node:fs'
import path from 'node:path'

function real(entry) {
  try {
    return realpathSync(entry)
  } catch {
    return path.resolve(entry)
  }
}

/** Whether `file` is `dir` or lies inside it, symlinks resolved. */
export function isInside(file, dir) {
  const relative = path.relative(real(dir), real(file))
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative)
}

/** PATH without any entry inside `dir`. */
export function withoutDir(searchPath, dir) {
  return (searchPath ?? '')
    .split(path.delimiter)
    .filter((entry) => entry && !isInside(entry, dir))
    .join(path.delimiter)
}

/** `first` (in order, each once), then the rest of PATH without them or anything inside `tools`. */
export function withFirst(first, searchPath, tools) {
  const rest = withoutDir(searchPath, tools)
    .split(path.delimiter)
    .filter((entry) => entry && !first.some((dir) => real(dir) === real(entry)))
  return [...new Set(first), ...rest].join(path.delimiter)
}
