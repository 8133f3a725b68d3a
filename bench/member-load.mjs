// The writes bench's load generator, run in a child process of its own (as arrivals.mjs is):
// `clients` members, each with their own account and session cookie, each sending its next request
// when the last is answered, for `seconds`.
//
// - reads: every request lists the member's itineraries (GET /api/itineraries).
// - writes: each member goes round asking for a sign-in link, listing, making an itinerary,
//   listing, renaming it, listing, deleting it, listing: half the requests writes (sign-in,
//   create, rename, delete), half the same reads. A sign-in link goes to a new address from a new
//   client address each time (the server trusts one proxy hop, as behind a load balancer), so the
//   per-address and per-email limits, which count a crowd's sign-ins as they should, do not stop
//   one generator's.
//
// Returns every request's ms by kind (sign-in, create, rename, delete, list), the statuses and errors.
import { fileURLToPath } from 'node:url'
import { timed } from './arrivals.mjs'
import { answerAsChild, runInChild } from './child-load.mjs'
import { cookieOf } from './signed-in-accounts.mjs'

const SELF = fileURLToPath(import.meta.url)

/** Runs one load in a child process; resolves with its figures. */
export const runMemberLoad = (options) => runInChild(SELF, options)

async function memberLoad(o) {
  const until = performance.now() + o.seconds * 1000
  const ms = { list: [], 'sign-in': [], create: [], rename: [], delete: [] }
  const statuses = {}
  const errors = {}
  const record = (kind, [status, took, error]) => {
    statuses[`${kind} ${status}`] = (statuses[`${kind} ${status}`] ?? 0) + 1
    if (error) errors[error] = (errors[error] ?? 0) + 1
    else ms[kind].push(took)
    return status
  }
  const json = (cookie) => ({ 'content-type': 'application/json', origin: o.base, cookie })
  await Promise.all(
    Array.from({ length: o.clients }, async (_, client) => {
      const cookie = cookieOf(o.secret, o.salt, o.accounts.from + client)
      const list = async () => record('list', await timed(`${o.base}/api/itineraries`, { headers: { cookie } }))
      let round = 0
      while (performance.now() < until) {
        if (o.shape === 'reads') {
          await list()
          continue
        }
        round += 1
        const signIn = JSON.stringify({ email: `member-${client}-${round}-${process.pid}@example.org`, callbackURL: '/' })
        const address = `10.${(client >> 8) & 255}.${client & 255}.${round & 255}`
        record(
          'sign-in',
          await timed(`${o.base}/api/auth/sign-in/magic-link`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: o.base, 'x-forwarded-for': address },
            body: signIn,
          }),
        )
        await list()
        const body = JSON.stringify({ name: `Saturday ${client}-${round}` })
        // The made itinerary's id is needed for the rename: read from the answer.
        const made = await timed(`${o.base}/api/itineraries`, { method: 'POST', headers: json(cookie), body, keepBody: true })
        record('create', made)
        await list()
        const id = made[0] === 201 ? JSON.parse(made[3]).data.id : undefined
        if (!id) continue
        const at = `${o.base}/api/itineraries/${id}`
        record(
          'rename',
          await timed(at, { method: 'PATCH', headers: json(cookie), body: JSON.stringify({ name: `Sunday ${client}-${round}` }) }),
        )
        await list()
        record('delete', await timed(at, { method: 'DELETE', headers: { origin: o.base, cookie } }))
        await list()
      }
    }),
  )
  for (const values of Object.values(ms)) values.sort((a, b) => a - b)
  return { ms, statuses, errors }
}

if (process.argv[1] === SELF) answerAsChild(memberLoad)
