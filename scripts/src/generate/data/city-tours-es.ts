// The city tours' words in Spanish, for the demo's Spanish translations: keyed by the tour's
// English title as in city-tours.ts.

export interface CityTourWordsEs {
  title: string
  summary: string
  route: string
  highlights: readonly string[]
}

export const CITY_TOURS_ES: Readonly<Record<string, CityTourWordsEs>> = {
  'Architecture Highlights by Bus': {
    title: 'Lo mejor de la arquitectura en autobús',
    summary: 'Una introducción cómoda a toda la ciudad: las torres del Loop, el Near South Side y la costa del North Side en un solo recorrido.',
    route: 'Desde el centro por el Loop, al sur por la costa hasta el Near South Side y de vuelta al norte hasta Lincoln Park.',
    highlights: ['Rascacielos de cada década desde 1880', 'Bulevares y pabellones de los parques', 'Dos paradas cortas para estirar las piernas'],
  },
  'South Side Neighborhoods by Bus': {
    title: 'Barrios del South Side en autobús',
    summary: 'Bronzeville, Hyde Park, Woodlawn y South Shore: iglesias, casas de piedra gris, campus y nuevos edificios cívicos.',
    route: 'Al sur desde el centro hasta Bronzeville, luego Hyde Park, Woodlawn y South Shore, con regreso por la orilla del lago.',
    highlights: ['La arquitectura de la Gran Migración', 'Edificios universitarios antiguos y nuevos', 'Una parada en un parque junto al lago'],
  },
  'North Lakefront Mansions by Bus': {
    title: 'Mansiones de la costa norte en autobús',
    summary: 'Mansiones de la Edad Dorada, los primeros rascacielos de apartamentos y parques junto al lago, de Gold Coast a Edgewater.',
    route: 'Al norte desde el centro por Gold Coast, Lincoln Park, Lakeview y Uptown hasta Edgewater.',
    highlights: ['Mansiones y clubes de Gold Coast', 'Edificios de apartamentos con patio', 'Parques y playas junto al lago'],
  },
  'Loop Skyscrapers Walking Tour': {
    title: 'Rascacielos del Loop a pie',
    summary: 'Camine por la cuna del rascacielos y descubra cómo las estructuras de acero, los ascensores y la protección contra incendios cambiaron la ciudad.',
    route: 'Un circuito de unas millas y media por el distrito financiero, con salida y llegada en el centro.',
    highlights: ['Las primeras oficinas con estructura de acero', 'Vestíbulos abiertos al público', 'Plazas y arte público'],
  },
  'Riverwalk and Bridges Walking Tour': {
    title: 'El Riverwalk y sus puentes a pie',
    summary: 'Siga el río desde el lago hasta la bifurcación y vea cómo crecieron puentes, muelles y torres a lo largo de sus orillas.',
    route: 'Hacia el oeste por el Riverwalk desde el centro hasta la bifurcación del río, con paradas en tres casetas de puente.',
    highlights: ['Los puentes móviles y cómo funcionan', 'De río de trabajo a paseo público', 'Torres construidas sobre vías de tren'],
  },
  'Pilsen Murals and Churches Walk': {
    title: 'Murales e iglesias de Pilsen a pie',
    summary: 'Casas de ladrillo de dos pisos, iglesias parroquiales y algunos de los murales más queridos de la ciudad, con un guía del barrio.',
    route: 'Sale de la estación del ‘L’ en la calle 18 y avanza hacia el este por la calle comercial hasta Halsted Street.',
    highlights: ['Murales de artistas del barrio', 'Las iglesias parroquiales y sus comunidades', 'Casitas obreras y casas de dos pisos'],
  },
  'Bronzeville Heritage Walk': {
    title: 'Patrimonio de Bronzeville a pie',
    summary: 'La historia de la Black Metropolis contada a través de sus iglesias, bancos, casas y monumentos.',
    route: 'Por King Drive y la calle 35, con una pausa en un centro comunitario.',
    highlights: ['Casas de piedra gris y grandes avenidas', 'Las instituciones de la Gran Migración', 'Arte público y monumentos'],
  },
  'Wicker Park Victorians Walk': {
    title: 'Casas victorianas de Wicker Park a pie',
    summary: 'Mansiones de cerveceros, porches ornamentados y el parque triangular en el corazón del barrio.',
    route: 'Un circuito alrededor del parque y por las calles al oeste.',
    highlights: ['Casas construidas por cerveceros y comerciantes', 'Ornamentos de madera tallada y metal prensado', 'Cómo cambió el barrio tras la autopista'],
  },
  'Hidden Loop: Arcades, Lobbies and Tunnels': {
    title: 'El Loop escondido: galerías, vestíbulos y túneles',
    summary: 'Un paseo ideal para el invierno, casi todo bajo techo, por galerías, vestíbulos y los túneles peatonales bajo el centro.',
    route: 'Por vestíbulos conectados y pasajes subterráneos en el centro del Loop.',
    highlights: ['Vestíbulos y galerías decorados', 'La red de túneles peatonales', 'Templado todo el año'],
  },
  'Architecture River Cruise': {
    title: 'Crucero de arquitectura por el río',
    summary: 'Nuestro recorrido emblemático: más de cincuenta edificios a lo largo de los tres brazos del río, narrado por un guía formado.',
    route: 'Desde el muelle bajo el centro hacia el oeste hasta la bifurcación, luego por los brazos norte y sur y de vuelta al lago.',
    highlights: ['Torres de todas las épocas en el cauce principal', 'Antiguos almacenes y patios ferroviarios', 'Los puentes móviles de cerca'],
  },
  'Sunset River Cruise': {
    title: 'Crucero por el río al atardecer',
    summary: 'El perfil de la ciudad a la hora dorada y de noche, con las torres iluminadas a lo largo del río.',
    route: 'El cauce principal y el brazo norte del río, con vuelta en la esclusa antes de regresar al muelle.',
    highlights: ['La iluminación nocturna de las torres', 'La esclusa en la desembocadura del río', 'Bebidas a bordo'],
  },
  'Early Bird River Cruise': {
    title: 'Crucero matutino por el río',
    summary: 'Un crucero más tranquilo por la mañana, con café, luz suave y mucho espacio en cubierta.',
    route: 'El cauce principal y el brazo sur hasta los viejos puentes ferroviarios, ida y vuelta.',
    highlights: ['Luz de la mañana sobre las torres', 'Menos barcos en el río', 'Café y pan dulce incluidos'],
  },
}
