import { apiError } from './respond'

// The answer of every address under /api, /media and /builds that no route serves, for every
// method: a JSON 404 in the site's error format. Without these catch-alls Next would render the
// HTML 404 page there, and try to read a POST's body as a page form (a 500 when it cannot).

const notFound = async () => apiError(404, 'not_found', 'There is nothing at this address.')

export const unknownPathHandlers = {
  GET: notFound,
  HEAD: notFound,
  POST: notFound,
  PUT: notFound,
  PATCH: notFound,
  DELETE: notFound,
  OPTIONS: notFound,
}
