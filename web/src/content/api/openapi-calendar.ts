import { z } from 'zod'
import { failure, internal, json, personal, unavailable } from './openapi-parts'

// The calendar subscription paths of the OpenAPI document: the owner makes and stops an
// itinerary's calendar address (from the site's own pages), and calendar apps poll the feed at
// that address, with no session: its token is the permission.

export const calendarSubscriptionResponse = z.object({
  data: z.object({
    token: z.string().meta({ description: 'The subscription’s token: 43 characters of base64url' }),
    path: z.string().meta({ description: 'The feed’s path on this site, /api/calendar/{token}.ics; offer it as webcal:// and https://' }),
  }),
})

const itineraryId = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The id of the caller’s own itinerary',
  schema: { type: 'string', minLength: 1, maxLength: 100 },
}

const token = {
  name: 'token',
  in: 'path',
  required: true,
  description: 'The subscription’s token, from POST /api/itineraries/{id}/subscription',
  schema: { type: 'string', minLength: 1, maxLength: 100 },
}

/** An itinerary's calendar subscription: made and stopped by its owner, polled by calendar apps. */
export function calendarPaths() {
  const write = (operationId: string, summary: string, responses: Record<string, unknown>) => ({
    operationId,
    tags: ['calendar'],
    summary,
    security: [{ memberSession: [] }],
    parameters: [itineraryId],
    responses: {
      '401': failure('Not signed in'),
      '403': failure('A write from another site’s page'),
      ...responses,
      '404': failure('No such itinerary of the caller’s (another user’s id answers this too)'),
      '500': internal,
      '503': unavailable,
    },
  })
  return {
    '/api/itineraries/{id}/subscription': {
      post: write('subscribeItineraryCalendar', 'Makes the itinerary’s calendar address; asking again answers the address it already has', {
        '200': personal('The token and the feed’s path', 'CalendarSubscriptionResponse'),
      }),
      delete: write('stopItineraryCalendar', 'Stops the calendar subscription: its address answers 404 from then on', {
        '204': { description: 'Stopped' },
      }),
    },
    '/api/calendar/{token}.ics': {
      get: {
        operationId: 'getItineraryCalendar',
        tags: ['calendar'],
        summary:
          'The itinerary’s plan as an iCalendar feed, computed at each request: each planned stop from its arrival to its departure, each booked tour or event at its time, cancelled ones marked so',
        security: [{}],
        parameters: [token],
        responses: {
          '200': {
            description: 'The calendar (RFC 5545); UIDs stay the same from one request to the next, so apps update entries in place',
            headers: { 'Cache-Control': { description: 'private, no-store', schema: { type: 'string' } } },
            content: { 'text/calendar': { schema: { type: 'string' } } },
          },
          '404': { description: 'No such subscription, or it was stopped', content: json('ApiError') },
          '500': internal,
          '503': unavailable,
        },
      },
    },
  }
}
