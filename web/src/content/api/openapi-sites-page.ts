import { z } from 'zod'
import { siteRecord } from '@/content/records/site'
import { PAGE_LIMIT } from './list-page'
import { badRequest, internal, notModified, okInLanguage, param } from './openapi-parts'

// /api/sites in the OpenAPI document: the whole list by default, a page of it with `limit` and
// `cursor` (list-page.ts). Built from the same records and bounds the endpoint uses.

const pageInfo = z
  .object({
    limit: z.number().int().min(PAGE_LIMIT.min).max(PAGE_LIMIT.max).describe('The page size asked for (or the default)'),
    next: z.string().optional().describe('The cursor of the next page; absent on the last page'),
  })
  .meta({ id: 'PageInfo' })

/** The schemas the sites list's answers add to the document's components. */
export function pagedSitesSchemas() {
  return {
    SiteListPage: z.object({
      data: z.array(siteRecord),
      map: z.record(z.string(), siteRecord).describe('The records of this page only, by id'),
      page: pageInfo.optional().describe('Only when limit or cursor was given'),
    }),
  }
}

export function sitesPageParameters() {
  return {
    Limit: {
      name: 'limit',
      in: 'query',
      required: false,
      description: `How many sites per page (${PAGE_LIMIT.min}–${PAGE_LIMIT.max}; ${PAGE_LIMIT.default} when only a cursor is given). Without limit and cursor the whole list is answered.`,
      schema: { type: 'integer', minimum: PAGE_LIMIT.min, maximum: PAGE_LIMIT.max },
    },
    Cursor: {
      name: 'cursor',
      in: 'query',
      required: false,
      description:
        'The `page.next` of the previous page, unchanged (opaque). It holds across a publish: the page goes on after the last site seen.',
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength: 1024 },
    },
  }
}

export function sitesListPath() {
  return {
    '/api/sites': {
      get: {
        operationId: 'listSites',
        tags: ['sites'],
        summary: 'Current festival sites: the whole list, or one page of it',
        parameters: [param('Limit'), param('Cursor'), param('Lang'), param('IfNoneMatch')],
        responses: {
          '200': okInLanguage('The sites in name order and an id-keyed map; with limit or cursor, one page and `page`', 'SiteListPage'),
          '304': notModified,
          '400': badRequest,
          '500': internal,
        },
      },
    },
  }
}
