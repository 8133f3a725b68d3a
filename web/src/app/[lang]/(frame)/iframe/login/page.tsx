// /iframe/login — the sign-in page in the frame layout.
export { default, generateMetadata } from '../../../(site)/login/page'
