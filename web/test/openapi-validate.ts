import { z } from 'zod'

// Checks an answer against what the OpenAPI document says of it: the response documented for the
// operation and status, its media type, and its JSON Schema, turned into a validator by zod's
// fromJSONSchema from the document itself (not from the zod records it was made from).

const SCHEMAS = '#/components/schemas/'
const RESPONSES = '#/components/responses/'

const responseObject = z.object({
  $ref: z.string().optional(),
  headers: z.record(z.string(), z.unknown()).optional(),
  content: z.record(z.string(), z.object({ schema: z.unknown() })).optional(),
})

const operation = z.object({ operationId: z.string(), responses: z.record(z.string(), responseObject) })

const documentShape = z.object({
  paths: z.record(
    z.string(),
    z.object({ get: operation.optional(), post: operation.optional(), put: operation.optional(), delete: operation.optional() }),
  ),
  components: z.object({ schemas: z.record(z.string(), z.unknown()), responses: z.record(z.string(), responseObject).default({}) }),
})

export type DocumentShape = z.infer<typeof documentShape>

export function readDocument(document: unknown): DocumentShape {
  return documentShape.parse(document)
}

export type Method = 'get' | 'post' | 'put' | 'delete'

/** The response `document` gives for `method` of `path` answering `status`, its reference followed. */
export function documentedResponse(document: DocumentShape, path: string, status: number, method: Method = 'get') {
  const operation = document.paths[path]?.[method]
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not documented`)
  const response = operation.responses[String(status)]
  if (!response) return undefined
  if (!response.$ref) return response
  const name = response.$ref.startsWith(RESPONSES) ? response.$ref.slice(RESPONSES.length) : undefined
  const target = name === undefined ? undefined : document.components.responses[name]
  if (!target) throw new Error(`${response.$ref} does not resolve`)
  return target
}

/** A validator for `schema`, a schema of `document` whose references point into its components. */
export function validatorOf(document: DocumentShape, schema: unknown): z.ZodType {
  // fromJSONSchema resolves references into the schema's own $defs: the components become those.
  const standalone = JSON.parse(
    JSON.stringify({ ...Object(schema), $defs: document.components.schemas }).replaceAll(`"${SCHEMAS}`, '"#/$defs/'),
  )
  return z.fromJSONSchema(standalone)
}

export interface CheckedAnswer {
  path: string
  /** GET when not given. */
  method?: Method
  status: number
  contentType: string
  headers: Headers
  body: unknown
}

/** What is wrong with `answer` by the document (an empty list when it is as documented). */
export function answerProblems(document: DocumentShape, answer: CheckedAnswer): string[] {
  const method = answer.method ?? 'get'
  const where = `${method.toUpperCase()} ${answer.path} ${answer.status}`
  const response = documentedResponse(document, answer.path, answer.status, method)
  if (!response) return [`${where}: the status is not documented`]
  const missing = Object.keys(response.headers ?? {}).filter((name) => !answer.headers.has(name))
  if (missing.length) return [`${where}: no ${missing.join(', ')} header`]
  if (!response.content) return answer.body === undefined ? [] : [`${where}: a body where none is documented`]
  const mediaType = Object.keys(response.content).find((type) => answer.contentType.split(';')[0]?.trim() === type)
  if (!mediaType) return [`${where}: content type ${answer.contentType}, documented ${Object.keys(response.content).join(', ')}`]
  const parsed = validatorOf(document, response.content[mediaType]?.schema).safeParse(answer.body)
  return parsed.success ? [] : [`${where}: ${z.prettifyError(parsed.error)}`]
}
