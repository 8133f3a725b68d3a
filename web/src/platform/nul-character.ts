// Text with a NUL character is nobody's name or note, and PostgreSQL refuses to store it (the
// query fails): the JSON routes (route.ts) and better-auth's endpoints (visitors/auth/input-rules.ts)
// refuse it up front.

interface Visit {
  value: unknown
  key: string
  parent: Visit | undefined
}

/**
 * Where the first string holding a NUL character is in a JSON value ("name", "items.0.note"), if
 * any. Walked without recursion and without building paths on the way: bodies may nest deeply.
 */
export function nulCharacterAt(value: unknown): string | undefined {
  const stack: Visit[] = [{ value, key: 'body', parent: undefined }]
  while (stack.length) {
    const visit = stack.pop() as Visit
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathOf(visit)
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, child] of Object.entries(visit.value)) stack.push({ value: child, key, parent: visit })
    }
  }
  return undefined
}

function pathOf(visit: Visit): string {
  const keys: string[] = []
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key)
  return keys.length ? keys.slice(0, 8).join('.') : 'body'
}
