// /iframe/events — the events list in the frame layout: the same page module as /events (route
// options cannot be re-exported, so they are repeated).
export { default, generateMetadata } from '../../../(site)/events/page'

export const revalidate = 60
