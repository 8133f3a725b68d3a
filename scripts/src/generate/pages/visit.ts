// Visiting pages: visit, buying center tickets, memberships, connect and accessibility.

import { CENTRE, url } from '../context'
import type { PageSpec } from './page'

export const VISIT_PAGES = (year: number): PageSpec[] => [
  {
    path: 'visit',
    title: 'Visit',
    description: `Plan your visit to the ${CENTRE.name}: hours, admission, directions, access and facilities.`,
    hero: {
      heading: 'Plan your visit',
      subheading: 'Open daily except Tuesdays, on the river downtown.',
      image: ({ ctx, pick }) => pick(ctx.images.facades),
    },
    body: ({ pt, b }) => [
      b.hours('Hours'),
      b.admission('Admission'),
      b.cta('Buy tickets online', '/visit/buy-center-tickets'),
      pt.h2('Getting here'),
      pt.p(`We are at ${CENTRE.address}, on the Riverwalk level.`),
      ...pt.bullets([
        [pt.strong('By train:'), ' the nearest ‘L’ stations are a five-minute walk; several bus routes stop on the avenue above us.'],
        [pt.strong('By bike:'), ' there are bike racks by the entrance and a bike share dock across the street.'],
        [pt.strong('By car:'), ' several garages nearby offer discounted parking with a validated center ticket.'],
      ]),
      b.accessibility(
        'Access',
        'Step-free entry from street level by elevator and from the Riverwalk through the main doors. Accessible restrooms on both floors. Large-print guides and assistive listening devices are available at the front desk.',
      ),
      b.amenities('Facilities', ['Coat check', 'Lockers', 'Free Wi-Fi', 'Accessible restrooms', 'Baby-changing tables', 'Gift shop']),
      pt.h2('Groups and schools'),
      pt.p(
        'Groups of ten or more save 15% when they book ahead. School groups visit free as part of our ',
        pt.link('youth programs', '/youth'),
        '.',
      ),
      b.map('Points of interest near the center', 'pointsOfInterest'),
    ],
  },
  {
    path: 'visit/buy-center-tickets',
    title: 'Buy center tickets',
    description: 'Timed-entry tickets to the center’s galleries and the city model. Members visit free.',
    hero: {
      heading: 'Buy center tickets',
      subheading: 'Choose a time, skip the line.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: ({ pt, b }) => [
      pt.p(
        'Tickets are for a 30-minute entry window; once inside, stay as long as you like. Buying online guarantees entry at busy times such as weekends and school holidays.',
      ),
      b.admission('Ticket prices'),
      b.cta('Choose a date and time', url('/center', 'tickets')),
      pt.h2('Good to know'),
      ...pt.bullets([
        'Children under 12 visit free with a paying adult; you do not need a ticket for them.',
        'Members visit free: show your membership card at the front desk.',
        'Tickets can be changed up to 24 hours before your visit.',
        'Combination tickets with a river cruise are available at the front desk.',
      ]),
      b.hours('Opening hours'),
      b.becomeMember('Visit free all year', 'A membership pays for itself in two visits.'),
    ],
  },
  {
    path: 'memberships',
    title: 'Memberships',
    description: 'Become a member: free admission, priority at the festival, members-only sites and events, and discounts on tours.',
    hero: {
      heading: 'Become a member',
      subheading: 'Get closer to the city’s buildings, and help keep the festival free.',
      image: ({ ctx, pick }) => pick(ctx.images.skylines),
    },
    body: ({ pt, b, festivalDates }) => [
      pt.p(
        'Members are the heart of what we do. Your membership pays for free festival access for everyone, and gives you more of the city in return.',
      ),
      b.becomeMember('Choose your membership', 'All memberships last a year from the day you join.'),
      pt.h2('Member benefits at the festival'),
      ...pt.bullets([
        'Priority entry at the busiest sites, with a separate members’ line.',
        'Members-only sites and events, marked with the members icon.',
        'Early reservations for site tours, before they open to the public.',
        'An invitation to the members’ preview evening before the festival.',
      ]),
      b.memberOnly('Members: sign in to see this year’s preview evening details and your early reservation window.', [
        b.cta('Reserve a place at the preview evening', '/my-ohc/events'),
        pt.p(
          `Thank you for being a member. The members’ preview evening is two days before the festival (${festivalDates}, ${year}). Site tour reservations open to you 48 hours before everyone else.`,
        ),
      ]),
      pt.h2('Questions'),
      pt.h3('Can I give a membership as a gift?'),
      pt.p('Yes. Choose “gift” at checkout and we will send a card to you or straight to the recipient.'),
      pt.h3('How do I sign in as a member?'),
      pt.p(
        'Use the email address on your membership. We will send you a sign-in link; no password needed. ',
        pt.link('Sign in', '/login'),
        '.',
      ),
      b.cta('Join now', url('/join', 'members')),
    ],
  },
  {
    path: 'connect',
    title: 'Connect',
    description: 'Newsletters, social media and volunteering: stay in touch with the center and the festival.',
    hero: {
      heading: 'Stay connected',
      subheading: 'News, events and behind-the-scenes stories, in your inbox.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: ({ pt, b }) => [
      b.newsletter('Sign up for our newsletter', 'Monthly news from the center, and festival announcements as soon as they are ready.'),
      pt.h2('Follow us'),
      ...pt.bullets([
        [pt.link('Instagram', 'https://instagram.com/openhouse.demo'), ': photographs from inside the city’s buildings.'],
        [pt.link('YouTube', 'https://youtube.com/@openhouse-demo'), ': recorded talks and short films.'],
        [pt.link('Facebook', 'https://facebook.com/openhouse.demo'), ': events and festival updates.'],
      ]),
      pt.h2('Volunteer'),
      pt.p(
        'Volunteers greet festival visitors, lead tours as trained docents, and help in our classrooms. No experience is needed for festival volunteering: we train you.',
      ),
      b.cta('Tell us you’d like to volunteer', '/about/contact-us', 'secondary'),
      b.share('Share with a friend'),
    ],
  },
  {
    path: 'accessibility',
    title: 'Accessibility',
    description: 'Access at the center, on our tours and at festival sites: what we offer and how to ask for help.',
    hero: {
      heading: 'Accessibility',
      subheading: 'Everyone should be able to enjoy the city’s buildings.',
      image: ({ ctx, pick }) => pick(ctx.images.patterns),
    },
    body: ({ pt, b }) => [
      pt.p(
        'We want every visitor to be able to take part. This page explains what to expect at the center, on our tours and at festival sites. If you need something that is not listed, ',
        pt.link('ask us', '/about/contact-us'),
        ' and we will do our best.',
      ),
      b.accessibility(
        'At the center',
        'Step-free throughout with elevators to both floors. Accessible restrooms on each floor. Wheelchairs, folding stools and assistive listening devices to borrow at the front desk. Service animals welcome.',
      ),
      pt.h2('At festival sites'),
      pt.p(
        'Every festival site lists its access information: wheelchair access (full, partial or none), a step-free entrance, an accessible restroom and an elevator. Use the accessibility filter on the ',
        pt.link('sites list', '/sites'),
        ' to find the places that suit you.',
      ),
      ...pt.bullets([
        [pt.strong('Full access'), ' means every space open to festival visitors can be reached without steps.'],
        [pt.strong('Partial access'), ' means some spaces can be reached without steps; the notes say which.'],
        [pt.strong('No access'), ' means the building can only be entered by steps.'],
      ]),
      pt.h2('On our tours'),
      pt.p(
        'Our river cruises and most bus and walking tours are wheelchair accessible. See ',
        pt.link('accessibility on city tours', '/city-tours/accessibility'),
        ' for details of each tour.',
      ),
      b.amenities('Services we offer', [
        'Assistive listening devices',
        'Large-print guides',
        'ASL-interpreted tours on request',
        'Wheelchairs to borrow',
        'Quiet hours on Sunday mornings',
      ]),
      b.getInTouch('Ask about access', 'Tell us what you need before your visit and we will get back to you within two working days.', [
        'Access at the center',
        'Access at festival sites',
        'Access on tours',
        'Requesting an interpreter',
      ]),
    ],
  },
]
