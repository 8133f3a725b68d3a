// Invented people and firms. Surnames are ordinary ones drawn from the city's many communities, chosen to
// avoid the names of famous Chicago buildings, patrons and architects, so nothing reads as a claim about a
// real landmark.

export const SURNAMES = [
  'Halvorsen', 'Okafor', 'Brennan', 'Lindqvist', 'Castellano', 'Whitcomb', 'Albrecht', 'Moravec',
  'Kowalczyk', 'Nakamura', 'Delgado', 'Ferreira', 'Haddad', 'Oyelaran', 'Szymanski', 'Thorvald',
  'Vasquez', 'Bergstrom', 'Calloway', 'Dunmore', 'Ellery', 'Gallagher', 'Hargrove', 'Iverson',
  'Jablonski', 'Kessler', 'Lachance', 'Novak', 'Ostrowski', 'Petrakis', 'Quintero', 'Rasmussen',
  'Sandoval', 'Tamura', 'Underhill', 'Valdez', 'Wendt', 'Yamada', 'Zielinski', 'Abernathy',
  'Barrow', 'Cholewa', 'Daugherty', 'Eckhardt', 'Flanagan', 'Gutierrez', 'Holloway', 'Ingram',
  'Janssen', 'Kilbride', 'Lutz', 'Mancuso', 'Nyberg', 'O’Rourke', 'Pasquale', 'Rinaldi',
  'Stanek', 'Tillman', 'Ulrich', 'Voss', 'Whitlock', 'Ybarra', 'Zamora', 'Ashby',
  'Brandt', 'Corcoran', 'Dvorak', 'Esposito', 'Fenwick', 'Greer', 'Hollis', 'Ibarra',
  'Jurgens', 'Kaminski', 'Lindgren', 'Nolan', 'Okonkwo', 'Pruitt', 'Quigley', 'Solberg',
  'Trejo', 'Upton', 'Wexler', 'Yoder', 'Zeller', 'Achterberg', 'Cardenas', 'Drummond',
  'Engstrom', 'Farrow', 'Grabowski', 'Hadley', 'Ingersoll', 'Jacoby', 'Kearney', 'Merriweather',
  'Norquist', 'Ostby', 'Pellegrini', 'Ramsey', 'Strand', 'Toomey', 'Urbanek', 'Van Dusen',
  'Wainwright', 'Zajac', 'Amundsen', 'Bianchi', 'Chávez', 'Demetriou', 'Eriksen', 'Fitzgerald',
  'Gorski', 'Hashimoto', 'Ilic', 'Jankowski', 'Kovač', 'Larsen', 'Mendoza', 'Nwosu',
  'Olmstead', 'Park', 'Reyes', 'Sørensen', 'Takahashi', 'Uribe', 'Vukovich', 'Wozniak',
  'Adeyemi', 'Blomquist', 'Cruz', 'Dąbrowski', 'Estrada', 'Fontaine', 'Gallo', 'Hoffmeister',
] as const

export const FIRST_NAMES = [
  'Ada', 'Benito', 'Clara', 'Desmond', 'Elena', 'Franklin', 'Greta', 'Hiram', 'Imani', 'Jonas',
  'Kiyoko', 'Lorenzo', 'Mae', 'Nikolai', 'Odessa', 'Pilar', 'Quentin', 'Rosalind', 'Silas', 'Tomasz',
  'Ursula', 'Vernon', 'Wanda', 'Xavier', 'Yolanda', 'Zora', 'Amara', 'Bertrand', 'Celeste', 'Dimitri',
  'Esther', 'Felipe', 'Gwendolyn', 'Hollis', 'Ines', 'Jerome', 'Katarzyna', 'Lionel', 'Marisol', 'Nathaniel',
] as const

const FIRM_PATTERNS = [
  (a: string, b: string) => `${a} ${b} Architects`,
  (a: string) => `${a} & Partners`,
  (a: string) => `Studio ${a}`,
  (a: string) => `${a} Associates`,
  (a: string, b: string) => `${a} + ${b}`,
  (a: string, b: string) => `${a}, ${b} & Company`,
  (a: string) => `${a} Design Collaborative`,
  (a: string) => `${a} Architecture Workshop`,
] as const

