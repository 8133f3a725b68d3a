// The trails' words in Spanish, for the demo's Spanish translations: keyed by the trail's English
// title as in trails.ts (beside this folder).

export const TRAILS_ES: Readonly<Record<string, { title: string; summary: string }>> = {
  'Loop Skyscraper Trail': {
    title: 'Ruta de los rascacielos del Loop',
    summary: 'Un paseo por la cuna del edificio de oficinas en altura, de los muros de carga a los muros cortina de vidrio.',
  },
  'River North Warehouse Walk': {
    title: 'Paseo por los almacenes de River North',
    summary: 'Almacenes de estructura de madera, cámaras frigoríficas y salas de exhibición que encontraron nueva vida como estudios, oficinas y restaurantes.',
  },
  'Pilsen and Bridgeport on Foot': {
    title: 'Pilsen y Bridgeport a pie',
    summary: 'Iglesias parroquiales, murales y casitas obreras en dos barrios moldeados por las industrias del río.',
  },
  'Bronzeville Heritage Trail': {
    title: 'Ruta del patrimonio de Bronzeville',
    summary: 'Iglesias, bancos y casas de la Black Metropolis, a lo largo de sus grandes avenidas.',
  },
  'Boulevards by Bike': {
    title: 'Los bulevares en bicicleta',
    summary: 'Recorra en bicicleta el sistema de bulevares arbolados entre tres grandes parques del West Side, con paradas en los edificios del camino.',
  },
  'South Lakefront Drive': {
    title: 'En auto por la costa sur',
    summary: 'Media jornada en auto del gótico universitario a un pueblo industrial planificado, con estacionamiento cerca de cada parada.',
  },
}
