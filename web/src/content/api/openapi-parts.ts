import { schemaRef } from './openapi-schemas'

// The pieces every path of the OpenAPI document is built from: answers, failures and parameters
// by reference.

export const json = (schema: string) => ({ 'application/json': { schema: schemaRef(schema) } })

export const ok = (description: string, schema: string) => ({
  description,
  headers: { ETag: { $ref: '#/components/headers/ETag' }, 'Cache-Control': { $ref: '#/components/headers/CacheControl' } },
  content: json(schema),
})

/** An answer of the content whose words are in a language: it says which. */
export const okInLanguage = (description: string, schema: string) => {
  const answer = ok(description, schema)
  return { ...answer, headers: { ...answer.headers, 'Content-Language': { $ref: '#/components/headers/ContentLanguage' } } }
}

export const failure = (description: string) => ({ description, content: json('ApiError') })

export const notModified = { $ref: '#/components/responses/NotModified' }
export const badRequest = { $ref: '#/components/responses/BadRequest' }
export const unavailable = { $ref: '#/components/responses/Unavailable' }
export const internal = { $ref: '#/components/responses/InternalError' }

export const param = (name: string) => ({ $ref: `#/components/parameters/${name}` })

/** A signed-in caller's own answer: never cached, so no ETag. */
export const personal = (description: string, schema: string) => ({ description, content: json(schema) })
