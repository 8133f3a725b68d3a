import { failure, internal, json, ok, param, personal, unavailable } from './openapi-parts'

// The fair-booking paths of the OpenAPI document: a signed-in visitor's ballot entries, places in
// line, offers and tickets (writes only from the site's own pages), and each ballot's public draw.

const signedIn = [{ memberSession: [] }]
const notSignedIn = failure('Not signed in')
const elsewhere = failure('A write from another site’s page')
const mineOnly = failure('No such one of the caller’s own (another visitor’s id answers this too)')

/** Fair booking: the signed-in visitor's entries, waitlist places, offers and tickets, and the public draws. */
export function placesPaths() {
  const write = (operationId: string, summary: string, responses: Record<string, unknown>, extra: object = {}) => ({
    operationId,
    tags: ['places'],
    summary,
    security: signedIn,
    ...extra,
    responses: { '401': notSignedIn, '403': elsewhere, ...responses, '500': internal, '503': unavailable },
  })
  const byId = { parameters: [param('PlaceId')] }
  const party = { requestBody: { required: true, content: json('PartyRequest') } }
  return {
    '/api/me/places': {
      get: {
        operationId: 'getMyPlaces',
        tags: ['places'],
        summary: 'The caller’s ballot entries, offers (with their deadlines), waitlist places and tickets (each with its signed code)',
        security: signedIn,
        responses: {
          '200': personal('Everything of the caller’s, newest first', 'MyPlacesResponse'),
          '401': notSignedIn,
          '500': internal,
          '503': unavailable,
        },
      },
    },
    '/api/ballot-entries': {
      post: write(
        'enterBallot',
        'Enters the caller’s party in a session’s ballot, once per session, while entries are open; the confirming email carries the draw’s commitment',
        {
          '201': personal('The entry, and the SHA-256 of the draw’s seed', 'BallotEntryResponse'),
          '400': failure('A malformed body, or a party larger than the ballot allows'),
          '404': failure('No such tour session or event registration'),
          '409': failure('Not a ballot, entries closed, or already entered'),
        },
        party,
      ),
    },
    '/api/ballot-entries/{id}': {
      delete: write(
        'withdrawBallotEntry',
        'Withdraws the caller’s entry until the draw (withdrawing again changes nothing)',
        { '204': { description: 'Withdrawn' }, '404': mineOnly, '409': failure('Already drawn: decline the offer instead') },
        byId,
      ),
    },
    '/api/waitlist': {
      post: write(
        'joinWaitlist',
        'Puts the caller’s party in line for a full first-come session; freed places are offered in order of joining',
        {
          '201': personal('The waitlist place, and how many are ahead', 'WaitlistResponse'),
          '400': failure('A malformed body'),
          '404': failure('No such tour session or event registration'),
          '409': failure('Places are left, the session is a ballot, or the caller is already in line or booked'),
        },
        party,
      ),
    },
    '/api/waitlist/{id}': {
      delete: write(
        'leaveWaitlist',
        'Leaves the line (leaving again changes nothing)',
        { '204': { description: 'Left' }, '404': mineOnly },
        byId,
      ),
    },
    '/api/offers/{id}/confirm': {
      post: write(
        'confirmOffer',
        'Takes the offered places before the offer’s deadline: a reservation with a ticket',
        {
          '201': personal('The reservation and its ticket', 'ConfirmedPlaceResponse'),
          '404': mineOnly,
          '409': failure('Already confirmed, declined or expired'),
        },
        byId,
      ),
    },
    '/api/offers/{id}/decline': {
      post: write(
        'declineOffer',
        'Gives the offered places up: they go to the next in line at once',
        { '204': { description: 'Declined' }, '404': mineOnly, '409': failure('Already confirmed, declined or expired') },
        byId,
      ),
    },
    '/api/draws': {
      get: {
        operationId: 'getDraw',
        tags: ['places'],
        summary:
          'A ballot’s draw: the SHA-256 of its seed from before entries close; once drawn, the seed and every entry (by id) in draw order, to redo it',
        parameters: [param('Kind'), param('TargetId'), param('SessionKey')],
        responses: {
          '200': ok('The commitment, and the publication once drawn', 'DrawResponse'),
          '400': failure('A malformed kind, target id or session key'),
          '404': failure('The session has no ballot'),
          '500': internal,
          '503': unavailable,
        },
      },
    },
  }
}
