// /iframe/neighborhoods — the neighborhoods in the frame layout: the same page module as /neighborhoods.
// Next reads segment config only when written in the file itself, so revalidate is repeated here.
export { default, generateMetadata } from '../../../(site)/neighborhoods/page'
export const revalidate = 60
