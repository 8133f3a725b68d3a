// Fields the schema does not declare, and array items of a type the array does not accept. Sanity's
// validator has this check too, but only outside the Studio environment, where it also downgrades
// every other rule on the same object to a warning; so the rules run in the Studio environment and
// this walk of the compiled schema types stands in for the unknown-fields part.

import type { SchemaType } from 'sanity'
import type { DatasetDocument } from './load'
import type { Problem } from './problems'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

type Report = (path: string, message: string) => void

/** The member type an array item belongs to, as Sanity picks it: by `_type`, else the primitive's type. */
function memberType(of: readonly SchemaType[], item: unknown): SchemaType | undefined {
  if (isObject(item)) {
    const typeName = typeof item._type === 'string' ? item._type : 'object'
    return of.find((m) => m.name === typeName) ?? (of.length === 1 && !item._type ? of[0] : undefined)
  }
  const jsonType = Array.isArray(item) ? 'array' : typeof item
  return of.find((m) => m.jsonType === jsonType)
}

function walk(value: unknown, type: SchemaType, path: string, report: Report): void {
  if (value === undefined || value === null) return
  if (type.jsonType === 'object' && 'fields' in type && isObject(value)) {
    const fields = new Map(type.fields.map((f) => [f.name, f.type]))
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('_')) continue
      const fieldType = fields.get(key)
      const childPath = path ? `${path}.${key}` : key
      if (!fieldType) report(childPath, `"${key}" is not a field of ${type.name}`)
      else walk(child, fieldType, childPath, report)
    }
  } else if (type.jsonType === 'array' && 'of' in type && Array.isArray(value)) {
    value.forEach((item, i) => {
      const member = memberType(type.of, item)
      const itemPath = `${path}[${i}]`
      if (!member) {
        const described = isObject(item) ? `type "${String(item._type ?? 'object')}"` : `a ${typeof item}`
        report(itemPath, `${described} is not allowed here (allowed: ${type.of.map((m) => m.name).join(', ')})`)
      } else walk(item, member, itemPath, report)
    })
  }
}

export function checkUnknownFields(document: DatasetDocument, type: SchemaType): Problem[] {
  const problems: Problem[] = []
  walk(document, type, '', (path, message) => problems.push({ id: document._id, path, message, level: 'error', source: 'schema' }))
  return problems
}
