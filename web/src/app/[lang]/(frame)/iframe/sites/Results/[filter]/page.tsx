// A filtered /iframe/sites: the same page module as a filtered /sites (route options cannot be
// re-exported, so they are repeated).
export { default, generateMetadata, generateStaticParams } from '../../../../../(site)/sites/Results/[filter]/page'

// Every card says its site's line: rendered anew at most every 5 s (door/lines/announce.ts).
export const revalidate = 5
export const dynamicParams = true
