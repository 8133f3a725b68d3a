// City tours pages: the overview, one page per mode, and accessibility on tours.

import type { PageSpec } from './page'

export const CITY_TOUR_PAGES: PageSpec[] = [
  {
    path: 'city-tours',
    title: 'City tours',
    description: 'Tours by river, bus and on foot, led by trained docents, all year round.',
    hero: {
      heading: 'City tours',
      subheading: 'See the city with the people who know it best.',
      image: ({ ctx, pick }) => pick(ctx.images.skylines),
    },
    body: ({ pt, b, ctx, pick }) => [
      pt.p(
        'Our docents are trained volunteers who love this city. They lead tours by boat, by bus and on foot, every day of the year, rain or shine.',
      ),
      b.cards('Choose your tour', [
        {
          title: 'River cruises',
          text: 'Our signature tour: the city’s buildings from the water, May to October.',
          href: '/city-tours/river-cruise',
          image: pick(ctx.images.skylines),
        },
        {
          title: 'Walking tours',
          text: 'Downtown and neighborhood walks of 75 minutes to two hours.',
          href: '/city-tours/walking',
          image: pick(ctx.images.facades),
        },
        {
          title: 'Bus tours',
          text: 'See more of the city in comfort, with short stops along the way.',
          href: '/city-tours/bus',
          image: pick(ctx.images.facades),
        },
        {
          title: 'Accessibility',
          text: 'Access on every tour, and how to ask for help.',
          href: '/city-tours/accessibility',
          image: pick(ctx.images.patterns),
        },
      ]),
      b.filters('Find a tour', 'tours'),
      b.admission('Center admission'),
      pt.p('Members save 25% on every city tour. ', pt.link('Become a member', '/memberships'), '.'),
    ],
  },
  {
    path: 'city-tours/bus',
    title: 'Bus tours',
    description: 'Coach tours of downtown and the neighborhoods, with short walking stops.',
    hero: { heading: 'Bus tours', subheading: 'More of the city in an afternoon.', image: ({ ctx, pick }) => pick(ctx.images.skylines) },
    body: ({ pt, b }) => [
      pt.p(
        'Our bus tours travel further than a walk can: to the South Side, along the lakefront and through the neighborhoods. Coaches are heated, air-conditioned and have a wheelchair lift.',
      ),
      b.list('Bus tours', 'tours', { mode: 'bus', limit: 6 }),
      pt.h2('Before you go'),
      ...pt.bullets([
        'Tours leave from the center’s front door; arrive 15 minutes early.',
        'Bring water and comfortable shoes for the walking stops.',
        'Food is not allowed on the coach.',
      ]),
      b.cta('See all city tours', '/city-tours', 'secondary'),
    ],
  },
  {
    path: 'city-tours/walking',
    title: 'Walking tours',
    description: 'Walking tours downtown and in the neighborhoods, from 75 minutes to two hours.',
    hero: {
      heading: 'Walking tours',
      subheading: 'The best way to see a building is to stand in front of it.',
      image: ({ ctx, pick }) => pick(ctx.images.facades),
    },
    body: ({ pt, b }) => [
      pt.p(
        'Walking tours are small, usually no more than 20 people, so there is time for questions. Most are step-free; check each tour for details.',
      ),
      b.list('Walking tours', 'tours', { mode: 'walking', limit: 12 }),
      b.map('Trails you can walk on your own', 'trails'),
      pt.p('Prefer to go at your own pace? Try one of our ', pt.link('self-guided trails', '/stops'), '.'),
    ],
  },
  {
    path: 'city-tours/river-cruise',
    title: 'River cruises',
    description: 'Narrated architecture cruises on the river, May to October.',
    hero: {
      heading: 'River cruises',
      subheading: 'The city from the water, narrated by our docents.',
      image: ({ ctx, pick }) => pick(ctx.images.skylines),
    },
    body: ({ pt, b, ctx }) => [
      pt.p(
        'Our cruises leave from the dock below the center and travel all three branches of the river. A docent narrates every departure live; there are no recordings.',
      ),
      b.list('River cruises', 'tours', { mode: 'river-cruise', limit: 6 }),
      b.carousel(
        'On the river',
        ctx.images.skylines.slice(4, 8).map((image, i) => ({
          image,
          caption: ['Leaving the dock', 'Under the bridges', 'At the forks of the river', 'Back toward the lake'][i] ?? 'On the river',
        })),
      ),
      pt.h2('Good to know'),
      ...pt.bullets([
        'Cruises run in light rain; the lower deck is covered.',
        'Boarding closes 10 minutes before departure.',
        'Drinks and snacks are sold on board.',
      ]),
      b.cta('Buy cruise tickets', 'https://tickets.openhouse-demo.org/city-tours/architecture-river-cruise'),
    ],
  },
  {
    path: 'city-tours/accessibility',
    title: 'Accessibility on city tours',
    description: 'Wheelchair access, assistive listening and interpreters on our river, bus and walking tours.',
    hero: {
      heading: 'Accessibility on city tours',
      subheading: 'What to expect on each kind of tour.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: ({ pt, b }) => [
      b.accessibility(
        'River cruises',
        'Boarding is step-free by ramp. The lower deck is wheelchair accessible and has an accessible restroom; the upper deck is reached by stairs. Assistive listening devices are available on every departure.',
      ),
      b.accessibility(
        'Bus tours',
        'Every coach has a wheelchair lift and one wheelchair space: tell us when you book so we can reserve it. Walking stops are short and mostly step-free.',
      ),
      b.accessibility(
        'Walking tours',
        'Most walking tours follow step-free routes on level sidewalks, with rests along the way. Tours that include steps say so in their description.',
      ),
      pt.h2('Interpreters and guides'),
      pt.p(
        'American Sign Language interpretation is free on any tour when requested two weeks ahead. Large-print and braille route guides are available for the river cruise.',
      ),
      b.getInTouch('Request an accommodation', 'Tell us which tour and date, and what you need.', [
        'ASL interpretation',
        'Wheelchair space',
        'Large-print guide',
        'Other',
      ]),
    ],
  },
]