/** A fixed roster of invented firms, so the same practice turns up on several buildings. */
export function firmRoster(pick: <T>(items: readonly T[]) => T, count: number): string[] {
  const roster = new Set<string>()
  while (roster.size < count) {
    const pattern = pick(FIRM_PATTERNS)
    const a = pick(SURNAMES)
    let b = pick(SURNAMES)
    if (b === a) b = pick(SURNAMES)
    roster.add(pattern(a, b))
  }
  return [...roster].sort()
}

export const personName = (pick: <T>(items: readonly T[]) => T) => `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`

/** Invented companies for the sponsor list. */
export const SPONSOR_NAMES = [
  'Lakeshore Mutual Bank', 'Prairie Line Builders', 'Northbank Energy Cooperative', 'Calumet Steelworks Foundation',
  'Halvorsen Family Foundation', 'Riverbend Insurance Group', 'Grid & Gable Realty', 'Wabash Light Rail Partners',
  'Okafor Engineering', 'Elm & Iron Hardware', 'Second City Glassworks', 'Union Square Credit Union',
  'Meridian Health Alliance', 'Brightwater Hotels', 'Kessler Coffee Roasters', 'Lindqvist Timber Company',
] as const

/** Invented civic, cultural and media organisations for the partner list. */
export const PARTNER_NAMES: readonly { name: string; kind: 'community' | 'cultural' | 'media' | 'education' | 'hospitality' }[] = [
  { name: 'Eighteenth Street Print Collective', kind: 'cultural' },
  { name: 'South Shore Garden Club', kind: 'community' },
  { name: 'Near West Historical Society', kind: 'community' },
  { name: 'Bronzeville Walking Club', kind: 'community' },
  { name: 'Lakefront Preservation Trust', kind: 'community' },
  { name: 'Northside Neighbors Alliance', kind: 'community' },
  { name: 'Pullman Town Friends', kind: 'community' },
  { name: 'Little Village Business Association', kind: 'community' },
  { name: 'Uptown Theater Guild', kind: 'cultural' },
  { name: 'Logan Boulevard Conservancy', kind: 'community' },
  { name: 'Chinatown Heritage Circle', kind: 'community' },
  { name: 'Austin Porch Project', kind: 'community' },
  { name: 'Garfield Greenhouse Volunteers', kind: 'community' },
  { name: 'Humboldt Park Arts Alliance', kind: 'cultural' },
  { name: 'Rogers Park Mural Society', kind: 'cultural' },
  { name: 'Edgewater Historical Circle', kind: 'community' },
  { name: 'Andersonville Merchants Guild', kind: 'community' },
  { name: 'Woodlawn Commons', kind: 'community' },
  { name: 'Bridgeport Craft Alliance', kind: 'cultural' },
  { name: 'West Loop Residents Council', kind: 'community' },
  { name: 'Midwest Modern Society', kind: 'cultural' },
  { name: 'Chicago Stained Glass Circle', kind: 'cultural' },
  { name: 'Terra Cotta Study Group', kind: 'cultural' },
  { name: 'Prairie Sound Radio', kind: 'media' },
  { name: 'The Lakefront Ledger', kind: 'media' },
  { name: 'Windward Public Media', kind: 'media' },
  { name: 'City Dispatch Weekly', kind: 'media' },
  { name: 'Southside Signal', kind: 'media' },
  { name: 'Lakeside Community College', kind: 'education' },
  { name: 'Northwestern Plains Institute of Design', kind: 'education' },
  { name: 'Urban Builders Apprenticeship Program', kind: 'education' },
  { name: 'Young Architects Workshop', kind: 'education' },
  { name: 'Riverside School of Building Trades', kind: 'education' },
  { name: 'Midway Teachers Collaborative', kind: 'education' },
  { name: 'Hotel Merriweather', kind: 'hospitality' },
  { name: 'The Dunmore Inn', kind: 'hospitality' },
  { name: 'Canal Street Hospitality Group', kind: 'hospitality' },
  { name: 'Harborline Water Taxi', kind: 'hospitality' },
  { name: 'Two Spokes Bike Rental', kind: 'hospitality' },
  { name: 'Greystone Bed & Breakfast Network', kind: 'hospitality' },
]
