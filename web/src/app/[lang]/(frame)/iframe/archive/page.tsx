// /iframe/archive — the archive's years in the frame layout: the same page module as /archive.
// Next reads segment config only when written in the file itself, so revalidate is repeated here.
export { default, generateMetadata } from '../../../(site)/archive/page'
export const revalidate = 60
