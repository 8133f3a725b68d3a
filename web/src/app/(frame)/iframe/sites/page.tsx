// /iframe/sites — the sites list in the frame layout: the same page module as /sites.
export { default, metadata } from '../../../(site)/sites/page'
