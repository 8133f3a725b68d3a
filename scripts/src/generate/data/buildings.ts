// Words for invented buildings: how they are named, what kind of building each category holds, and the
// sentences a festival guide would write about them. `{name}` and friends are filled in by sites.ts.

export type SiteCategory =
  | 'residential' | 'religious' | 'civic' | 'commercial' | 'cultural' | 'education'
  | 'industrial' | 'hotel' | 'landscape' | 'skyscraper' | 'theater' | 'transport'

export interface CategoryWords {
  /** Name patterns; `S` is an invented surname. */
  names: readonly ((s: string) => string)[]
  /** What the building is, for copy: "a six-storey {noun}". */
  noun: string
  /** Relative share of the festival's sites. */
  weight: number
  details: readonly string[]
  experiences: readonly string[]
}

export const CATEGORY_WORDS: Record<SiteCategory, CategoryWords> = {
  residential: {
    names: [(s) => `${s} Lofts`, (s) => `The ${s} Apartments`, (s) => `${s} Court`, (s) => `${s} House`, (s) => `${s} Row Houses`],
    noun: 'residential building', weight: 3,
    details: [
      'The courtyard plan gave every flat light and air from two sides, an idea borrowed from European housing reform.',
      'Its residents run the building as a cooperative and look after it themselves.',
      'A recent renovation kept the original oak staircases and pressed-tin ceilings in the common areas.',
      'The bay windows and limestone trim were repeated, with small variations, on each of the building’s entries.',
    ],
    experiences: [
      'Residents open the lobby, the restored courtyard and one furnished apartment.',
      'See the shared roof garden and hear from the owners about caring for an old building.',
      'Volunteers lead small groups through the common rooms every half hour.',
    ],
  },
  religious: {
    names: [(s) => `${s} Memorial Chapel`, (s) => `${s} Street Synagogue`, (s) => `${s} Avenue Baptist Church`, (s) => `${s} Meeting House`],
    noun: 'house of worship', weight: 2,
    details: [
      'The stained glass was made by a local studio and shows scenes chosen by the founding congregation.',
      'The congregation raised the building fund one family at a time, and their names are carved in the entrance hall.',
      'Its bell tower was rebuilt after a storm, using bricks salvaged from the original.',
      'The organ, installed a decade after the building opened, is still played every week.',
    ],
    experiences: [
      'Explore the sanctuary and the choir loft; the organist plays short pieces on the hour.',
      'Docents from the congregation explain the windows and the building’s history.',
      'Worship continues through the weekend; visitors are welcome between services.',
    ],
  },
  civic: {
    names: [(s) => `${s} Civic Hall`, (s) => `${s} Park Fieldhouse`, (s) => `${s} Public Library Annex`, (s) => `${s} Community Center`],
    noun: 'civic building', weight: 2,
    details: [
      'It was built as part of a public works program and still serves the neighborhood it was made for.',
      'The murals in the main hall were painted by neighborhood artists and restored in the last decade.',
      'A glass addition at the back, finished recently, brought step-free access to every floor.',
    ],
    experiences: [
      'See the assembly hall, the reading rooms and the murals; staff answer questions at the front desk.',
      'Families can try the building-block table in the gym while adults tour the upper floors.',
    ],
  },
  commercial: {
    names: [(s) => `${s} Building`, (s) => `${s} Trust Building`, (s) => `The ${s} Exchange`, (s) => `${s} Block`],
    noun: 'office building', weight: 3,
    details: [
      'The terra cotta façade was cast in a local kiln and cleaned, piece by piece, in a recent restoration.',
      'Its light court brings daylight deep into the floors, a necessity before electric lighting was reliable.',
      'The lobby’s mosaic floor and brass mail chute are original.',
      'The ground floor banking hall was converted into a shared workspace without losing its coffered ceiling.',
    ],
    experiences: [
      'Visit the lobby and the restored banking hall, then take the elevator to a former boardroom with city views.',
      'Building engineers show the original switchboard and boiler room in the basement.',
      'A self-guided route takes you from the lobby to the roof terrace.',
    ],
  },
  cultural: {
    names: [(s) => `${s} Gallery`, (s) => `${s} Art Center`, (s) => `${s} Arts House`, (s) => `${s} Print Museum`],
    noun: 'arts building', weight: 2,
    details: [
      'Artists have worked in the upper studios for more than forty years.',
      'Its galleries were designed around daylight, with tall windows along both sides.',
      'Its skylit top floor was added when the organization outgrew the original rooms.',
    ],
    experiences: [
      'Artists open their studios on the upper floors; the ground-floor gallery has a new exhibition.',
      'Try a hands-on printmaking demonstration in the workshop.',
      'Curators lead short talks about the building and the collection every hour.',
    ],
  },
  education: {
    names: [(s) => `${s} Academy`, (s) => `${s} Hall`, (s) => `${s} Elementary School`, (s) => `${s} Institute`],
    noun: 'school building', weight: 2,
    details: [
      'The school was designed around a central hall where students still gather every morning.',
      'Its science wing, added decades later, was designed to match the original brickwork.',
      'The auditorium has its original seats, each with a brass number plate.',
    ],
    experiences: [
      'Students and teachers lead tours of the classrooms, the library and the auditorium.',
      'See the original woodwork in the library and the new makerspace next door.',
    ],
  },
  industrial: {
    names: [(s) => `${s} Brewing Company Building`, (s) => `${s} Cold Storage`, (s) => `${s} Printing Works`, (s) => `${s} Foundry Lofts`],
    noun: 'industrial building', weight: 2,
    details: [
      'Heavy timber floors, built to carry printing presses, now hold offices and studios.',
      'The loading docks along the alley were glazed in and became the building’s entrance.',
      'The smokestack was kept as a landmark when the works closed.',
      'Its concrete mushroom columns were an engineering novelty when the building went up.',
    ],
    experiences: [
      'Walk the former production floor and see the original freight elevator.',
      'Tenants open their workshops: furniture makers, a bakery and a recording studio.',
      'Climb to the roof for a view of the river and the rail yards.',
    ],
  },
  hotel: {
    names: [(s) => `Hotel ${s}`, (s) => `The ${s} Club`, (s) => `${s} Athletic Club`, (s) => `${s} Inn`],
    noun: 'hotel', weight: 1,
    details: [
      'The ballroom’s plaster ceiling was recast from fragments found during the renovation.',
      'The club’s members commissioned the building to rival the grand hotels downtown.',
      'The swimming pool on the top floor is still in use.',
    ],
    experiences: [
      'See the ballroom, the library bar and a suite on an upper floor.',
      'The hotel’s staff lead short tours of the back-of-house spaces guests never see.',
    ],
  },
  landscape: {
    names: [(s) => `${s} Garden`, (s) => `${s} Rooftop Garden`, (s) => `${s} Park Pavilion`, (s) => `${s} Nature Preserve`],
    noun: 'garden', weight: 1,
    details: [
      'Native prairie plants replaced the lawns, and the garden now draws migrating birds every autumn.',
      'The pavilion was restored by volunteers who recreated its original paint colors from old photographs.',
      'Stormwater from nearby roofs runs into the garden’s rain beds instead of the sewers.',
    ],
    experiences: [
      'Gardeners lead walks through the plantings every hour; bring comfortable shoes.',
      'Pick up a planting map at the gate and explore at your own pace.',
    ],
  },
  skyscraper: {
    names: [(s) => `${s} Tower`, (s) => `${s} Center`, (s) => `One ${s} Plaza`, (s) => `${s} Place`],
    noun: 'tower', weight: 2,
    details: [
      'Its structural frame allowed column-free floors, which tenants still prize.',
      'The setbacks near the top were required by the zoning code of the day and give the tower its stepped silhouette.',
      'The curtain wall was replaced with high-performance glass that matches the original proportions.',
    ],
    experiences: [
      'Ride to a high floor for views across the river and the lake.',
      'See the lobby and the sky lobby; building staff explain how the tower is kept running.',
      'Timed groups visit the mechanical floor and the rooftop.',
    ],
  },
  theater: {
    names: [(s) => `${s} Theater`, (s) => `The ${s} Music Hall`, (s) => `${s} Playhouse`, (s) => `${s} Auditorium`],
    noun: 'theater', weight: 1,
    details: [
      'The auditorium’s plasterwork and lighting were restored after years as a storage warehouse.',
      'The stage house is one of the tallest in the neighborhood, built for painted scenery flown from above.',
      'Its marquee was rebuilt from the original drawings.',
    ],
    experiences: [
      'Sit in the auditorium and hear the house manager’s stories; backstage tours run every half hour.',
      'See the dressing rooms, the fly loft and the projection booth.',
    ],
  },
  transport: {
    names: [(s) => `${s} Street Station`, (s) => `${s} Streetcar Barn`, (s) => `${s} Station Hall`, (s) => `${s} Rail Depot`],
    noun: 'transport building', weight: 1,
    details: [
      'The waiting room’s terrazzo floor shows a map of the old streetcar routes.',
      'Its clock tower still keeps time for the neighborhood, wound by hand every week.',
      'The depot was moved thirty feet on rollers when the tracks were realigned.',
    ],
    experiences: [
      'Volunteers from the transit history society explain how the station worked; climb to the old signal room.',
      'Explore the waiting room and the restored ticket office.',
    ],
  },
}

