// Runs Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory) on one host and prints its
// result as JSON. A child process of the Observatory test, started with NODE_EXTRA_CA_CERTS naming
// the local TLS front's certificate, so the scanner trusts it as it would a deployed site's.
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The scanner looks a host up in Chromium's HSTS preload list, which its install script would
// download; a local host is on no such list, so an empty one gives the same answer offline.
const pkg = path.dirname(fileURLToPath(import.meta.resolve('@mdn/mdn-http-observatory/package.json')))
const preload = path.join(pkg, 'conf', 'hsts-preload.json')
if (!existsSync(preload)) writeFileSync(preload, '{}')

const { scan } = await import('@mdn/mdn-http-observatory')
const host = process.argv[2]
if (!host) throw new Error('Usage: observatory-scan.mts <host:port>')
const result = await scan(host)
process.stdout.write(JSON.stringify({ scan: result.scan, tests: result.tests }))
