// The address of an itinerary's subscribed calendar on this site, for the route, the API's answer
// and the page (which offers it as webcal:// and as https://). Pure, so a client component may import it.

export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`
