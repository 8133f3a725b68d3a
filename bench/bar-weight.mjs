// The page-weight bars: first-load JavaScript of every public route against the empty page's (at
// most 8 KB gzip over it), measured the same way in the same run; the HTML of / and /sites (at most
// 20 and 150 KB gzip); and how much of the HTML of the heaviest pages is RSC payload rather than
// markup.
import { routeSamples } from './pages.mjs'
import { kb, verdict } from './report.mjs'
import { firstLoadJs, getPage, htmlSize, rscSplit } from './weight.mjs'

const KB = 1024
const JS_ALLOWANCE = 8 * KB
const HTML_BARS = { '/': 20 * KB, '/sites': 150 * KB }

// Public: signed-in routes only redirect to /login (measured there), and the Studio is the editors'.
const publicSamples = () => routeSamples().filter((r) => !r.signedIn && !r.sample.startsWith('/ohc-admin'))
const siteSample = () => routeSamples().find((r) => r.template === 'site')?.sample

export async function jsBar({ site, floor, progress }) {
  const emptyPage = await getPage(floor, '/')
  const empty = await firstLoadJs(floor, emptyPage.html)
  const bar = empty.gzip + JS_ALLOWANCE
  const cache = new Map()
  const pages = []
  const samples = publicSamples()
  progress(`first-load JS of ${samples.length} public routes`)
  for (const { sample } of samples) {
    const page = await getPage(site, sample)
    const js = await firstLoadJs(site, page.html, cache)
    const missed = []
    if (page.status !== 200) missed.push(`status ${page.status}`)
    if (js.gzip > bar) missed.push(`${kb(js.gzip)} KB > ${kb(bar)} KB`)
    pages.push({ path: sample, status: page.status, finalPath: page.finalPath, ...js, overFloor: js.gzip - empty.gzip, missed })
  }
  const rows = [
    ['empty page', '200', empty.files, kb(empty.gzip), '—', 'reference'],
    ...pages.map((p) => [
      p.finalPath === p.path ? p.path : `${p.path} → ${p.finalPath}`,
      p.status,
      p.files,
      kb(p.gzip),
      `${p.overFloor >= 0 ? '+' : ''}${kb(p.overFloor)}`,
      verdict(p.missed),
    ]),
  ]
  const worst = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a), pages[0])
  return {
    section: {
      title: 'First-load JavaScript',
      bars: `Every /_next/ script the HTML loads, each gzip -9. Bar: ≤ the empty page's + 8 KB = ${kb(bar)} KB gzip on every public route.`,
      columns: [
        ['route', 'l'],
        ['status', 'r'],
        ['files', 'r'],
        ['KB gzip', 'r'],
        ['over empty page', 'r'],
        ['result', 'l'],
      ],
      rows,
      notes: worst
        ? [`Largest: ${worst.path}, ${kb(worst.gzip)} KB (${kb(worst.overFloor)} KB over the empty page's ${kb(empty.gzip)} KB).`]
        : [],
    },
    data: { floor: empty, bar, pages },
  }
}

export async function htmlBar({ site }) {
  const pages = []
  for (const [path, limit] of Object.entries(HTML_BARS)) {
    const page = await getPage(site, path)
    const size = htmlSize(page.html)
    pages.push({
      path,
      status: page.status,
      ...size,
      bar: limit,
      missed: size.gzip > limit ? [`${kb(size.gzip)} KB > ${kb(limit)} KB`] : [],
    })
  }
  return {
    section: {
      title: 'HTML size',
      bars: 'The HTML document gzip -9. Bars: / ≤ 20 KB, /sites ≤ 150 KB.',
      columns: [
        ['page', 'l'],
        ['status', 'r'],
        ['KB raw', 'r'],
        ['KB gzip', 'r'],
        ['bar KB gzip', 'r'],
        ['result', 'l'],
      ],
      rows: pages.map((p) => [p.path, p.status, kb(p.raw), kb(p.gzip), kb(p.bar), verdict(p.missed)]),
    },
    data: { pages },
  }
}

export async function rscFigures({ site }) {
  const pages = []
  for (const path of ['/', '/sites', siteSample()].filter(Boolean)) pages.push({ path, ...rscSplit((await getPage(site, path)).html) })
  const share = (part, whole) => `${Math.round((100 * part) / whole)} %`
  return {
    section: {
      title: 'RSC payload in the HTML',
      bars: 'Figures, no numeric bar: the inline scripts that push to self.__next_f (the RSC payload) against the rest of the HTML (the markup), each gzip -9 on its own.',
      columns: [
        ['page', 'l'],
        ['HTML KB', 'r'],
        ['HTML KB gz', 'r'],
        ['RSC KB', 'r'],
        ['RSC KB gz', 'r'],
        ['RSC share', 'r'],
        ['markup KB', 'r'],
        ['markup KB gz', 'r'],
      ],
      rows: pages.map((p) => [
        p.path,
        kb(p.total.raw),
        kb(p.total.gzip),
        kb(p.rsc.raw),
        kb(p.rsc.gzip),
        share(p.rsc.raw, p.total.raw),
        kb(p.markup.raw),
        kb(p.markup.gzip),
      ]),
    },
    data: { pages },
  }
}
