// The centre's year-round city tours. Routes are described in general terms; the stops named in copy
// are neighborhoods and the river, not claims about particular real buildings.

export interface CityTourSeed {
  title: string
  mode: 'bus' | 'walking' | 'river-cruise'
  durationMinutes: number
  summary: string
  route: string
  highlights: readonly string[]
  /** Adult price in dollars; other tiers are derived from it. */
  adult: number
  seasonal: boolean
  days: readonly string[]
  startTimes: readonly string[]
  wheelchair: 'full' | 'partial' | 'none'
  accessibilityNotes: string
  meetingPoint: 'centre' | 'dock'
}

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
const WEEKENDS = ['saturday', 'sunday'] as const
const THU_TO_SUN = ['thursday', 'friday', 'saturday', 'sunday'] as const

export const CITY_TOURS: readonly CityTourSeed[] = [
  { title: 'Architecture Highlights by Bus', mode: 'bus', durationMinutes: 150, adult: 55, seasonal: false, days: EVERY_DAY, startTimes: ['10:00', '13:30'],
    summary: 'A comfortable introduction to the whole city: the Loop’s towers, the Near South Side and the North Side lakefront in one loop.',
    route: 'From the center through the Loop, south along the lakefront to the Near South Side, and back north to Lincoln Park.',
    highlights: ['Skyscrapers from every decade since the 1880s', 'Boulevards and park fieldhouses', 'Two short stops to stretch your legs'],
    wheelchair: 'full', accessibilityNotes: 'The coach has a wheelchair lift and one wheelchair space; please tell us when you book.', meetingPoint: 'centre' },
  { title: 'South Side Neighborhoods by Bus', mode: 'bus', durationMinutes: 180, adult: 55, seasonal: false, days: THU_TO_SUN, startTimes: ['10:30'],
    summary: 'Bronzeville, Hyde Park, Woodlawn and South Shore: churches, greystones, campuses and new civic buildings.',
    route: 'South from the center to Bronzeville, then Hyde Park, Woodlawn and South Shore, returning along the lake.',
    highlights: ['The architecture of the Great Migration', 'University buildings old and new', 'A stop at a lakeside park'],
    wheelchair: 'full', accessibilityNotes: 'Wheelchair lift on the coach; the walking stops are step-free.', meetingPoint: 'centre' },
  { title: 'North Lakefront Mansions by Bus', mode: 'bus', durationMinutes: 120, adult: 50, seasonal: true, days: WEEKENDS, startTimes: ['11:00', '14:00'],
    summary: 'Gilded Age mansions, early high-rise apartments and lakefront parks from the Gold Coast to Edgewater.',
    route: 'North from the center through the Gold Coast, Lincoln Park, Lakeview and Uptown to Edgewater.',
    highlights: ['Mansions and clubs of the Gold Coast', 'Courtyard apartment buildings', 'Lakefront parks and beaches'],
    wheelchair: 'partial', accessibilityNotes: 'The coach has a lift; the single walking stop includes a short flight of steps.', meetingPoint: 'centre' },
  { title: 'Loop Skyscrapers Walking Tour', mode: 'walking', durationMinutes: 90, adult: 28, seasonal: false, days: EVERY_DAY, startTimes: ['10:00', '12:00', '14:00'],
    summary: 'Walk through the birthplace of the skyscraper and learn how steel frames, elevators and fireproofing changed the city.',
    route: 'A loop of about a mile and a half through the financial district, starting and ending at the center.',
    highlights: ['Early steel-frame offices', 'Lobbies open to the public', 'Plazas and public art'],
    wheelchair: 'full', accessibilityNotes: 'Step-free route on level sidewalks; about 1.5 miles with rests in two lobbies.', meetingPoint: 'centre' },
  { title: 'Riverwalk and Bridges Walking Tour', mode: 'walking', durationMinutes: 75, adult: 26, seasonal: true, days: EVERY_DAY, startTimes: ['09:30', '11:30', '15:30'],
    summary: 'Follow the river from the lake to the forks and see how bridges, docks and towers grew along its banks.',
    route: 'West along the Riverwalk from the center to the forks of the river, with stops at three bridge houses.',
    highlights: ['Movable bridges and how they work', 'From working river to public promenade', 'Towers built over rail lines'],
    wheelchair: 'partial', accessibilityNotes: 'Ramps connect most levels of the Riverwalk; one section is reached by stairs or a lift that may be out of service.', meetingPoint: 'centre' },
  { title: 'Pilsen Murals and Churches Walk', mode: 'walking', durationMinutes: 120, adult: 28, seasonal: true, days: WEEKENDS, startTimes: ['10:00'],
    summary: 'Brick two-flats, parish churches and some of the city’s best-loved murals, with a local guide.',
    route: 'Starts by the ‘L’ station on 18th Street and heads east along the commercial strip to Halsted Street.',
    highlights: ['Murals by neighborhood artists', 'Parish churches and their communities', 'Workers’ cottages and two-flats'],
    wheelchair: 'full', accessibilityNotes: 'Level sidewalks throughout; one church interior has steps at the door.', meetingPoint: 'centre' },
  { title: 'Bronzeville Heritage Walk', mode: 'walking', durationMinutes: 120, adult: 28, seasonal: true, days: ['saturday'], startTimes: ['10:30'],
    summary: 'The story of the Black Metropolis told through its churches, banks, homes and monuments.',
    route: 'Along King Drive and 35th Street, with a rest stop at a community center.',
    highlights: ['Greystones and grand avenues', 'Institutions of the Great Migration', 'Public art and memorials'],
    wheelchair: 'full', accessibilityNotes: 'Step-free route; benches along King Drive.', meetingPoint: 'centre' },
  { title: 'Wicker Park Victorians Walk', mode: 'walking', durationMinutes: 90, adult: 26, seasonal: true, days: ['sunday'], startTimes: ['11:00'],
    summary: 'Brewers’ mansions, ornate porches and the triangular park at the heart of the neighborhood.',
    route: 'A loop around the park and the streets to its west.',
    highlights: ['Houses built by brewers and merchants', 'Carved wood and pressed-metal ornament', 'How the neighborhood changed after the expressway'],
    wheelchair: 'partial', accessibilityNotes: 'Mostly level; some sidewalks are uneven and crossings lack curb cuts.', meetingPoint: 'centre' },
  { title: 'Hidden Loop: Arcades, Lobbies and Tunnels', mode: 'walking', durationMinutes: 90, adult: 30, seasonal: false, days: ['wednesday', 'friday', 'saturday'], startTimes: ['13:00'],
    summary: 'A winter-friendly walk that stays mostly indoors, through arcades, lobbies and the pedestrian tunnels beneath downtown.',
    route: 'Through connected lobbies and underground walkways in the central Loop.',
    highlights: ['Decorated lobbies and arcades', 'The pedestrian tunnel network', 'Warm all year round'],
    wheelchair: 'partial', accessibilityNotes: 'Elevators connect most levels, but two sections have stairs only; ask for the step-free variant when booking.', meetingPoint: 'centre' },
  { title: 'Architecture River Cruise', mode: 'river-cruise', durationMinutes: 75, adult: 52, seasonal: true, days: EVERY_DAY, startTimes: ['10:00', '11:30', '13:00', '14:30', '16:00'],
    summary: 'Our signature tour: more than fifty buildings along all three branches of the river, narrated by a trained docent.',
    route: 'From the dock below the center west to the forks, then along the North and South Branches and back to the lake.',
    highlights: ['Towers of every era along the main branch', 'Former warehouses and rail yards', 'Movable bridges up close'],
    wheelchair: 'full', accessibilityNotes: 'Step-free boarding by ramp; the lower deck is wheelchair accessible and has an accessible restroom.', meetingPoint: 'dock' },
  { title: 'Sunset River Cruise', mode: 'river-cruise', durationMinutes: 90, adult: 58, seasonal: true, days: THU_TO_SUN, startTimes: ['18:30'],
    summary: 'The skyline at golden hour and after dark, with the towers lit up along the river.',
    route: 'The main and North Branches of the river, turning at the lock before returning to the dock.',
    highlights: ['Night lighting of the towers', 'The lock at the mouth of the river', 'Drinks available on board'],
    wheelchair: 'full', accessibilityNotes: 'Step-free boarding by ramp; the lower deck is wheelchair accessible.', meetingPoint: 'dock' },
  { title: 'Early Bird River Cruise', mode: 'river-cruise', durationMinutes: 60, adult: 45, seasonal: true, days: WEEKENDS, startTimes: ['08:30'],
    summary: 'A quieter morning cruise with coffee, soft light and plenty of room on deck.',
    route: 'The main branch and the South Branch to the old rail bridges and back.',
    highlights: ['Morning light on the towers', 'Fewer boats on the river', 'Coffee and pastries included'],
    wheelchair: 'partial', accessibilityNotes: 'Ramp boarding; the upper deck is reached by stairs only.', meetingPoint: 'dock' },
]
