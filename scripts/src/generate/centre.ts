// The centre's own documents: its exhibitions and its membership levels.

import { slugValue, type Context, type Doc } from './context'
import { imageValue } from './images'
import { portableText } from './portable-text'
import { slugify } from './random'

interface ExhibitionSeed {
  title: string
  /** Offsets in months from January of the current year. */
  from: [number, number]
  to: [number, number]
  summary: string
  paragraphs: readonly string[]
}

const EXHIBITIONS: readonly ExhibitionSeed[] = [
  {
    title: 'The City Model',
    from: [-8, 1],
    to: [23, 31],
    summary: 'Our large-scale model of downtown, updated every year with the newest towers, and the stories behind them.',
    paragraphs: [
      'More than four thousand buildings, each made by hand, fill the centre’s main gallery. Touchscreens around the model let you follow the river, find your neighborhood or see how the skyline has grown decade by decade.',
      'The model is updated every winter. This year’s additions include three new residential towers and a converted cold store on the river.',
    ],
  },
  {
    title: 'Homes of the Two-Flat City',
    from: [2, 6],
    to: [9, 14],
    summary:
      'How the humble two-flat housed generations of Chicagoans, told through drawings, photographs and the voices of the people who live in them.',
    paragraphs: [
      'For more than a century the two-flat, one apartment stacked on another, with the owner often living downstairs, has been one of the most common buildings in the city.',
      'This exhibition gathers builders’ pattern books, family photographs and new drawings by local students to ask what the two-flat can teach us about housing today.',
    ],
  },
  {
    title: 'Drawn in the Margins',
    from: [7, 1],
    to: [12, 31],
    summary: 'Sketchbooks of architects and illustrators, shown alongside the buildings they imagined, some built, most not.',
    paragraphs: [
      'Every building begins as a sketch. This exhibition opens the sketchbooks of twelve designers, past and present, whose names and projects are invented for this demonstration dataset.',
      'Look for the pages where a plan changes its mind: a tower that became two, a church whose bell tower moved across the street.',
    ],
  },
  {
    title: 'Water and the City',
    from: [-14, 3],
    to: [-3, 30],
    summary: 'A past exhibition on how the lake and the river shaped where and how Chicago built.',
    paragraphs: [
      'From the first harbor to the Riverwalk, water has decided where the city could grow. This exhibition has closed; its catalog is available in the shop.',
    ],
  },
]

const monthDate = (year: number, [month, day]: [number, number]) => {
  const y = year + Math.floor(month / 12)
  const m = ((month % 12) + 12) % 12
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`
}

export function buildExhibitions(ctx: Context): Doc[] {
  return EXHIBITIONS.map((seed) => {
    const slug = slugify(seed.title)
    const rng = ctx.rng(`exhibition.${slug}`)
    const pt = portableText(rng)
    const picture = rng.pick([...ctx.images.patterns, ...ctx.images.skylines])
    return {
      _id: `exhibition.${slug}`,
      _type: 'exhibition',
      title: seed.title,
      slug: slugValue(slug),
      startDate: monthDate(ctx.currentYear, seed.from),
      endDate: monthDate(ctx.currentYear, seed.to),
      summary: seed.summary,
      image: imageValue(picture, `Illustration for the exhibition ${seed.title}: ${picture.description}`),
      body: [
        ...seed.paragraphs.map((text) => pt.p(text)),
        pt.p(
          'Included with admission. ',
          pt.link('Buy center tickets', '/visit/buy-center-tickets'),
          ' or ',
          pt.link('become a member', '/memberships'),
          ' for free entry all year.',
        ),
      ],
    }
  }).sort((a, b) => (a._id < b._id ? -1 : 1))
}

const LEVELS = [
  {
    name: 'Individual',
    price: 65,
    benefits: [
      'Free admission to the center for one',
      'Priority entry at festival sites',
      'Members-only sites and events',
      '10% off city tours and in the shop',
    ],
  },
  { name: 'Dual', price: 100, benefits: ['Everything in Individual, for two adults at the same address', 'Two guest passes a year'] },
  {
    name: 'Family',
    price: 135,
    benefits: ['Everything in Dual, plus children under 18', 'Early registration for youth programs', 'Family day invitations'],
  },
  {
    name: 'Patron',
    price: 350,
    benefits: [
      'Everything in Family',
      'Invitation to the members’ preview evening',
      'Two free river cruise tickets',
      'Recognition in the annual report',
    ],
  },
] as const

export function buildMembershipLevels(): Doc[] {
  return LEVELS.map((level, i) => {
    const slug = slugify(level.name)
    return {
      _id: `membershipLevel.${slug}`,
      _type: 'membershipLevel',
      name: level.name,
      slug: slugValue(slug),
      price: level.price,
      interval: 'year',
      benefits: [...level.benefits],
      order: i + 1,
    }
  }).sort((a, b) => (a._id < b._id ? -1 : 1))
}
