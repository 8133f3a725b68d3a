// About pages: the organisation, the centre, the festival, contact and the land acknowledgment.

import { CENTRE } from '../context'
import type { PageSpec } from './page'

export const ABOUT_PAGES = (year: number, firstYear: number): PageSpec[] => [
  {
    path: 'about',
    title: 'About us',
    description: `Who we are: the ${CENTRE.name} and ${CENTRE.festival}, our mission, our people and how we are funded.`,
    hero: {
      heading: 'About us',
      subheading: 'Inspiring people to discover why design matters.',
      image: ({ ctx, pick }) => pick(ctx.images.facades),
    },
    body: ({ pt, b, ctx, pick }) => [
      pt.p(
        `The ${CENTRE.name} (${CENTRE.shortName}) is an independent nonprofit. We run a public center with exhibitions and programs, `,
        'lead tours of the city by boat, bus and on foot, and produce ',
        pt.link(CENTRE.festival, '/about-ohc'),
        ', a free festival that opens buildings across the city every October.',
      ),
      pt.h2('Our mission'),
      pt.p(
        'We believe that everyone should be able to understand, enjoy and shape the places where they live. We do that by opening doors, telling the stories of buildings and the people who made them, and teaching young people to see their neighborhoods as designers do.',
      ),
      pt.h2('What we do'),
      ...pt.bullets([
        [pt.link('Exhibitions', '/exhibitions'), ' in our galleries on the river, including a large model of downtown.'],
        [pt.link('City tours', '/city-tours'), ' led by trained volunteer docents, all year round.'],
        [pt.link('Youth programs', '/youth'), ' in schools and at the center, free for students.'],
        [pt.link('Programs and events', '/programs-events'), ': talks, workshops and family days.'],
      ]),
      b.cards('Learn more', [
        {
          title: 'About the center',
          text: 'Our building, our galleries and how to visit.',
          href: '/about-cac',
          image: pick(ctx.images.facades),
        },
        {
          title: 'About the festival',
          text: `How ${CENTRE.festival} began and how it works.`,
          href: '/about-ohc',
          image: pick(ctx.images.skylines),
        },
        {
          title: 'Land acknowledgment',
          text: 'The land on which we gather.',
          href: '/about/land-acknowledgment',
          image: pick(ctx.images.patterns),
        },
        { title: 'Contact us', text: 'Questions, press and partnerships.', href: '/about/contact-us', image: pick(ctx.images.patterns) },
      ]),
      b.donate(
        'Help keep the festival free',
        'Most of our work is paid for by members, donors and sponsors. A gift of any size makes a difference.',
      ),
    ],
  },
  {
    path: 'about-cac',
    title: `About the ${CENTRE.name}`,
    description: `The ${CENTRE.name}: galleries, the city model, tours and education, on the river downtown.`,
    hero: {
      heading: `About the ${CENTRE.name}`,
      subheading: 'A center for everyone curious about the city.',
      image: ({ ctx, pick }) => pick(ctx.images.facades),
    },
    body: ({ pt, b, ctx }) => [
      pt.p(
        `The ${CENTRE.name} occupies two floors of a riverfront building at ${CENTRE.address}. Our galleries are open daily except Tuesdays, and our tours leave from the front door and the dock below.`,
      ),
      pt.h2('Inside the center'),
      ...pt.bullets([
        'The city model: a large scale model of downtown, updated every year.',
        'Changing exhibitions about buildings, neighborhoods and the people who design them.',
        'A shop with books, maps and gifts by local designers.',
        'Classrooms used by our youth programs during the school year.',
      ]),
      b.hours('Opening hours'),
      b.admission('Admission'),
      b.accessibility(
        'Access at the center',
        'The center is step-free throughout, with elevators to both floors and accessible restrooms on each. Wheelchairs and folding stools are available to borrow at the front desk. Service animals are welcome.',
      ),
      b.amenities('At the center', ['Free Wi-Fi', 'Coat check', 'Lockers', 'Gift shop', 'Accessible restrooms', 'Stroller parking']),
      b.gallery(
        'Inside the galleries',
        ctx.images.facades
          .slice(4, 8)
          .map((image, i) => ({ image, caption: ['The main gallery', 'The city model', 'A classroom', 'The shop'][i] ?? 'The center' })),
      ),
      b.cta('Buy center tickets', '/visit/buy-center-tickets'),
    ],
  },
  {
    path: 'about-ohc',
    title: `About ${CENTRE.festival}`,
    description: `${CENTRE.festival} is a free festival that opens buildings across Chicago for one weekend every October.`,
    hero: {
      heading: `About ${CENTRE.festival}`,
      subheading: 'Free access to the city’s buildings, one weekend every October.',
      image: ({ ctx, pick }) => pick(ctx.images.skylines),
    },
    body: ({ pt, b, festivalDates }) => [
      pt.p(
        `${CENTRE.festival} is a free public festival that offers behind-the-scenes access to buildings across Chicago. `,
        `This year’s festival takes place on ${festivalDates}, ${year}.`,
      ),
      pt.h2('How it started'),
      pt.p(
        `The festival began in ${firstYear} with a few dozen buildings downtown. It has grown to include hundreds of sites in neighborhoods across the city, from houses of worship and theaters to factories, offices and private homes.`,
      ),
      pt.h2('How it works'),
      ...pt.numbered([
        ['Browse ', pt.link('the sites', '/sites'), ' and filter by neighborhood, category and accessibility.'],
        ['Save your favorites to ', pt.link('an itinerary', '/my-ohc/itineraries'), ' and see them on a map.'],
        'Check each site’s Saturday and Sunday hours: they often differ.',
        'Visit. Most sites need no ticket; a few need a reservation.',
      ]),
      pt.h2('The people who make it happen'),
      pt.p(
        'Each year more than a thousand volunteers welcome visitors, answer questions and keep lines moving. Building owners, congregations, businesses and residents open their doors at no charge. Community partners in every neighborhood help choose the sites and tell their stories.',
      ),
      b.cta('Volunteer with us', '/about/contact-us', 'secondary'),
      pt.h2('Past festivals'),
      pt.p('Browse past festivals in ', pt.link('the archive', '/archive'), ', with their sites, events and sponsors.'),
      b.sponsors(`Sponsors of the ${year} festival`, year),
    ],
  },
  {
    path: 'about/contact-us',
    title: 'Contact us',
    description: `How to reach the ${CENTRE.name}: email, phone, address, and a form for your questions.`,
    hero: {
      heading: 'Contact us',
      subheading: 'We read every message and reply within two working days.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: ({ pt, b }) => [
      pt.p(
        'Email ',
        pt.link(CENTRE.email, `mailto:${CENTRE.email}`),
        ' or call ',
        pt.link(CENTRE.phone, `tel:${CENTRE.phone.replace(/[^\d+]/g, '')}`),
        ' (Monday to Friday, 10 am to 4 pm).',
      ),
      pt.p(`Our address is ${CENTRE.address}. The entrance is on the Riverwalk level.`),
      b.getInTouch('Send us a message', 'Tell us what you need and we’ll pass it to the right person.', [
        'General question',
        'Festival sites and hours',
        'Accessibility',
        'Volunteering',
        'Membership',
        'Group and school visits',
        'Press and media',
        'Partnerships and sponsorship',
      ]),
      pt.h2('Press'),
      pt.p('Journalists can reach our communications team at ', pt.link(`press@${CENTRE.domain}`, `mailto:press@${CENTRE.domain}`), '.'),
      b.hours('When the center is open'),
    ],
  },
  {
    path: 'about/land-acknowledgment',
    title: 'Land acknowledgment',
    description: 'We acknowledge the Native peoples on whose homelands Chicago was built, and who live here today.',
    hero: {
      heading: 'Land acknowledgment',
      subheading: 'The land on which we gather.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: ({ pt, b }) => [
      pt.p(
        'Chicago stands on the traditional homelands of the Council of the Three Fires: the Ojibwe, Odawa and Potawatomi Nations. Many other Nations, including the Myaamia, Ho-Chunk, Menominee, Sac, Fox, Kickapoo and Illinois peoples, also lived on, traveled through and traded on this land, at the meeting point of waterways that made it a crossroads long before the city existed.',
      ),
      pt.p(
        'Chicago is home to one of the largest urban Native American communities in the United States. Native people are not only part of the city’s history; they are part of its present and its future.',
      ),
      pt.h2('What this means for our work'),
      ...pt.bullets([
        'We tell the history of the city’s buildings from before the city’s founding, not only after it.',
        'We work with Native-led organizations when we plan programs about land, water and place.',
        'We review our tours and exhibitions so that they do not describe the land as empty before settlement.',
      ]),
      pt.p('An acknowledgment is a beginning, not an end. We welcome your thoughts: ', pt.link('contact us', '/about/contact-us'), '.'),
      b.share('Share this acknowledgment'),
    ],
  },
]
