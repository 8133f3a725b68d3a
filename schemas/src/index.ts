// Every Sanity type of the content model (docs/content-model.md). The Studio registers
// `schemaTypes`; scripts and the web app import the shared names from here too.
import { accessibilityBlock } from './blocks/accessibility-block'
import { admissionBlock } from './blocks/admission-block'
import { amenitiesBlock } from './blocks/amenities-block'
import { becomeMemberBlock } from './blocks/become-member-block'
import { cardsBlock } from './blocks/cards-block'
import { carouselBlock } from './blocks/carousel-block'
import { ctaBlock } from './blocks/cta-block'
import { donateBlock } from './blocks/donate-block'
import { filtersBlock } from './blocks/filters-block'
import { galleryBlock } from './blocks/gallery-block'
import { getInTouchBlock } from './blocks/get-in-touch-block'
import { hoursBlock } from './blocks/hours-block'
import { listBlock } from './blocks/list-block'
import { mapBlock } from './blocks/map-block'
import { memberOnlyBlock } from './blocks/member-only-block'
import { newsletterBlock } from './blocks/newsletter-block'
import { shareBlock } from './blocks/share-block'
import { sponsorsBlock } from './blocks/sponsors-block'
import { event } from './documents/event'
import { exhibition } from './documents/exhibition'
import { festival } from './documents/festival'
import { membershipLevel } from './documents/membership-level'
import { neighborhood } from './documents/neighborhood'
import { page } from './documents/page'
import { partner } from './documents/partner'
import { pointOfInterest } from './documents/point-of-interest'
import { settings } from './documents/settings'
import { site } from './documents/site'
import { sponsor } from './documents/sponsor'
import { stop } from './documents/stop'
import { tour } from './documents/tour'
import { trail } from './documents/trail'
import { accessibility } from './objects/accessibility'
import { address } from './objects/address'
import { admissionPrice } from './objects/admission-price'
import { amenities } from './objects/amenities'
import { announcement } from './objects/announcement'
import { ballot } from './objects/ballot'
import { closure } from './objects/closure'
import { festivalFigures } from './objects/festival-figures'
import { festivalHours } from './objects/festival-hours'
import { hero } from './objects/hero'
import { menuItem } from './objects/menu-item'
import { portableText } from './objects/portable-text'
import { priceTier } from './objects/price-tier'
import { registration } from './objects/registration'
import { seo } from './objects/seo'
import { siteEdition } from './objects/site-edition'
import { socialLink } from './objects/social-link'
import { statusNotice } from './objects/status-notice'
import { sponsorship } from './objects/sponsorship'
import { tourSchedule } from './objects/tour-schedule'
import { tourSession } from './objects/tour-session'
import { translationTypes } from './objects/translations'
import { venue } from './objects/venue'
import { weeklyHours } from './objects/weekly-hours'

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
  ballot,
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
  ...translationTypes,
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
