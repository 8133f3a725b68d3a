// An ESLint rule: every source file is named in kebab-case, in every package. Dotted parts after
// the name say what kind of file it is (`.client`, `.test`, `.int.test`, `.spec`, `.config`,
// `.module`), and each of them is kebab-case too. Next's own file names (page, route, layout,
// opengraph-image, global-error) already are; the folders Next reads as URL segments are not
// file names and are left alone.
import path from 'node:path'

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isKebabFileName(fileName) {
  const parts = path.basename(fileName).split('.').slice(0, -1)
  return parts.length > 0 && parts.every((part) => KEBAB.test(part))
}

export const fileNamesRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'source files are named in kebab-case' },
    schema: [],
    messages: { kebab: "'{{name}}' is not kebab-case: name source files like 'site-card.tsx' or 'roster-csv.test.ts'." },
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename)
        if (!isKebabFileName(name)) context.report({ node, messageId: 'kebab', data: { name } })
      },
    }
  },
}