export interface StyleSpan {
  style: string
  from: number
  to: number
}

export const STYLES: readonly StyleSpan[] = [
  { style: 'Italianate', from: 1872, to: 1890 },
  { style: 'Queen Anne', from: 1880, to: 1905 },
  { style: 'Romanesque Revival', from: 1882, to: 1900 },
  { style: 'Chicago School', from: 1885, to: 1915 },
  { style: 'Beaux-Arts', from: 1893, to: 1925 },
  { style: 'Gothic Revival', from: 1875, to: 1930 },
  { style: 'Prairie School', from: 1900, to: 1920 },
  { style: 'Classical Revival', from: 1895, to: 1930 },
  { style: 'Art Deco', from: 1925, to: 1940 },
  { style: 'Art Moderne', from: 1933, to: 1950 },
  { style: 'Mid-century Modern', from: 1946, to: 1970 },
  { style: 'International Style', from: 1950, to: 1975 },
  { style: 'Brutalist', from: 1960, to: 1980 },
  { style: 'Postmodern', from: 1978, to: 1995 },
  { style: 'Contemporary', from: 1996, to: 2024 },
]

/** Who first built a building of each category, for copy: "built in 1912 for {client}". */
export const ORIGINAL_CLIENTS: Record<SiteCategory, readonly string[]> = {
  residential: ['a builder who lived on the top floor', 'a family of brewers', 'a housing cooperative', 'a real estate syndicate'],
  religious: ['a congregation of recent immigrants', 'a growing neighborhood congregation', 'a mission church'],
  civic: ['the city', 'the park district', 'the public library board'],
  commercial: ['a neighborhood bank', 'a mail-order company', 'a real estate syndicate', 'an insurance company'],
  cultural: ['a women’s club', 'a cooperative of artists', 'a private collector', 'a neighborhood arts society'],
  education: ['the board of education', 'a teachers’ college', 'a religious order'],
  industrial: ['a printing company', 'a family of brewers', 'a cold storage company', 'a furniture maker'],
  hotel: ['a social club', 'an athletic club', 'a hotel company'],
  landscape: ['the park district', 'a neighborhood garden club', 'a hospital'],
  skyscraper: ['an insurance company', 'a real estate syndicate', 'a utility company', 'a bank'],
  theater: ['a vaudeville circuit', 'a movie palace chain', 'a neighborhood theater company'],
  transport: ['a streetcar company', 'a railroad', 'the city’s bridge department'],
}

