// Patch paths as Sanity writes them — `a.b`, `items[2]`, `items[-1]`, `items[_key=="k"].title` —
// resolved against plain JSON values, for the stand-in's `patch` mutations.

export type Segment = string | number | { _key: string }

export function parsePath(path: string): Segment[] {
  const segments: Segment[] = []
  const pattern = /([A-Za-z_$][\w$-]*)|\[\s*(-?\d+)\s*\]|\[\s*_key\s*==\s*(["'])(.*?)\3\s*\]|(\.)/gy
  let at = 0
  while (at < path.length) {
    pattern.lastIndex = at
    const match = pattern.exec(path)
    if (!match) throw new Error(`cannot read the patch path "${path}" at "${path.slice(at)}"`)
    if (match[1] !== undefined) segments.push(match[1])
    else if (match[2] !== undefined) segments.push(Number(match[2]))
    else if (match[4] !== undefined) segments.push({ _key: match[4] })
    at = pattern.lastIndex
  }
  if (segments.length === 0) throw new Error('empty patch path')
  return segments
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The index an array segment points at, or -1. Negative numbers count from the end. */
export function indexIn(array: unknown[], segment: Segment): number {
  if (typeof segment === 'number') {
    const index = segment < 0 ? array.length + segment : segment
    return index >= 0 && index < array.length ? index : -1
  }
  if (typeof segment === 'object') return array.findIndex((item) => isObject(item) && item._key === segment._key)
  return -1
}

/** The container holding the last segment, creating objects on the way when `create` is set. */
export function parentOf(root: Record<string, unknown>, segments: Segment[], create: boolean): unknown {
  let value: unknown = root
  for (const segment of segments.slice(0, -1)) {
    if (Array.isArray(value)) {
      const index = indexIn(value, segment)
      if (index < 0) return undefined
      value = value[index]
    } else if (isObject(value) && typeof segment === 'string') {
      if (value[segment] === undefined && create) value[segment] = {}
      value = value[segment]
    } else {
      return undefined
    }
  }
  return value
}

export function getAt(root: Record<string, unknown>, segments: Segment[]): unknown {
  const parent = parentOf(root, segments, false)
  const last = segments[segments.length - 1] as Segment
  if (Array.isArray(parent)) {
    const index = indexIn(parent, last)
    return index < 0 ? undefined : parent[index]
  }
  return isObject(parent) && typeof last === 'string' ? parent[last] : undefined
}

export function setAt(root: Record<string, unknown>, segments: Segment[], value: unknown): void {
  const parent = parentOf(root, segments, true)
  const last = segments[segments.length - 1] as Segment
  if (Array.isArray(parent)) {
    const index = indexIn(parent, last)
    if (index >= 0) parent[index] = value
  } else if (isObject(parent) && typeof last === 'string') {
    parent[last] = value
  }
}

export function unsetAt(root: Record<string, unknown>, segments: Segment[]): void {
  const parent = parentOf(root, segments, false)
  const last = segments[segments.length - 1] as Segment
  if (Array.isArray(parent)) {
    const index = indexIn(parent, last)
    if (index >= 0) parent.splice(index, 1)
  } else if (isObject(parent) && typeof last === 'string') {
    delete parent[last]
  }
}
