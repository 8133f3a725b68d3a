import { afterAll, describe, expect, it } from 'vitest'

// The host's own zone must never matter: `describeInHostZones` runs its tests with the process in
// each of these zones (Node re-reads TZ when it is assigned), after checking the switch took.

const HOST_HOURS_AT_15_UTC: Record<string, number> = { UTC: 15, 'Asia/Tokyo': 0, 'America/Chicago': 10, 'Pacific/Kiritimati': 5 }

export function describeInHostZones(body: (setHostZone: () => void) => void): void {
  const originalTz = process.env.TZ
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ
    else process.env.TZ = originalTz
  })

  describe.each(Object.keys(HOST_HOURS_AT_15_UTC))('host in %s', (hostTz) => {
    const setHostZone = () => {
      process.env.TZ = hostTz
    }

    it('runs in that zone', () => {
      setHostZone()
      // Sanity check that the switch took: local getHours differs between hosts for the same instant.
      const probe = new Date('2026-10-17T15:00:00Z')
      expect(probe.getHours()).toBe(HOST_HOURS_AT_15_UTC[hostTz])
    })

    body(setHostZone)
  })
}
