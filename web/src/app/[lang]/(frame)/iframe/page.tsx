// /iframe — the home page in the frame layout: the same page module as /. Next reads segment
// config only when written in the file itself (it refuses a re-exported revalidate), so the
// page's value is repeated here.
export { default, generateMetadata } from '../../(site)/page'
export const revalidate = 60
