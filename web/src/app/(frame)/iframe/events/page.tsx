// /iframe/events — the events list in the frame layout: the same page module as /events.
export { default, metadata } from '../../../(site)/events/page'
