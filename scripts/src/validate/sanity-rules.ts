// Runs the schema's own validation rules over every document, with Sanity's own engine
// (`validateDocument` from the `sanity` package), so `schemas/` stays the one source of truth.
//
// validateDocument needs a workspace, but reads only three things from it: the compiled schema, the
// i18n source for its messages (it falls back to Sanity's built-in English when there is none), and
// `getClient` for the rules that query the dataset. We hand it exactly those, with the in-memory
// dataset client standing in for the Content Lake, and answer "does this referenced document exist?"
// from the dataset's ids.

import { schemaTypes } from '@ohc/schemas'
import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity'
import { createDatasetClient } from './dataset-client'
import type { DatasetDocument } from './load'
import { formatPath, type Problem } from './problems'
import { checkUnknownFields } from './unknown-fields'

type CompiledSchema = ReturnType<typeof createSchema>

let compiled: CompiledSchema | undefined

/** The schema of `@ohc/schemas`, compiled once per process (with Sanity's built-in types). */
export function compiledSchema(): CompiledSchema {
  compiled ??= createSchema({ name: 'ohc', types: schemaTypes })
  return compiled
}

/** The three workspace members validateDocument reads; the rest of a Studio workspace is not needed. */
function validationWorkspace(schema: CompiledSchema, documents: readonly DatasetDocument[]): Workspace {
  const client = createDatasetClient(documents)
  const partial: Pick<Workspace, 'schema' | 'getClient'> = {
    schema,
    // The stand-in implements the part of the client API the validators call (withConfig, fetch).
    getClient: (() => client) as unknown as Workspace['getClient'],
  }
  return partial as Workspace
}

export interface SchemaRuleOptions {
  /** How many documents to validate at once; the rules are async but run in this process. */
  concurrency?: number
  onProgress?: (done: number, total: number) => void
}

type CheckContext = Pick<Parameters<typeof validateDocument>[0], 'workspace' | 'getDocumentExists'> & { schema: CompiledSchema }

async function checkOne(document: DatasetDocument, { schema, workspace, getDocumentExists }: CheckContext): Promise<Problem[]> {
  const type = schema.get(document._type)
  if (!type) return [{ id: document._id, path: '', message: `unknown document type "${document._type}"`, level: 'error', source: 'schema' }]
  // Exports may lack the system timestamps Sanity's document type lists; validation ignores them.
  const sanityDocument: SanityDocument = { _createdAt: '', _updatedAt: '', _rev: '', ...document }
  // The Studio environment: in the CLI environment Sanity adds an unknown-fields check with
  // `.warning()`, which turns every other rule on the same object into a warning (a point outside the
  // festival's area would no longer fail). checkUnknownFields does that part instead.
  const markers = await validateDocument({ document: sanityDocument, workspace, environment: 'studio', getDocumentExists })
  return [
    ...checkUnknownFields(document, type),
    ...markers
      .filter((marker) => marker.level !== 'info')
      .map((marker): Problem => ({
        id: document._id,
        path: formatPath(marker.path, document),
        message: marker.message,
        level: marker.level === 'warning' ? 'warning' : 'error',
        source: 'schema',
      })),
  ]
}

export async function checkSchemaRules(
  documents: readonly DatasetDocument[],
  { concurrency = 32, onProgress }: SchemaRuleOptions = {},
): Promise<Problem[]> {
  const schema = compiledSchema()
  const ids = new Set(documents.map((d) => d._id))
  const context: CheckContext = {
    schema,
    workspace: validationWorkspace(schema, documents),
    getDocumentExists: async ({ id }) => ids.has(id),
  }
  const results: Problem[][] = new Array(documents.length)
  let next = 0
  let done = 0
  // A few documents in flight at once: the rules are asynchronous, and Sanity yields between fields.
  const worker = async () => {
    for (let index = next++; index < documents.length; index = next++) {
      const document = documents[index]
      results[index] = document ? await checkOne(document, context) : []
      done++
      if (onProgress && (done % 2000 === 0 || done === documents.length)) onProgress(done, documents.length)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  return results.flat()
}
