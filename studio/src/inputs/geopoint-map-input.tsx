// A geopoint input: the usual latitude/longitude fields, and below them an OpenStreetMap map
// where a click or a drag of the pin sets the point. The fields always work: when the tiles
// cannot load (offline, blocked) the map says so and the editor types the numbers instead.
import 'leaflet/dist/leaflet.css'
import { Box, Card, Stack, Text } from '@sanity/ui'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type ObjectInputProps, set, setIfMissing, useClient } from 'sanity'
import { type FestivalArea, isFestivalArea, isRecord } from '@ohc/schemas/rules'
import { FESTIVAL_AREA_QUERY } from '@ohc/schemas/validation'
import { API_VERSION } from '../structure/filters'

type Leaflet = typeof import('leaflet')
type Point = { lat: number; lng: number }

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
/** Where an empty map opens when the settings name no area: the whole world. */
const WORLD = { center: { lat: 20, lng: 0 }, zoom: 2 }
/** How long to wait for a first tile before telling the editor the map is not coming. */
const TILE_TIMEOUT_MS = 8000

type Status = 'loading' | 'ready' | 'no-tiles' | 'failed'

const isLeaflet = (value: unknown): value is Leaflet =>
  isRecord(value) && typeof value.map === 'function' && typeof value.tileLayer === 'function'

/** Leaflet ships CommonJS: a dynamic import gives it as the module or as its default export. */
const loadLeaflet = async (): Promise<Leaflet> => {
  const module: unknown = await import('leaflet')
  if (isLeaflet(module)) return module
  if (isRecord(module) && isLeaflet(module.default)) return module.default
  throw new Error('Leaflet did not load')
}

const pointOf = (value: unknown): Point | undefined =>
  isRecord(value) && typeof value.lat === 'number' && typeof value.lng === 'number' ? { lat: value.lat, lng: value.lng } : undefined

/** Six decimals is about 10 cm: enough for an entrance, without float noise in the data. */
const round = (value: number) => Math.round(value * 1e6) / 1e6

const PIN_HTML =
  '<div style="width:18px;height:18px;border-radius:50%;background:#d6336c;border:3px solid #fff;box-shadow:0 0 0 1px #0006"></div>'

interface PointMapProps {
  point?: Point
  onPick: (point: Point) => void
  readOnly: boolean
  /** The festival's area (the settings'): where an empty map opens, drawn as the circle a point must be in. */
  area?: FestivalArea
}

