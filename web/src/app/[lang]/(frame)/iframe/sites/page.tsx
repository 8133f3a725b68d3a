// /iframe/sites — the sites list in the frame layout: the same page module as /sites (route
// options cannot be re-exported, so they are repeated).
export { default, generateMetadata } from '../../../(site)/sites/page'

// Every card says its site's line: rendered anew at most every 5 s (door/lines/announce.ts).
export const revalidate = 5
