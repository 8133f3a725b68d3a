import { z } from 'zod'
import { ITINERARY_ITEM_KINDS } from '@/platform/db/schema'
import { itemDaysBody } from '@/visitors/itineraries/validation'
import { badRequest, failure, internal, json, personal, unavailable } from './openapi-parts'

// The itinerary paths of the OpenAPI document that the site's pages call in one go: the days of
// several items at once ("Split across the weekend"), saved whole or not at all.

const itineraryItem = z.object({
  id: z.string(),
  kind: z.enum(ITINERARY_ITEM_KINDS),
  refId: z.string().meta({ description: 'The content id of the site, event, tour or stop' }),
  day: z.string().nullable().meta({ description: 'The festival day it is planned for (YYYY-MM-DD), or null' }),
  note: z.string().nullable(),
  visitMinutes: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'How long the visitor means to stay, in minutes (10–480); null: the planner’s usual 45' }),
  position: z.number().int().meta({ description: 'Its place in the list, from 0' }),
})

export const itineraryItemsResponse = z.object({ data: z.array(itineraryItem) })
export const itemDaysRequest = itemDaysBody

export function itineraryPaths() {
  return {
    '/api/itineraries/{id}/days': {
      put: {
        operationId: 'setItineraryItemDays',
        tags: ['itineraries'],
        summary:
          'Gives each named item of the caller’s itinerary its day, in one transaction: all of them, or none when one is not the itinerary’s',
        security: [{ memberSession: [] }],
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'The id of the caller’s own itinerary',
            schema: { type: 'string', minLength: 1, maxLength: 100 },
          },
        ],
        requestBody: { required: true, content: json('ItemDaysRequest') },
        responses: {
          '200': personal(
            'The itinerary’s items, in order, after the change (sending the same days again answers the same)',
            'ItineraryItemsResponse',
          ),
          '400': badRequest,
          '401': failure('Not signed in'),
          '403': failure('A write from another site’s page'),
          '404': failure('No such itinerary of the caller’s (another user’s id answers this too)'),
          '500': internal,
          '503': unavailable,
        },
      },
    },
  }
}
