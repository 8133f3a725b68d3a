import { z } from 'zod'
import { COLLECTIONS, COLLECTION_NAMES } from '@/content/collections'
import { eventDetailRecord } from '@/content/records/programme'
import { siteDetailRecord } from '@/content/records/site'

// /api/openapi.json, generated from the zod schemas that shape the answers, so the description
// cannot drift from what the endpoints send.

const errorBody = z
  .object({
    error: z.object({ code: z.enum(['bad_request', 'unauthorized', 'not_found', 'unavailable', 'internal']), message: z.string() }),
  })
  .meta({ id: 'Error' })

const listOf = (record: z.ZodType) => z.object({ data: z.array(record), map: z.record(z.string(), record) })

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'any' })

const errors = {
  '400': { description: 'Malformed parameter', content: { 'application/json': { schema: schemaOf(errorBody) } } },
  '404': {
    description: 'Unknown id, or a year with no festival in the archive',
    content: { 'application/json': { schema: schemaOf(errorBody) } },
  },
  '503': { description: 'The content source is unavailable', content: { 'application/json': { schema: schemaOf(errorBody) } } },
}

const ok = (description: string, schema: z.ZodType) => ({
  description,
  headers: { ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } } },
  content: { 'application/json': { schema: schemaOf(schema) } },
})

const yearParam = {
  name: 'year',
  in: 'path',
  required: true,
  description: 'An archived festival year',
  schema: { type: 'string', pattern: '^\\d{4}$' },
}
const idParam = { name: 'id', in: 'path', required: true, description: 'The document id', schema: { type: 'string' } }

export function openApiDocument() {
  const paths: Record<string, unknown> = {}
  for (const name of COLLECTION_NAMES) {
    const body = listOf(COLLECTIONS[name].record)
    paths[`/api/${name}`] = {
      get: {
        summary: `Current festival ${name}`,
        responses: { '200': ok(`The ${name} list and an id-keyed map`, body), '304': { description: 'Not modified' } },
      },
    }
    paths[`/api/archive/{year}/${name}`] = {
      get: {
        summary: `Archived ${name} of one year`,
        parameters: [yearParam],
        responses: { '200': ok(`The ${name} of that year`, body), '304': { description: 'Not modified' }, ...errors },
      },
    }
  }
  paths['/api/sites/{id}'] = {
    get: {
      summary: 'One site with all its festival years',
      parameters: [idParam],
      responses: { '200': ok('The site', z.object({ data: siteDetailRecord })), ...errors },
    },
  }
  paths['/api/events/{id}'] = {
    get: {
      summary: 'One event',
      parameters: [idParam],
      responses: { '200': ok('The event', z.object({ data: eventDetailRecord })), ...errors },
    },
  }
  paths['/api/archive/{year}/events/{id}'] = {
    get: {
      summary: 'One event of an archived year',
      parameters: [yearParam, idParam],
      responses: { '200': ok('The event', z.object({ data: eventDetailRecord })), ...errors },
    },
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Open House content API',
      version: '1.0.0',
      description:
        'Read-only festival content. Lists answer {data, map} of {id, fields} records; members-only details are omitted unless the caller is a signed-in member, and a members-only place’s location is then approximate (`approximate: true`).',
    },
    paths,
  }
}
