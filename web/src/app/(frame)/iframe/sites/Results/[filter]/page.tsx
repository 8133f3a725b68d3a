// A filtered /iframe/sites: the same page module as a filtered /sites (route options cannot be
// re-exported, so they are repeated).
export { default, metadata, generateStaticParams } from '../../../../../(site)/sites/Results/[filter]/page'

export const revalidate = 60
export const dynamicParams = true
