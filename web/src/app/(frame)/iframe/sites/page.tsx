// /iframe/sites — the sites list in the frame layout: the same page module as /sites (route
// options cannot be re-exported, so they are repeated).
export { default, metadata } from '../../../(site)/sites/page'

export const revalidate = 60
