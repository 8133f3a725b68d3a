// The app's one geo module: distances, nearness and walking, all from latitude and longitude.

export { distanceKm, middleOf, pathKm, type LatLng } from './distance'
export { nearest, within } from './nearest'
export { orderStops, STREET_FACTOR, walkingMinutes, WALKING_KMH } from './walking'
