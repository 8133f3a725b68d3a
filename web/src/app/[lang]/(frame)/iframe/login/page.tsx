// /iframe/login — the sign-in page in the frame layout.
export { default, metadata } from '../../../(site)/login/page'
