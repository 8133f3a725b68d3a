// Programs pages: youth, exhibitions, programs and events, and youth programs and events.

import { CENTRE } from '../context'
import type { PageSpec } from './page'

export const PROGRAM_PAGES = (year: number): PageSpec[] => [
  {
    path: 'youth',
    title: 'Youth programs',
    description: 'Free design programs for students and teachers: workshops, after-school studios and summer camps.',
    hero: {
      heading: 'Youth programs',
      subheading: 'Helping young people see their city as designers do.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: ({ pt, b, ctx, pick }) => [
      pt.p(
        'Every year thousands of students from across the city take part in our youth programs. They learn to read buildings, draw plans, build models and present their ideas, and many go on to study design, engineering or planning.',
      ),
      b.cards('Programs for students', [
        {
          title: 'School visits',
          text: 'Free 90-minute workshops at the center for grades 3 to 12, linked to the curriculum.',
          href: '/programs-events/youth',
          image: pick(ctx.images.patterns),
        },
        {
          title: 'After-school studio',
          text: 'Weekly design studio for high school students, with a final exhibition in spring.',
          href: '/programs-events/youth',
          image: pick(ctx.images.facades),
        },
        {
          title: 'Summer design camp',
          text: 'Two weeks of drawing, model-making and field trips for ages 12 to 16.',
          href: '/programs-events/youth',
          image: pick(ctx.images.patterns),
        },
        {
          title: 'For teachers',
          text: 'Lesson plans and professional development on teaching with the built environment.',
          href: '/about/contact-us',
          image: pick(ctx.images.skylines),
        },
      ]),
      pt.h2('Free for schools'),
      pt.p('School visits, transportation grants and materials are free for Chicago public schools, thanks to our donors and sponsors.'),
      b.donate('Support a student', 'A gift of $50 pays for one student’s place in the after-school studio for a term.'),
      b.cta('Book a school visit', '/about/contact-us'),
    ],
  },
  {
    path: 'exhibitions',
    title: 'Exhibitions',
    description: `Current and upcoming exhibitions at the ${CENTRE.name}, including the city model.`,
    hero: {
      heading: 'Exhibitions',
      subheading: 'The city, in models, drawings and stories.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: ({ pt, b, ctx }) => [
      pt.p(
        'Our galleries are home to the city model and two changing exhibitions a year. All exhibitions are included with admission and free for members.',
      ),
      b.cards('On view', [
        {
          title: 'The City Model',
          text: 'Our large-scale model of downtown, updated every year.',
          href: '/exhibitions',
          image: ctx.images.skylines[0],
        },
        {
          title: 'Homes of the Two-Flat City',
          text: 'How the two-flat housed generations of Chicagoans.',
          href: '/exhibitions',
          image: ctx.images.facades[0],
        },
        {
          title: 'Drawn in the Margins',
          text: 'Sketchbooks of architects and illustrators.',
          href: '/exhibitions',
          image: ctx.images.patterns[0],
        },
      ]),
      b.gallery(
        'From the galleries',
        ctx.images.facades.slice(8, 12).map((image, i) => ({
          image,
          caption:
            ['A corner of the model', 'Pattern books on display', 'A sketchbook spread', 'Visitors at the model'][i] ?? 'The galleries',
        })),
      ),
      b.hours('Gallery hours'),
      b.cta('Buy center tickets', '/visit/buy-center-tickets'),
    ],
  },
  {
    path: 'programs-events',
    title: 'Programs and events',
    description: 'Talks, workshops, family days and festival events at the center and across the city.',
    hero: {
      heading: 'Programs and events',
      subheading: 'Something to do every week of the year.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: ({ pt, b }) => [
      pt.p(
        `Our programs bring together designers, historians, residents and the simply curious. Most are free or low cost, and many are recorded for our YouTube channel. In the weeks around the festival the calendar fills with ${year} festival events across the city.`,
      ),
      b.filters('Find an event', 'events'),
      b.list('Talks', 'events', { category: 'talk', limit: 6 }),
      b.list('Family events', 'events', { category: 'family', limit: 4 }),
      b.map('Events on the map', 'events'),
      pt.h2('Recorded talks'),
      pt.p('Missed a talk? Most lectures are recorded. ', pt.link('Watch on YouTube', 'https://youtube.com/@openhouse-demo'), '.'),
      b.newsletter('Get the events calendar', 'A short email every other week with what’s coming up.'),
    ],
  },
  {
    path: 'programs-events/youth',
    title: 'Youth programs and events',
    description: 'Workshops, studios and family events for children and teenagers.',
    hero: {
      heading: 'Youth programs and events',
      subheading: 'Drawing, building and exploring, for ages 5 to 18.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: ({ pt, b }) => [
      pt.p(
        'Our youth events are hands-on and free or low cost. Younger children must be accompanied by an adult; teenagers can join studios on their own.',
      ),
      b.list('Coming up for families', 'events', { category: 'family', limit: 6 }),
      b.list('Workshops', 'events', { category: 'workshop', limit: 6 }),
      pt.h2('Registration'),
      ...pt.numbered([
        'Choose an event and check the age range.',
        'Register online: places are limited and often fill within days.',
        'You will receive a reminder by email two days before.',
      ]),
      b.cta('See all youth programs', '/youth', 'secondary'),
    ],
  },
]