export function PointMap({ point, onPick, readOnly, area }: PointMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const leaflet = useRef<{
    L: Leaflet
    map: import('leaflet').Map
    marker?: import('leaflet').Marker
    circle?: import('leaflet').Circle
  }>(null)
  // The latest callback, point and area, read by Leaflet's handlers without re-creating the map.
  const latest = useRef({ onPick, point, readOnly, area })
  useLayoutEffect(() => {
    latest.current = { onPick, point, readOnly, area }
  })
  const [status, setStatus] = useState<Status>('loading')
  const [mapReady, setMapReady] = useState(false)

  const placeMarker = (next: Point | undefined) => {
    const current = leaflet.current
    if (!current) return
    const { L, map } = current
    if (!next) {
      current.marker?.remove()
      current.marker = undefined
      return
    }
    if (!current.marker) {
      const marker = L.marker(next, {
        draggable: !latest.current.readOnly,
        keyboard: false,
        icon: L.divIcon({ html: PIN_HTML, className: '', iconSize: [18, 18], iconAnchor: [9, 9] }),
      })
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng()
        latest.current.onPick({ lat, lng })
      })
      current.marker = marker.addTo(map)
    } else {
      current.marker.setLatLng(next)
    }
  }

  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let created: import('leaflet').Map | undefined
    loadLeaflet()
      .then((L) => {
        if (cancelled || !container.current) return
        const start = latest.current.point
        const opening = start ? { center: start, zoom: 16 } : latest.current.area ? { center: latest.current.area.centre, zoom: 10 } : WORLD
        const map = L.map(container.current, { ...opening, scrollWheelZoom: false })
        created = map
        leaflet.current = { L, map }
        setMapReady(true)
        let loaded = 0
        const tiles = L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION })
        tiles.on('tileload', () => {
          loaded += 1
          setStatus('ready')
        })
        tiles.on('tileerror', () => {
          if (loaded === 0) setStatus('no-tiles')
        })
        tiles.addTo(map)
        timer = setTimeout(() => {
          if (loaded === 0) setStatus('no-tiles')
        }, TILE_TIMEOUT_MS)
        map.on('click', (event) => {
          if (!latest.current.readOnly) latest.current.onPick({ lat: event.latlng.lat, lng: event.latlng.lng })
        })
        placeMarker(start)
      })
      .catch(() => {
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
      created?.remove()
      leaflet.current = null
    }
    // The map is created once; point changes are applied by the effect below.
  }, [])

  // The area the schema accepts, drawn once the settings have been read, so an editor sees why a
  // far-off pin is refused; an empty map moves to it.
  const centreLat = area?.centre.lat
  const centreLng = area?.centre.lng
  const radiusKm = area?.radiusKm
  useEffect(() => {
    const current = leaflet.current
    if (!mapReady || !current) return
    current.circle?.remove()
    current.circle = undefined
    if (centreLat === undefined || centreLng === undefined || radiusKm === undefined) return
    const centre = { lat: centreLat, lng: centreLng }
    current.circle = current.L.circle(centre, {
      radius: radiusKm * 1000,
      color: '#2276fc',
      weight: 1,
      fill: false,
      dashArray: '4 4',
      interactive: false,
    }).addTo(current.map)
    if (!latest.current.point) current.map.setView(centre, 10)
  }, [mapReady, centreLat, centreLng, radiusKm])

  // Typed coordinates move the pin and bring it into view.
  const lat = point?.lat
  const lng = point?.lng
  useEffect(() => {
    const typed = lat !== undefined && lng !== undefined ? { lat, lng } : undefined
    placeMarker(typed)
    if (typed && leaflet.current) leaflet.current.map.panTo(typed)
  }, [lat, lng])

  return (
    <Stack gap={2}>
      <Card radius={2} shadow={1} overflow="hidden">
        <div ref={container} style={{ height: 320 }} aria-label="Map: click to place the pin, or drag the pin" />
      </Card>
      {status === 'no-tiles' && (
        <Card padding={3} radius={2} tone="caution">
          <Text size={1}>
            The map pictures could not be loaded from OpenStreetMap (no connection, or blocked). Type the latitude and longitude above
            instead; clicking the blank map still places the pin.
          </Text>
        </Card>
      )}
      {status === 'failed' && (
        <Card padding={3} radius={2} tone="critical">
          <Text size={1}>The map could not start. Type the latitude and longitude above.</Text>
        </Card>
      )}
      {status !== 'failed' && !readOnly && (
        <Box>
          <Text size={1} muted>
            Click the map or drag the pin to the entrance visitors should use.
            {area &&
              ` The dashed circle is the festival’s area (${area.radiusKm} km around its centre, set in Settings): a pin outside it is refused.`}
          </Text>
        </Box>
      )}
    </Stack>
  )
}

/** The settings' area, read once the input mounts; undefined until then, or when there is none. */
function useFestivalArea(): FestivalArea | undefined {
  const client = useClient({ apiVersion: API_VERSION })
  const [area, setArea] = useState<FestivalArea>()
  useEffect(() => {
    let cancelled = false
    client
      .fetch<unknown>(FESTIVAL_AREA_QUERY)
      .then((answer) => {
        if (!cancelled && isFestivalArea(answer)) setArea(answer)
      })
      // Without the area the map still works: it opens on the world and draws no circle.
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [client])
  return area
}

export function GeopointMapInput(props: ObjectInputProps) {
  const { value, onChange, readOnly } = props
  const area = useFestivalArea()
  const pick = ({ lat, lng }: Point) => onChange([setIfMissing({ _type: 'geopoint' }), set(round(lat), ['lat']), set(round(lng), ['lng'])])
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      <PointMap point={pointOf(value)} onPick={pick} readOnly={readOnly === true} area={area} />
    </Stack>
  )
}
