// /iframe/events/{event} — an event in the frame layout: the same page module as /events/{event}.
// Next reads segment config only when written in the file itself, so revalidate is repeated here.
export { default, generateMetadata, generateStaticParams } from '../../../../(site)/events/[...event]/page'
export const revalidate = 60
