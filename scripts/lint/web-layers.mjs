// An ESLint rule for web/src: a folder imports only folders on lower floors (./web-floors.mjs),
// never another room's internal folders, imports across folders say '@/…', and '../' stays inside
// one folder, so a file's imports read the same wherever it moves inside its folder and a glance
// at them shows which floors and rooms it uses.
import path from 'node:path'
import { FLOORS, INTERNAL, UPWARD_EXCEPTIONS } from './web-floors.mjs'

const TEST_FILE = /\.(int\.)?test\.tsx?$/

const FOLDERS = Object.keys(FLOORS)
  .filter((f) => f !== '.')
  .sort((a, b) => b.length - a.length)

/**
 * The folder of the floor table that holds `file`: the longest one ('.' for a file at the top;
 * its top folder when the table has none, which the rule reports), or undefined outside web/src.
 */
export function folderOf(src, file) {
  const rel = path.relative(src, file)
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined
  const posix = rel.split(path.sep).join('/')
  if (!posix.includes('/')) return '.'
  return FOLDERS.find((f) => posix === f || posix.startsWith(f + '/')) ?? posix.split('/')[0]
}

/** The room a folder stands in: its first segment ('.' for the top). */
export const roomOf = (folder) => folder.split('/')[0]

/** The file an import names, for '@/…' and relative specifiers; undefined for packages. */
function target(src, file, spec) {
  if (spec.startsWith('@/')) return path.join(src, spec.slice(2))
  if (spec === '.' || spec.startsWith('./') || spec.startsWith('../')) return path.resolve(path.dirname(file), spec)
  return undefined
}

export function layersRule(src) {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'web/src folders import only lower floors; @/ across folders, ./ inside one' },
      schema: [],
      messages: {
        upward:
          '{{from}}/ is on floor {{fromFloor}} and may not import {{to}}/ (floor {{toFloor}}): a folder imports only lower floors (scripts/lint/web-floors.mjs, docs/architecture.md).',
        relativeAcross: "'{{spec}}' leaves {{from}}/: import another folder with '@/{{to}}/…'.",
        aliasInside: "'{{spec}}' is inside {{from}}/: import it with a relative path ('./…').",
        unknownFolder: '{{folder}}/ has no floor: add it to scripts/lint/web-floors.mjs and docs/architecture.md.',
        internal: '{{to}}/ is internal to {{room}}/ ({{why}}); {{from}}/ may not import it.',
      },
    },
    create(context) {
      const file = context.filename
      const from = folderOf(src, file)
      if (from === undefined) return {}
      const isTest = TEST_FILE.test(file)
      const relFile = path.relative(src, file).split(path.sep).join('/')
      function check(node) {
        const spec = node.source && node.source.value
        if (typeof spec !== 'string') return
        const abs = target(src, file, spec)
        if (!abs) return
        const to = folderOf(src, abs)
        if (to === undefined) return
        if (to !== from || to === '.') {
          if (!spec.startsWith('@/') && to !== from)
            context.report({ node: node.source, messageId: 'relativeAcross', data: { spec, from, to } })
        } else if (spec.startsWith('@/')) {
          context.report({ node: node.source, messageId: 'aliasInside', data: { spec, from } })
        }
        if (to === from || isTest) return
        for (const folder of [from, to]) {
          if (!(folder in FLOORS)) return context.report({ node: node.source, messageId: 'unknownFolder', data: { folder } })
        }
        const excepted = UPWARD_EXCEPTIONS.some(([f, t]) => f === relFile && t === to)
        if (to in INTERNAL && roomOf(to) !== roomOf(from) && !excepted)
          return context.report({ node: node.source, messageId: 'internal', data: { from, to, room: roomOf(to), why: INTERNAL[to] } })
        if (FLOORS[to] < FLOORS[from] || excepted) return
        context.report({ node: node.source, messageId: 'upward', data: { from, to, fromFloor: FLOORS[from], toFloor: FLOORS[to] } })
      }
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      }
    },
  }
}
