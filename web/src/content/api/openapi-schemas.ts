import { z } from 'zod'

// The JSON Schemas of the OpenAPI document, converted from the zod schemas that shape the answers.
// Zod gives each converted schema its own `$defs` for the records named with `.meta({ id })`; an
// OpenAPI document does not look inside a schema for those, so they are lifted into the one
// `components/schemas` map and every reference is pointed there. A name that would stand for two
// different schemas is refused rather than silently overwritten.

export type JsonSchema = { [key: string]: unknown }

export const SCHEMAS = '#/components/schemas/'

const DEFS = '#/$defs/'

/** A reference to one of the document's schemas. */
export const schemaRef = (name: string) => ({ $ref: `${SCHEMAS}${name}` })

/** `named` converted, with every record they share, as one components map. */
export function componentSchemas(named: Record<string, z.ZodType>): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {}
  const add = (name: string, schema: JsonSchema) => {
    const existing = components[name]
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`Two different schemas would be named "${name}" in the OpenAPI document`)
    }
    components[name] = schema
  }
  for (const [name, schema] of Object.entries(named)) {
    // Draft 2020-12 is the dialect of OpenAPI 3.1's schema objects; $schema would only repeat it.
    const { $schema, $defs, ...body } = z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12', unrepresentable: 'any' })
    for (const [id, definition] of Object.entries(Object($defs))) add(id, repoint(definition))
    const converted = repoint(body)
    // A schema named with its own id comes back as a reference to the definition just added.
    if (converted.$ref !== `${SCHEMAS}${name}`) add(name, converted)
  }
  return components
}

/** A copy of `value` whose references into `$defs` point at the components instead. */
function repoint(value: unknown): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (typeof node !== 'object' || node === null) return node
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) =>
        key === '$ref' && typeof child === 'string' && child.startsWith(DEFS)
          ? [key, SCHEMAS + child.slice(DEFS.length)]
          : [key, walk(child)],
      ),
    )
  }
  return Object(walk(value))
}
