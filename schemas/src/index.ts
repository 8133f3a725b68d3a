// Every Sanity type of the content model (docs/content-model.md). The Studio registers
// `schemaTypes`; scripts and the web app import the shared names from here too.
import { accessibilityBlock } from './blocks/accessibilityBlock'
import { admissionBlock } from './blocks/admissionBlock'
import { amenitiesBlock } from './blocks/amenitiesBlock'
import { becomeMemberBlock } from './blocks/becomeMemberBlock'
import { cardsBlock } from './blocks/cardsBlock'
import { carouselBlock } from './blocks/carouselBlock'
import { ctaBlock } from './blocks/ctaBlock'
import { donateBlock } from './blocks/donateBlock'
import { filtersBlock } from './blocks/filtersBlock'
import { galleryBlock } from './blocks/galleryBlock'
import { getInTouchBlock } from './blocks/getInTouchBlock'
import { hoursBlock } from './blocks/hoursBlock'
import { listBlock } from './blocks/listBlock'
import { mapBlock } from './blocks/mapBlock'
import { memberOnlyBlock } from './blocks/memberOnlyBlock'
import { newsletterBlock } from './blocks/newsletterBlock'
import { shareBlock } from './blocks/shareBlock'
import { sponsorsBlock } from './blocks/sponsorsBlock'
import { event } from './documents/event'
import { exhibition } from './documents/exhibition'
import { festival } from './documents/festival'
import { membershipLevel } from './documents/membershipLevel'
import { neighborhood } from './documents/neighborhood'
import { page } from './documents/page'
import { partner } from './documents/partner'
import { pointOfInterest } from './documents/pointOfInterest'
import { settings } from './documents/settings'
import { site } from './documents/site'
import { sponsor } from './documents/sponsor'
import { stop } from './documents/stop'
import { tour } from './documents/tour'
import { trail } from './documents/trail'
import { accessibility } from './objects/accessibility'
import { address } from './objects/address'
import { admissionPrice } from './objects/admissionPrice'
import { amenities } from './objects/amenities'
import { announcement } from './objects/announcement'
import { closure } from './objects/closure'
import { festivalFigures } from './objects/festivalFigures'
import { festivalHours } from './objects/festivalHours'
import { hero } from './objects/hero'
import { menuItem } from './objects/menuItem'
import { portableText } from './objects/portableText'
import { priceTier } from './objects/priceTier'
import { registration } from './objects/registration'
import { seo } from './objects/seo'
import { siteEdition } from './objects/siteEdition'
import { socialLink } from './objects/socialLink'
import { statusNotice } from './objects/statusNotice'
import { sponsorship } from './objects/sponsorship'
import { tourSchedule } from './objects/tourSchedule'
import { tourSession } from './objects/tourSession'
import { venue } from './objects/venue'
import { weeklyHours } from './objects/weeklyHours'

export * from './names'
export * from './rollover'

/** Document types, in the order the Studio lists them (settings is shown apart, as a singleton). */
export const documentTypes = [
  settings,
  festival,
  site,
  neighborhood,
  event,
  tour,
  trail,
  stop,
  pointOfInterest,
  sponsor,
  partner,
  page,
  exhibition,
  membershipLevel,
]

export const objectTypes = [
  address,
  accessibility,
  amenities,
  siteEdition,
  festivalHours,
  venue,
  registration,
  priceTier,
  tourSchedule,
  tourSession,
  seo,
  hero,
  menuItem,
  socialLink,
  statusNotice,
  weeklyHours,
  closure,
  admissionPrice,
  announcement,
  festivalFigures,
  sponsorship,
  portableText,
]

/** The Portable Text custom blocks, in BLOCK_TYPES order. */
export const blockTypes = [
  carouselBlock,
  mapBlock,
  filtersBlock,
  cardsBlock,
  hoursBlock,
  admissionBlock,
  accessibilityBlock,
  amenitiesBlock,
  newsletterBlock,
  getInTouchBlock,
  donateBlock,
  becomeMemberBlock,
  memberOnlyBlock,
  sponsorsBlock,
  shareBlock,
  ctaBlock,
  galleryBlock,
  listBlock,
]

export const schemaTypes = [...documentTypes, ...objectTypes, ...blockTypes]
