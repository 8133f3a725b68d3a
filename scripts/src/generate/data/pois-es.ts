// The points of interest's names and descriptions in Spanish, for the demo's Spanish
// translations: the same kinds, in the same order, as pois.ts (beside this folder).

type DescribeEs = (hood: string, surname: string) => { name: string; description: string }

type PoiCategory = 'transit' | 'food' | 'restroom' | 'info' | 'parking' | 'landmark'

export const KINDS_ES: Record<PoiCategory, readonly DescribeEs[]> = {
  transit: [
    (h) => ({
      name: `Parada del transbordador del festival en ${h}`,
      description: `Los transbordadores gratuitos del festival paran aquí cada 20 minutos el fin de semana del festival y unen ${h} con los barrios vecinos.`,
    }),
    (h) => ({
      name: `Estación de bicicletas compartidas de ${h}`,
      description: 'Una estación con unas veinte bicicletas; los visitantes del festival reciben un código gratis de 30 minutos en cualquier punto de bienvenida.',
    }),
  ],
  food: [
    (_, s) => ({ name: `Café ${s}`, description: `Café ${s} sirve café y comidas ligeras, con 10 % de descuento para los voluntarios del festival.` }),
    (_, s) => ({
      name: `Panadería ${s}`,
      description: `La Panadería ${s} abre temprano el fin de semana del festival; su pan dulce es de los favoritos del barrio.`,
    }),
    (_, s) => ({ name: `Taquería ${s}`, description: `La Taquería ${s} ofrece almuerzos rápidos y económicos, y tiene algunas mesas afuera.` }),
    (_, s) => ({ name: `Casa de fideos ${s}`, description: `La Casa de fideos ${s} es un buen lugar para un almuerzo caliente entre visita y visita.` }),
  ],
  restroom: [
    (h) => ({
      name: `Baños públicos de ${h}`,
      description: 'Baños abiertos en el horario del festival, con un cubículo accesible y cambiador para bebés.',
    }),
  ],
  info: [
    (h) => ({
      name: `Punto de bienvenida de ${h}`,
      description: `Recoja un mapa impreso, pida indicaciones a los voluntarios y averigüe qué edificios de ${h} tienen las filas más cortas.`,
    }),
    (h) => ({
      name: `Carpa de información del festival en ${h}`,
      description: `Los voluntarios reparten mapas y responden preguntas sobre los edificios de ${h}, sus horarios y su accesibilidad.`,
    }),
  ],
  parking: [
    (h) => ({
      name: `Estacionamiento del festival en ${h}`,
      description: 'Estacionamiento de pago con tarifa reducida del festival el sábado y el domingo; plazas accesibles junto a la entrada.',
    }),
  ],
  landmark: [
    (_, s) => ({ name: `Fuente ${s}`, description: `La Fuente ${s} es un punto de encuentro favorito, con bancos a la sombra.` }),
    (_, s) => ({
      name: `Reloj conmemorativo ${s}`,
      description: `El Reloj conmemorativo ${s} se alza en una plaza de esquina y se ve fácilmente desde lejos.`,
    }),
    (_, s) => ({
      name: `Escultura «Veleta», de ${s}`,
      description: `Una alta escultura de acero del artista ${s}, que gira despacio con el viento.`,
    }),
    (_, s) => ({
      name: `Muro de mosaico ${s}`,
      description: 'Un largo mosaico hecho con niños de las escuelas del barrio, que muestra los edificios y la gente de la zona.',
    }),
  ],
}
