// /iframe/neighborhoods/{neighborhood} — a neighborhood in the frame layout: the same page module.
// Next reads segment config only when written in the file itself, so revalidate is repeated here.
export { default, generateMetadata, generateStaticParams } from '../../../../(site)/neighborhoods/[...neighborhood]/page'
export const revalidate = 60
