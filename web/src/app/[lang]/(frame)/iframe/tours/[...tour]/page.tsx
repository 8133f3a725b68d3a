// /iframe/tours/{tour} — a tour in the frame layout: the same page module as /tours/{tour}.
// Next reads segment config only when written in the file itself, so revalidate is repeated here.
export { default, generateMetadata, generateStaticParams } from '../../../../(site)/tours/[...tour]/page'
export const revalidate = 60
