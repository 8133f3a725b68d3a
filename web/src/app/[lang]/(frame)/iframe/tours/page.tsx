// /iframe/tours — the tours list in the frame layout: the same page module as /tours.
// Next reads segment config only when written in the file itself, so revalidate is repeated here.
export { default, generateMetadata } from '../../../(site)/tours/page'
export const revalidate = 60
