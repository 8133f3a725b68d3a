// Real Chicago neighborhoods with approximate centre points and a few of their real streets. Buildings,
// firms and people in the demo are invented; the neighborhoods, their rough positions and their streets
// are not, so the map looks like Chicago. Descriptions stick to general, well-known character.

export interface NeighborhoodSeed {
  name: string
  lat: number
  lng: number
  /** On the lakefront: scatter points westward only, so no building lands in Lake Michigan. */
  lakefront?: boolean
  /** Relative share of the festival's sites. */
  weight: number
  postalCode: string
  streets: readonly string[]
  description: string
}

export const NEIGHBORHOOD_SEEDS: readonly NeighborhoodSeed[] = [
  { name: 'Loop', lat: 41.8837, lng: -87.6278, weight: 5, postalCode: '60603', streets: ['S Dearborn St', 'W Madison St', 'S LaSalle St', 'W Adams St', 'N Wells St'],
    description: 'The city’s business district, ringed by the elevated tracks: office towers of every era, theaters and the civic plazas between them.' },
  { name: 'River North', lat: 41.8924, lng: -87.6341, weight: 3, postalCode: '60654', streets: ['N Franklin St', 'W Hubbard St', 'W Kinzie St', 'N Orleans St'],
    description: 'Former warehouses turned galleries, studios and restaurants, just north of the main branch of the river.' },
  { name: 'West Loop', lat: 41.8826, lng: -87.6477, weight: 3, postalCode: '60607', streets: ['W Randolph St', 'W Fulton Market', 'W Washington Blvd', 'N Green St'],
    description: 'A market district of cold stores and meatpackers that now mixes offices, restaurants and converted lofts.' },
  { name: 'Near South Side', lat: 41.8564, lng: -87.624, weight: 2, postalCode: '60616', streets: ['S Prairie Ave', 'S Michigan Ave', 'S Wabash Ave', 'E Cullerton St'],
    description: 'Nineteenth-century mansions, printing houses and new residential towers south of the Loop.' },
  { name: 'Pilsen', lat: 41.8568, lng: -87.6594, weight: 2, postalCode: '60608', streets: ['W 18th St', 'S Halsted St', 'W Cermak Rd', 'S Blue Island Ave'],
    description: 'A Lower West Side neighborhood of brick two-flats, churches and murals, long a home of Chicago’s Mexican-American community.' },
  { name: 'Bronzeville', lat: 41.824, lng: -87.618, weight: 2, postalCode: '60653', streets: ['S King Dr', 'E 35th St', 'S Indiana Ave', 'E Pershing Rd'],
    description: 'The historic heart of Black Chicago on the South Side: greystones, churches, and the institutions of the Great Migration.' },
  { name: 'Hyde Park', lat: 41.7943, lng: -87.5907, lakefront: true, weight: 2, postalCode: '60615', streets: ['E 53rd St', 'S Woodlawn Ave', 'S Dorchester Ave', 'E 57th St'],
    description: 'A lakefront university neighborhood of courtyard apartments, campus buildings and leafy residential blocks.' },
  { name: 'Lincoln Park', lat: 41.9214, lng: -87.6513, weight: 2, postalCode: '60614', streets: ['N Halsted St', 'W Armitage Ave', 'N Lincoln Ave', 'W Fullerton Pkwy'],
    description: 'Row houses, churches and small commercial streets beside the lakefront park that gives the area its name.' },
  { name: 'Lakeview', lat: 41.9434, lng: -87.6548, weight: 2, postalCode: '60657', streets: ['N Broadway', 'W Belmont Ave', 'N Southport Ave', 'N Clark St'],
    description: 'Three-flats, courtyard buildings and busy shopping streets on the North Side.' },
  { name: 'Uptown', lat: 41.9665, lng: -87.6533, weight: 2, postalCode: '60640', streets: ['N Broadway', 'W Lawrence Ave', 'N Sheridan Rd', 'W Wilson Ave'],
    description: 'A former entertainment district with grand theaters and ballrooms, and one of the city’s most diverse neighborhoods.' },
  { name: 'Logan Square', lat: 41.9231, lng: -87.7093, weight: 2, postalCode: '60647', streets: ['N Milwaukee Ave', 'W Logan Blvd', 'N Kedzie Blvd', 'W Diversey Ave'],
    description: 'Greystones and churches along the boulevard system, with a lively commercial strip around the square.' },
  { name: 'Wicker Park', lat: 41.9088, lng: -87.6796, weight: 2, postalCode: '60622', streets: ['N Milwaukee Ave', 'W Division St', 'N Damen Ave', 'W Schiller St'],
    description: 'Victorian mansions built by brewers and merchants, a triangular park, and independent shops along the diagonal avenue.' },
  { name: 'Bridgeport', lat: 41.8381, lng: -87.6511, weight: 1, postalCode: '60608', streets: ['S Halsted St', 'W 31st St', 'S Morgan St', 'W 35th St'],
    description: 'A working-class neighborhood of cottages, parishes and converted industrial buildings near the river’s South Branch.' },
  { name: 'Chinatown', lat: 41.8526, lng: -87.6322, weight: 1, postalCode: '60616', streets: ['S Wentworth Ave', 'W Cermak Rd', 'S Archer Ave', 'W 24th St'],
    description: 'Shops, family associations and a riverside park at the junction of Wentworth and Cermak.' },
  { name: 'Austin', lat: 41.895, lng: -87.765, weight: 1, postalCode: '60644', streets: ['W Washington Blvd', 'N Central Ave', 'W Madison St', 'N Mayfield Ave'],
    description: 'One of the city’s largest community areas, with a wealth of Prairie-era houses and commercial blocks.' },
  { name: 'Garfield Park', lat: 41.881, lng: -87.717, weight: 1, postalCode: '60624', streets: ['W Madison St', 'N Hamlin Blvd', 'W Washington Blvd', 'N Central Park Ave'],
    description: 'West Side blocks around one of the city’s great parks, with its fieldhouse and glass conservatory.' },
  { name: 'Humboldt Park', lat: 41.9024, lng: -87.721, weight: 1, postalCode: '60651', streets: ['W Division St', 'N California Ave', 'W North Ave', 'N Sacramento Blvd'],
    description: 'A neighborhood grown around a lagoon park, and the center of Puerto Rican Chicago along Paseo Boricua.' },
  { name: 'Rogers Park', lat: 42.0106, lng: -87.6696, lakefront: true, weight: 1, postalCode: '60626', streets: ['N Sheridan Rd', 'W Morse Ave', 'N Glenwood Ave', 'W Touhy Ave'],
    description: 'The city’s northernmost lakefront neighborhood: courtyard apartments, small beaches and a busy arts strip.' },
  { name: 'Edgewater', lat: 41.9837, lng: -87.6606, lakefront: true, weight: 1, postalCode: '60660', streets: ['N Sheridan Rd', 'W Bryn Mawr Ave', 'N Broadway', 'W Thorndale Ave'],
    description: 'High-rises along the lake and tree-lined streets of houses and flats behind them.' },
  { name: 'Andersonville', lat: 41.98, lng: -87.6686, weight: 1, postalCode: '60640', streets: ['N Clark St', 'W Foster Ave', 'W Balmoral Ave', 'N Ashland Ave'],
    description: 'A walkable commercial district with Swedish roots and independent businesses along Clark Street.' },
  { name: 'Pullman', lat: 41.6943, lng: -87.609, weight: 1, postalCode: '60628', streets: ['S Cottage Grove Ave', 'E 111th St', 'S Langley Ave', 'E 113th St'],
    description: 'A planned industrial town of brick row houses, a market hall and factory buildings on the Far South Side.' },
  { name: 'South Shore', lat: 41.761, lng: -87.575, lakefront: true, weight: 1, postalCode: '60649', streets: ['E 71st St', 'S Jeffery Blvd', 'S Yates Blvd', 'E 75th St'],
    description: 'Bungalows, apartment buildings and a cultural center in a former lakeside country club.' },
  { name: 'Woodlawn', lat: 41.7796, lng: -87.5964, weight: 1, postalCode: '60637', streets: ['E 63rd St', 'S Cottage Grove Ave', 'S Woodlawn Ave', 'E 61st St'],
    description: 'A South Side neighborhood of churches, greystones and new civic buildings beside Jackson Park.' },
  { name: 'Little Village', lat: 41.8445, lng: -87.712, weight: 1, postalCode: '60623', streets: ['W 26th St', 'S Pulaski Rd', 'S Kedzie Ave', 'W 31st St'],
    description: 'A Mexican-American commercial center whose 26th Street is one of the busiest shopping streets in the city.' },
  { name: 'Old Town', lat: 41.911, lng: -87.638, weight: 1, postalCode: '60610', streets: ['N Wells St', 'W North Ave', 'N Sedgwick St', 'W Eugenie St'],
    description: 'Workers’ cottages, a historic triangle of narrow streets and the city’s comedy theaters.' },
  { name: 'Gold Coast', lat: 41.905, lng: -87.628, lakefront: true, weight: 1, postalCode: '60610', streets: ['N Astor St', 'N State Pkwy', 'E Division St', 'N Dearborn St'],
    description: 'Mansions, clubs and early high-rise apartments between the lake and State Street.' },
  { name: 'Ukrainian Village', lat: 41.899, lng: -87.685, weight: 1, postalCode: '60622', streets: ['W Chicago Ave', 'N Oakley Blvd', 'W Superior St', 'N Western Ave'],
    description: 'Domed churches, two-flats and corner taverns west of Western Avenue.' },
]
