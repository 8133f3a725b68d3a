// The festival home page, the centre's home page, and /test, a page that shows every block once so
// developers and editors can see them all together.

import { CENTRE } from '../context'
import type { PageSpec, PageTools } from './page'

const liveSites = ({ ctx, world }: PageTools) => world.sitesByYear.get(ctx.currentYear) ?? []

export const HOME_PAGES = (year: number): PageSpec[] => [
  {
    path: 'home',
    title: `${CENTRE.festival} ${year}`,
    description: `Free access to buildings across Chicago for one weekend in October. Browse sites, events and tours and plan your ${year} festival.`,
    hero: {
      heading: `${CENTRE.festival} ${year}`,
      subheading: 'One weekend. Hundreds of buildings. Free for everyone.',
      image: ({ ctx, pick }) => pick(ctx.images.skylines),
    },
    body: (t) => {
      const { pt, b, festivalDates } = t
      const sites = liveSites(t)
      const hoods = new Set(sites.map((s) => s.neighborhood.id)).size
      return [
        pt.p(
          `On ${festivalDates}, ${sites.length} buildings in ${hoods} neighborhoods open their doors to the public, free of charge. `,
          'Step inside lobbies and sanctuaries, climb to rooftops, and meet the people who keep the city’s buildings running.',
        ),
        b.cta('Explore the sites', '/sites'),
        b.cta('Plan your weekend', '/my-ohc/itineraries', 'secondary'),
        b.list('Featured sites', 'sites', { limit: 6 }),
        b.map('Find sites near you', 'sites'),
        pt.h2('How the festival works'),
        ...pt.bullets([
          [pt.strong('It’s free.'), ' Most sites need no ticket: just turn up during opening hours.'],
          [pt.strong('Check the day.'), ' Hours differ on Saturday and Sunday, and a few sites open on one day only.'],
          [pt.strong('Some places need a reservation.'), ' Look for the “Reservation required” label and book ahead.'],
          [
            pt.strong('Members go first.'),
            ' Members have priority entry at busy sites and exclusive access to a few. ',
            pt.link('Join today', '/memberships'),
            '.',
          ],
        ]),
        b.cards('Make the most of the weekend', [
          {
            title: 'Events',
            text: 'Talks, concerts, family days and late openings in the weeks around the festival.',
            href: '/events',
            image: t.pick(t.ctx.images.patterns),
          },
          {
            title: 'Site tours',
            text: 'Small-group tours of selected buildings, led by volunteers. Places are limited.',
            href: '/tours',
            image: t.pick(t.ctx.images.facades),
          },
          {
            title: 'Neighborhoods',
            text: 'Pick a neighborhood and explore on foot: every one has something new this year.',
            href: '/neighborhoods',
            image: t.pick(t.ctx.images.skylines),
          },
          {
            title: 'Trails',
            text: 'Six self-guided walks, rides and drives with stories at every stop.',
            href: '/stops',
            image: t.pick(t.ctx.images.facades),
          },
        ]),
        b.carousel(
          'Scenes from past festivals',
          t.ctx.images.skylines.slice(0, 4).map((image, i) => ({
            image,
            caption:
              i === 0
                ? 'Crowds outside a downtown lobby on festival Saturday'
                : i === 1
                  ? 'The skyline from a rooftop open for the weekend'
                  : i === 2
                    ? 'Evening light over the river'
                    : 'Volunteers welcoming visitors',
            href: '/archive',
          })),
        ),
        b.sponsors('Thank you to our sponsors'),
        b.newsletter(
          'Be the first to know',
          'Hear when the festival sites are announced, when tour reservations open, and what’s new at the center.',
        ),
        b.share('Share the festival'),
      ]
    },
  },
  {
    path: 'ohc-home',
    title: CENTRE.name,
    description: `Exhibitions, city tours, talks and youth programs at the ${CENTRE.name}, on the river in downtown Chicago.`,
    hero: {
      heading: 'Discover why Chicago is a city of architecture',
      subheading: 'Exhibitions, tours and programs for everyone, all year round.',
      image: ({ ctx, pick }) => pick(ctx.images.skylines),
    },
    body: ({ pt, b, ctx, pick }) => [
      pt.p(
        `The ${CENTRE.name} is a nonprofit cultural center dedicated to inspiring people to discover why design matters. `,
        'Visit our galleries, take a tour by boat, bus or on foot, or join us for a talk.',
      ),
      b.hours('Open today'),
      b.admission('Admission'),
      b.cta('Buy center tickets', '/visit/buy-center-tickets'),
      b.cards('At the center', [
        {
          title: 'Exhibitions',
          text: 'See the city model and our changing exhibitions.',
          href: '/exhibitions',
          image: pick(ctx.images.patterns),
        },
        {
          title: 'City tours',
          text: 'More than a dozen tours by river, bus and on foot.',
          href: '/city-tours',
          image: pick(ctx.images.skylines),
        },
        {
          title: 'Programs and events',
          text: 'Talks, workshops and family days all year.',
          href: '/programs-events',
          image: pick(ctx.images.facades),
        },
        {
          title: 'Youth programs',
          text: 'Free design programs for students and teachers.',
          href: '/youth',
          image: pick(ctx.images.patterns),
        },
      ]),
      b.list('Popular city tours', 'tours', { limit: 4 }),
      b.becomeMember('Become a member', 'Members get free admission all year, discounts on tours and priority at the festival.'),
      b.donate('Support the center', 'Your gift keeps the festival free and brings design education to thousands of students every year.'),
    ],
  },
  {
    path: 'test',
    title: 'Block test page',
    description: 'Every content block on one page, for checking the design. Not linked from the menus.',
    hero: {
      heading: 'Every block, once',
      subheading: 'A page for editors and developers to see each block with real content.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: (t) => {
      const { pt, b, ctx, pick } = t
      return [
        pt.h2('Text'),
        pt.p('A paragraph with ', pt.strong('bold'), ', ', pt.em('italic'), ' and ', pt.link('a link to the sites list', '/sites'), '.'),
        pt.h3('A smaller heading'),
        ...pt.bullets(['A bulleted item', 'Another bulleted item']),
        ...pt.numbered(['A numbered item', 'Another numbered item']),
        pt.quote('A quotation, set apart from the text around it.'),
        b.carousel(
          'Carousel',
          ctx.images.facades.slice(0, 3).map((image, i) => ({ image, caption: `Slide ${i + 1}`, href: '/sites' })),
        ),
        b.map('Map of points of interest', 'pointsOfInterest'),
        b.map('Map of trails', 'trails'),
        b.filters('Filter the events', 'events'),
        b.cards('Cards', [{ title: 'A card', text: 'With a short text and a link.', href: '/about', image: pick(ctx.images.patterns) }]),
        b.hours(),
        b.admission(),
        b.accessibility(
          'Accessibility',
          'All public floors of the center are step-free. Wheelchairs and stools are available to borrow at the front desk.',
        ),
        b.amenities('Amenities', ['Free Wi-Fi', 'Coat check', 'Café', 'Shop', 'Lockers']),
        b.newsletter('Newsletter', 'A sign-up form.'),
        b.getInTouch('Get in touch', 'A contact form.', ['General question', 'Accessibility']),
        b.donate('Donate', 'A donation appeal.'),
        b.becomeMember('Become a member', 'A membership appeal.'),
        b.memberOnly('Members see a thank-you message here. Sign in or join to see it.', [
          pt.p('Thank you for being a member. This paragraph is only sent to signed-in members.'),
        ]),
        b.sponsors('Sponsors', ctx.archivedYears[ctx.archivedYears.length - 1]),
        b.share(),
        b.cta('A primary button', '/sites'),
        b.cta('A secondary button', '/events', 'secondary'),
        b.gallery(
          'Gallery',
          ctx.images.patterns.slice(0, 4).map((image, i) => ({ image, caption: `Pattern ${i + 1}` })),
        ),
        b.list('Walking tours', 'tours', { mode: 'walking', limit: 3 }),
        b.list('Family events', 'events', { category: 'family', limit: 4 }),
        b.list('Sites in Pilsen', 'sites', { neighborhood: 'neighborhood.pilsen', limit: 6 }),
      ]
    },
  },
]