/** Names that say who built them: a fieldhouse is the park district's, a station a railroad's. */
export const CLIENT_BY_NAME: readonly [RegExp, string][] = [
  [/Fieldhouse|Park Pavilion|Nature Preserve/, 'the park district'],
  [/Library/, 'the public library board'],
  [/Elementary School/, 'the board of education'],
  [/Street Station|Rail Depot|Station Hall/, 'a railroad'],
  [/Streetcar Barn/, 'a streetcar company'],
  [/Brewing Company/, 'a family of brewers'],
  [/Cold Storage/, 'a cold storage company'],
  [/Printing Works|Print Museum/, 'a printing company'],
  [/Athletic Club/, 'an athletic club'],
  [/Baptist Church/, 'a growing Baptist congregation'],
  [/Synagogue/, 'a congregation of recent immigrants'],
]

/** Clients for buildings from 1960 on, when streetcar companies and vaudeville circuits were gone. */
export const MODERN_CLIENTS = ['a nonprofit developer', 'a private developer', 'a family-owned property company', 'a community development corporation'] as const

/** Details for buildings from 1960 on, in place of the category's details, which mostly describe older buildings. */
export const MODERN_DETAILS = [
  'The plan was drawn around daylight, with windows on every side and no dark corridors.',
  'Its exposed concrete frame was left unpainted, so the marks of the timber formwork still show.',
  'Local artists were commissioned for the lobby, and their work is part of the building’s fabric.',
  'A green roof and geothermal wells cut its energy use well below that of its neighbors.',
  'The ground floor was left open to the street, with a public passage through the block.',
  'Its façade panels were made in a factory and lifted into place, floor by floor, in a few weeks.',
] as const

export const AMENITY_TRANSIT = [
  'Several bus routes stop within two blocks.',
  'A five-minute walk from the nearest ‘L’ station.',
  'Bike racks at the entrance; a bike share dock is around the corner.',
  'Metra and ‘L’ stations are within a ten-minute walk.',
] as const

export const ACCESSIBILITY_NOTES = {
  full: ['Step-free entrance on the main street; an elevator serves every public floor.', 'Accessible restroom on the ground floor; seating available throughout.'],
  partial: ['The ground floor is step-free; upper floors are reached by stairs only.', 'A ramp at the side entrance; some historic rooms have a single step.'],
  none: ['The entrance has six steps and there is no elevator.', 'Access is by a narrow staircase; the tour includes a steep ladder to the roof.'],
} as const
