// Strong references inside a document, with where they sit, and the order that lets a Content Lake
// accept them: a document is sent in the same transaction as, or after, every document it
// strongly references. Documents that reference each other in a circle are kept together.

import type { DatasetDocument } from '../validate/load'

export interface Reference {
  from: string
  path: string
  to: string
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every `{_ref}` that is neither weak nor cross-dataset, depth first. */
export function strongReferences(doc: DatasetDocument): Reference[] {
  const found: Reference[] = []
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${path}[${i}]`))
    } else if (isObject(value)) {
      if (typeof value._ref === 'string' && value._weak !== true && value._dataset === undefined)
        found.push({ from: doc._id, path, to: value._ref })
      for (const [key, child] of Object.entries(value)) {
        if (typeof child === 'object' && child !== null) visit(child, path ? `${path}.${key}` : key)
      }
    }
  }
  visit(doc, '')
  return found
}

/**
 * Groups of documents in sending order (Tarjan's strongly connected components, iteratively, so a
 * long chain cannot overflow the stack). Each group's references point into itself or into
 * earlier groups; a group of more than one is a circle of references. `edges` maps an id to the
 * ids (within the set) it references. Ids are visited in the order given, so the result is stable.
 */
export function referenceOrder(ids: readonly string[], edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const groups: string[][] = []
  let counter = 0

  for (const root of ids) {
    if (index.has(root)) continue
    const work: { id: string; next: number }[] = [{ id: root, next: 0 }]
    index.set(root, counter)
    low.set(root, counter++)
    stack.push(root)
    onStack.add(root)
    while (work.length > 0) {
      const frame = work[work.length - 1] as { id: string; next: number }
      const targets = edges.get(frame.id) ?? []
      if (frame.next < targets.length) {
        const target = targets[frame.next++] as string
        if (!index.has(target)) {
          index.set(target, counter)
          low.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push({ id: target, next: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.id, Math.min(low.get(frame.id) as number, index.get(target) as number))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.id, Math.min(low.get(parent.id) as number, low.get(frame.id) as number))
      if (low.get(frame.id) === index.get(frame.id)) {
        const group: string[] = []
        let member: string
        do {
          member = stack.pop() as string
          onStack.delete(member)
          group.push(member)
        } while (member !== frame.id)
        groups.push(group.reverse())
      }
    }
  }
  return groups
}

/** Cuts the groups into batches of about `size` documents; a group is never split. */
export function batchesOf<T>(groups: readonly T[][], size: number): T[][] {
  const batches: T[][] = []
  let current: T[] = []
  for (const group of groups) {
    if (current.length > 0 && current.length + group.length > size) {
      batches.push(current)
      current = []
    }
    current.push(...group)
  }
  if (current.length > 0) batches.push(current)
  return batches
}
