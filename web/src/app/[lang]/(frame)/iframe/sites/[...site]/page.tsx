// /iframe/sites/{site} — a site in the frame layout: the same page module as /sites/{site}.
// Next reads segment config only when written in the file itself, so revalidate is repeated here.
export { default, generateMetadata, generateStaticParams } from '../../../../(site)/sites/[...site]/page'
// Its host's latest report is at the top: rendered anew at most every 5 s (door/lines/announce.ts).
export const revalidate = 5
