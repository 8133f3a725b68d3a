import { randomBytes, randomInt } from 'node:crypto'

// Who the tests sign in as, for both layers (integration and browser): a fresh address and client
// IP per visitor, since the sign-in limits count per address and per email, and the demo's role
// addresses, written once. The demo dataset makes `host@example.org` the host of its first sites;
// with the local outbox `staff@example.org` is staff (platform/env/staff.ts).

export const DEMO_HOST = 'host@example.org'
export const DEMO_STAFF = 'staff@example.org'

export const newEmail = (prefix = 'visitor') => `${prefix}-${randomBytes(4).toString('hex')}@example.org`
export const newIp = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`
