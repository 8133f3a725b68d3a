import { escapeHTML, toHTML, uriLooksSafe, type PortableTextHtmlComponents } from '@portabletext/to-html'

// A members-only block's content as HTML, rendered on the server so that no Portable Text
// renderer has to ship to every visitor's browser for the few who are members. Member content is
// mostly text; a block that needs the server's data (a list, hours…) shows as a short note.

type Portable = Parameters<typeof toHTML>[0]

const components: Partial<PortableTextHtmlComponents> = {
  unknownType: () => '<p class="muted">(This part is shown on the full page.)</p>',
  marks: {
    link: ({ children, value }) => {
      const href = typeof value?.href === 'string' ? value.href : ''
      if (!href || !uriLooksSafe(href)) return children
      const external = !href.startsWith('/')
      return `<a href="${escapeHTML(href)}"${external ? ' rel="noopener"' : ''}>${children}</a>`
    },
  },
}

export function memberContentHtml(content: Portable): string {
  return toHTML(content, { components, onMissingComponent: false })
}
