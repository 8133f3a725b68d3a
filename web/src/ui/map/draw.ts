import L from 'leaflet'
import { escapeHtml } from '@/kernel/text/html'
import 'leaflet/dist/leaflet.css'
import Supercluster from 'supercluster'
import { TILE_URL } from '@/kernel/geo/map-tiles'
import type { MapMarker, MapProps } from '@/kernel/geo/map-data'

// Leaflet drawing, loaded on demand by map.client.tsx. Markers are HTML (divIcon), not Leaflet's
// default PNG icons, so they show with no tiles at all (tiles are often unreachable: offline
// machines, weak festival-weekend connections) and take the design system's colours.

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
const MAX_FIT_ZOOM = 16

function markerIcon(m: MapMarker, number?: number): L.DivIcon {
  const text = number === undefined ? '' : String(number)
  return L.divIcon({
    className: `ohc-marker ohc-marker-${m.kind ?? 'site'}${number === undefined ? '' : ' ohc-marker-numbered'}`,
    html: `<span aria-hidden="true">${text}</span><span class="visually-hidden">${escapeHtml(m.label)}</span>`,
    iconSize: number === undefined ? [18, 18] : [26, 26],
  })
}

function popupHtml(m: MapMarker): string {
  const name = escapeHtml(m.label)
  return m.href ? `<a href="${escapeHtml(m.href)}">${name}</a>` : name
}

function addMarker(layer: L.LayerGroup, m: MapMarker, number?: number) {
  L.marker([m.lat, m.lng], { icon: markerIcon(m, number), title: m.label, keyboard: true })
    .bindPopup(popupHtml(m))
    .addTo(layer)
}

/** Draws the map into `el`; returns its teardown. */
export function drawMap(el: HTMLElement, { markers, extras, line, numbered, cluster }: MapProps): () => void {
  const map = L.map(el, { scrollWheelZoom: false, attributionControl: true })
  L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map)

  const points: L.LatLngExpression[] = [
    ...markers.map((m): L.LatLngTuple => [m.lat, m.lng]),
    ...(line ?? []).map((p): L.LatLngTuple => [p.lat, p.lng]),
  ]
  if (points.length === 0) map.setView([41.8781, -87.6298], 11)
  else if (points.length === 1) map.setView(points[0]!, 15)
  else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: MAX_FIT_ZOOM })

  if (line && line.length > 1) {
    L.polyline(
      line.map((p): L.LatLngTuple => [p.lat, p.lng]),
      { color: '#a61d17', weight: 4, opacity: 0.8 },
    ).addTo(map)
  }

  const layer = L.layerGroup().addTo(map)
  if (cluster && !numbered) {
    drawClusters(map, layer, markers)
  } else {
    markers.forEach((m, i) => addMarker(layer, m, numbered ? i + 1 : undefined))
  }
  // After the others, so a numbered stop is never hidden under a restroom's marker.
  for (const m of extras ?? []) addMarker(layer, m)
  return () => map.remove()
}

/** Supercluster over the markers, recomputed for the view on every move. */
function drawClusters(map: L.Map, layer: L.LayerGroup, markers: MapMarker[]) {
  const index = new Supercluster<{ i: number }>({ radius: 48, maxZoom: 16 })
  index.load(
    markers.map((m, i) => ({
      type: 'Feature' as const,
      properties: { i },
      geometry: { type: 'Point' as const, coordinates: [m.lng, m.lat] },
    })),
  )
  const render = () => {
    layer.clearLayers()
    const b = map.getBounds()
    const zoom = Math.round(map.getZoom())
    for (const f of index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom)) {
      const [lng, lat] = f.geometry.coordinates as [number, number]
      const props = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number }
      if (props.cluster && props.cluster_id !== undefined) {
        const clusterId = props.cluster_id
        const count = props.point_count ?? 0
        const size = count < 10 ? 30 : count < 50 ? 36 : 44
        L.marker([lat, lng], {
          icon: L.divIcon({
            className: 'ohc-cluster',
            html: `<span aria-hidden="true">${count}</span><span class="visually-hidden">${count} places here; zoom in</span>`,
            iconSize: [size, size],
          }),
          title: `${count} places`,
          keyboard: true,
        })
          .on('click', () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), 18)))
          .addTo(layer)
      } else if (props.i !== undefined) {
        addMarker(layer, markers[props.i]!)
      }
    }
  }
  map.on('moveend', render)
  render()
}
