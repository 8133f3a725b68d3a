import type { Page, Route } from '@playwright/test'

// Sanity's hosts are out of reach here, so a Studio test answers them itself, the way they answer
// a browser that is not signed in: the bridge script, the Inter font files, and the API saying
// "nobody is signed in" with the list of login providers. The browser applies the page's content
// security policy before a request reaches these handlers, so what they answer was allowed.
// `served` lists what was answered, by kind, for the test to check that each host was reached.

export const SANITY_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(sanity\.io|sanity-cdn\.com)\//

// A module script that marks the page, so the test can tell the bridge ran.
const BRIDGE = 'globalThis.__sanityBridgeStandIn = true\n'

export interface StandIns {
  served: { bridge: string[]; font: string[]; api: string[]; unknown: string[] }
}

function json(route: Route, status: number, body: unknown) {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
}

// The API, signed out: who am I (nobody), the auth probe (not authenticated), and the providers
// the login screen lists. Anything else answers an empty 404, noted as unknown.
function answerApi(route: Route, path: string, served: StandIns['served']) {
  if (/\/users\/me$/.test(path) || /\/auth\/id$/.test(path)) return json(route, 401, {})
  if (/\/auth\/providers$/.test(path)) {
    const login = 'https://api.sanity.io/v2021-10-01/auth/login/google'
    return json(route, 200, { providers: [{ name: 'google', title: 'Google', url: login }] })
  }
  served.unknown.push(route.request().url())
  return json(route, 404, {})
}

/** Answers every request to Sanity's hosts from this page with a local stand-in. */
export async function standInForSanity(page: Page): Promise<StandIns> {
  const served: StandIns['served'] = { bridge: [], font: [], api: [], unknown: [] }
  await page.route(SANITY_HOSTS, (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === 'core.sanity-cdn.com' && url.pathname === '/bridge.js') {
      served.bridge.push(url.href)
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: BRIDGE })
    }
    if (url.hostname === 'design-system-static.sanity.io' && url.pathname.endsWith('.woff2')) {
      // An empty body of the right type: the browser falls back to another face, with a warning.
      served.font.push(url.href)
      return route.fulfill({ status: 200, contentType: 'font/woff2', body: '' })
    }
    if (url.hostname === 'api.sanity.io' || url.hostname.endsWith('.api.sanity.io')) {
      served.api.push(url.href)
      return answerApi(route, url.pathname, served)
    }
    served.unknown.push(url.href)
    return route.fulfill({ status: 404, body: '' })
  })
  return { served }
}
