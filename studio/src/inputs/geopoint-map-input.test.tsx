// @vitest-environment jsdom
import { ThemeProvider } from '@sanity/ui'
import { buildTheme } from '@sanity/ui/theme'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FestivalArea } from '@ohc/schemas/rules'
import { PointMap } from './geopoint-map-input'

// React's act() warns unless the environment says it is a test.
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)

const theme = buildTheme()

describe('the map of a geopoint input, with no tile server reachable (as here, offline)', () => {
  let container: HTMLDivElement
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    container = document.createElement('div')
    document.body.append(container)
  })
  afterEach(() => {
    vi.useRealTimers()
    container.remove()
  })

  const render = async (readOnly = false, area?: FestivalArea) => {
    const root = createRoot(container)
    await act(async () => {
      root.render(
        <ThemeProvider theme={theme}>
          <PointMap point={{ lat: 41.8819, lng: -87.6278 }} onPick={() => undefined} readOnly={readOnly} area={area} />
        </ThemeProvider>,
      )
    })
    // Let the lazy import of Leaflet settle and the map mount.
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    return root
  }

  it('says the map pictures did not load and tells the editor to type the coordinates', async () => {
    const root = await render()
    expect(container.textContent).not.toMatch(/could not be loaded/)
    await act(async () => {
      vi.advanceTimersByTime(8000)
    })
    expect(container.textContent).toMatch(/could not be loaded from OpenStreetMap/)
    expect(container.textContent).toMatch(/Type the latitude and longitude above instead/)
    // The map itself still mounted, with the pin where the typed point is.
    expect(container.querySelector('.leaflet-container')).not.toBeNull()
    expect(container.querySelector('.leaflet-marker-icon')).not.toBeNull()
    await act(async () => root.unmount())
  })

  it('says so at once when a tile fails to load, before any tile has arrived', async () => {
    const root = await render()
    const tile = container.querySelector('img.leaflet-tile')
    if (!tile) throw new Error('Leaflet drew no tiles')
    await act(async () => {
      tile.dispatchEvent(new Event('error'))
    })
    expect(container.textContent).toMatch(/could not be loaded from OpenStreetMap/)
    await act(async () => root.unmount())
  })

  it('does not invite a read-only viewer to move the pin', async () => {
    const root = await render(true)
    expect(container.textContent).not.toMatch(/Click the map or drag the pin/)
    await act(async () => root.unmount())
  })

  it('draws the festival’s area from the settings and says a pin outside it is refused', async () => {
    const root = await render(false, { centre: { lat: 41.8781, lng: -87.6298 }, radiusKm: 40 })
    expect(container.textContent).toMatch(/The dashed circle is the festival’s area \(40 km around its centre, set in Settings\)/)
    expect(container.querySelector('.leaflet-overlay-pane path, .leaflet-overlay-pane canvas')).not.toBeNull()
    await act(async () => root.unmount())
  })

  it('names no area while the settings have none', async () => {
    const root = await render()
    expect(container.textContent).toMatch(/Click the map or drag the pin/)
    expect(container.textContent).not.toMatch(/dashed circle/)
    expect(container.querySelector('.leaflet-overlay-pane path, .leaflet-overlay-pane canvas')).toBeNull()
    await act(async () => root.unmount())
  })
})
