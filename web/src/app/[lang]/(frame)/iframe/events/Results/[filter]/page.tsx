// A filtered /iframe/events: the same page module as a filtered /events (route options cannot be
// re-exported, so they are repeated).
export { default, generateMetadata, generateStaticParams } from '../../../../../(site)/events/Results/[filter]/page'

export const revalidate = 60
export const dynamicParams = true
