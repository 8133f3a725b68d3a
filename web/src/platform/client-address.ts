import { isIP } from 'node:net'

// Who sent a request, when proxies may stand between the client and this server. Each proxy
// appends the address it received the request from to X-Forwarded-For, so read from the right
// the entries are ever further from the server; only the ones written by proxies we run (or our
// platform runs) can be believed, and everything left of them may be the client's own invention.
// The rule is Express's `trust proxy = N`: the addresses are [the connection's, ...the header's
// entries right to left], and the client is the one N hops in (or the farthest one there is).

/** "::ffff:1.2.3.4" (an IPv4 client of a dual-stack socket) as "1.2.3.4", so both spellings count as one. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped?.[1] ?? address
}

/**
 * The client's address: `socketAddress` when no proxy is trusted (`hops` 0), else the entry of
 * `forwardedFor` that the `hops`-th trusted proxy received the request from. A hop's entry that
 * is not an address stops the walk there: a proxy we trust writes addresses, so the chain beyond
 * it cannot be believed.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const entries = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse()
  let client = plainAddress(socketAddress ?? '') || 'unknown'
  for (const entry of entries.slice(0, hops)) {
    if (!isIP(entry)) break
    client = plainAddress(entry)
  }
  return client
}
