// The `settings` singleton: site title, the current festival year, menus, the centre's hours and prices,
// and the links the header and footer need.

import { CENTRE, geopoint, url, type Context, type Doc } from './context'
import { portableText } from './portable-text'
import { chicagoDateTime, fechasDelFinDeSemana, weekendDates } from './time'
import { DEMO_OTHER_LANGUAGE } from './translations'

/** Where the demo's festival is: around the Loop, far enough to take in every neighborhood it uses. */
export const DEMO_AREA = { centre: { lat: 41.8781, lng: -87.6298 }, radiusKm: 40 } as const

// Each label, then its link, then the label in the demo's other language. "My OHC" is a name and
// stays as it is. One footer label is left untranslated, as an editor might, so the pages show how
// a label without a translation reads (in the default language, marked so).
const MAIN_MENU = [
  ['Sites', '/sites', 'Lugares'],
  ['Events', '/events', 'Actividades'],
  ['Neighborhoods', '/neighborhoods', 'Barrios'],
  ['Site tours', '/tours', 'Recorridos'],
  ['Trail stops', '/stops', 'Rutas y paradas'],
  ['City tours', '/city-tours', 'Recorridos por la ciudad'],
  ['Visit', '/visit', 'Visita'],
  ['Membership', '/memberships', 'Membresía'],
  ['Archive', '/archive', 'Archivo'],
  ['My OHC', '/my-ohc', 'Mi OHC'],
] as const

const FOOTER_MENU = [
  ['About us', '/about', 'Quiénes somos'],
  ['About the center', '/about-cac', 'Sobre el centro'],
  ['About the festival', '/about-ohc', 'Sobre el festival'],
  ['Contact us', '/about/contact-us', 'Contacto'],
  ['Land acknowledgment', '/about/land-acknowledgment', 'Reconocimiento territorial'],
  ['Accessibility', '/accessibility', 'Accesibilidad'],
  ['Exhibitions', '/exhibitions', 'Exposiciones'],
  ['Programs & events', '/programs-events', 'Programas y actividades'],
  ['Youth programs', '/youth', 'Programas para jóvenes'],
  ['Buy center tickets', '/visit/buy-center-tickets', 'Entradas al centro'],
  ['Stay connected', '/connect', 'Mantente en contacto'],
  ['Center home', '/ohc-home', undefined],
] as const

const HOURS: readonly [string, string | null, string | null][] = [
  ['monday', '09:30', '17:00'],
  ['tuesday', null, null],
  ['wednesday', '09:30', '17:00'],
  ['thursday', '09:30', '20:00'],
  ['friday', '09:30', '17:00'],
  ['saturday', '09:00', '18:00'],
  ['sunday', '10:00', '17:00'],
]

export function buildSettings(ctx: Context): Doc {
  const rng = ctx.rng('settings')
  const pt = portableText(rng)
  const year = ctx.currentYear
  const menu = (items: readonly (readonly [string, string, string | undefined])[]) =>
    pt.keyed(
      items.map(([label, href, spanish]) => ({
        _type: 'menuItem',
        label,
        href,
        ...(spanish ? { translations: pt.keyed([{ _type: 'menuItemTranslation', language: DEMO_OTHER_LANGUAGE, label: spanish }]) } : {}),
      })),
    )
  return {
    _id: 'settings',
    _type: 'settings',
    title: CENTRE.festival,
    tagline: `Free access to hundreds of buildings across Chicago, ${weekendDates(ctx.weekend(year))}`,
    // A festival the generation date placed may fall in any month.
    description:
      `${CENTRE.festival} is a free public festival by the ${CENTRE.name} that opens the doors of buildings across the city for one weekend ${ctx.currentSaturday === undefined ? 'each October' : 'a year'}. ` +
      'Plan your visit, build an itinerary and explore the archive of past festivals.',
    currentYear: year,
    timeZone: 'America/Chicago',
    // Where the festival is, and how the site speaks: the code names none of this itself.
    city: 'Chicago',
    region: 'IL',
    country: 'US',
    units: 'mi',
    // Every map point of the demo lies within this of the Loop (the Studio checks it).
    area: { centre: geopoint(DEMO_AREA.centre.lat, DEMO_AREA.centre.lng), radiusKm: DEMO_AREA.radiusKm },
    currency: 'USD',
    languages: { default: 'en', others: ['es'] },
    centreName: CENTRE.name,
    mainMenu: menu(MAIN_MENU),
    footerMenu: menu(FOOTER_MENU),
    socialLinks: pt.keyed(
      [
        ['instagram', 'https://instagram.com/openhouse.demo'],
        ['facebook', 'https://facebook.com/openhouse.demo'],
        ['youtube', 'https://youtube.com/@openhouse-demo'],
        ['linkedin', 'https://linkedin.com/company/openhouse-demo'],
      ].map(([platform, href]) => ({ _type: 'socialLink', platform, url: href })),
    ),
    donateUrl: url('/donate', 'give'),
    ticketsUrl: url('/center', 'tickets'),
    membershipUrl: url('/join', 'members'),
    newsletterAudienceId: 'demo-newsletter-2f9c1a',
    contactEmail: CENTRE.email,
    staffEmail: `staff@${CENTRE.domain}`,
    phone: CENTRE.phone,
    address: `${CENTRE.name}\n${CENTRE.address.replace(', Chicago', '\nChicago')}`,
    centreHours: pt.keyed(
      HOURS.map(([day, opens, closes]) =>
        opens && closes ? { _type: 'weeklyHours', day, opens, closes, closed: false } : { _type: 'weeklyHours', day, closed: true },
      ),
    ),
    specialClosures: pt.keyed([
      { _type: 'closure', date: `${year}-01-01`, reason: 'New Year’s Day' },
      { _type: 'closure', date: thanksgiving(year), reason: 'Thanksgiving Day' },
      { _type: 'closure', date: `${year}-12-25`, reason: 'Christmas Day' },
    ]),
    admission: pt.keyed([
      { _type: 'admissionPrice', label: 'Adults', amount: 16 },
      { _type: 'admissionPrice', label: 'Seniors (65+)', amount: 13 },
      { _type: 'admissionPrice', label: 'Students (with ID)', amount: 12 },
      { _type: 'admissionPrice', label: 'Children under 12', amount: 0, note: 'Free with a paying adult' },
      { _type: 'admissionPrice', label: 'Members', amount: 0, note: 'Free, with one guest at the member rate' },
      { _type: 'admissionPrice', label: 'Chicago residents, Wednesdays', amount: 8, note: 'Show a photo ID with a Chicago address' },
    ]),
    // The banner invites planning, so it goes when the weekend begins (midnight before the
    // Saturday, on Chicago's clock): on the festival's days the home page says what is open now.
    announcement: {
      _type: 'announcement',
      enabled: true,
      message: `The ${year} festival guide is live: ${weekendDates(ctx.weekend(year))}. Start planning your weekend.`,
      translations: pt.keyed([
        {
          _type: 'announcementTranslation',
          language: DEMO_OTHER_LANGUAGE,
          message: `Ya está la guía del festival ${year}: ${fechasDelFinDeSemana(ctx.weekend(year))}. Empieza a planear tu fin de semana.`,
        },
      ]),
      href: '/sites',
      endsAt: chicagoDateTime(ctx.weekend(year).saturday, '00:00'),
    },
  }
}

/** The fourth Thursday of November. */
function thanksgiving(year: number): string {
  const first = new Date(Date.UTC(year, 10, 1)).getUTCDay()
  const day = 1 + ((4 - first + 7) % 7) + 21
  return `${year}-11-${String(day).padStart(2, '0')}`
}
