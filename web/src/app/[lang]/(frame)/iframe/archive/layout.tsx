// The archives layout (year switcher) inside the frame, for /iframe/archive and below.
export { default } from '../../../(site)/archive/layout'
