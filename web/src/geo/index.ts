// The app's one geo module: distances, nearness and walking, all from latitude and longitude.

export { distanceKm, pathKm, type LatLng } from './distance'
export { nearest, within } from './nearby'
export { orderStops, STREET_FACTOR, walkingMinutes, WALKING_KMH } from './walking'
