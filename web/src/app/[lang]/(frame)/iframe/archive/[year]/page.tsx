// /iframe/archive/{year} — an archived year's home in the frame layout: the same page module.
// Next reads segment config only when written in the file itself, so it is repeated here.
export { default, generateMetadata, generateStaticParams } from '../../../../(site)/archive/[year]/page'
export const revalidate = 60
export const dynamicParams = true
