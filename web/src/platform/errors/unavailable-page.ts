// Where a My OHC visitor is sent while the app database is out of reach, and what they read
// there. The proxy answers these pages with status 503 (unavailable-response.ts): a page cannot
// set its own status, and a thrown error would be a 500 whose message only JavaScript draws.

export const MY_OHC_UNAVAILABLE_PATH = '/my-ohc/unavailable'
export const FRAME_MY_OHC_UNAVAILABLE_PATH = '/iframe/my-ohc/unavailable'

export const MY_OHC_UNAVAILABLE_MESSAGE =
  'My OHC is unavailable just now — please try again in a few minutes. The rest of the site works as usual.'

export const isUnavailablePage = (pathname: string) => pathname === MY_OHC_UNAVAILABLE_PATH || pathname === FRAME_MY_OHC_UNAVAILABLE_PATH
