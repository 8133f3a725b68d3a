// An ESLint rule: in the parts of the site whose words live in the message catalogues
// (web/src/platform/i18n/messages), a component writes no words of its own. Text between tags, a
// string given as a child, and the attributes a person reads or hears (aria-label, title, alt,
// placeholder, label) must come from the catalogue (`t('…')`), or a Spanish page would show them
// in English. Text without letters (a "+1", a "✓", a "·") is not words and passes.

const LETTER = /\p{L}/u
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'title', 'alt', 'placeholder', 'label'])

const hasWords = (text) => LETTER.test(text)
const shown = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40)

export const wordsFromCataloguesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'words a person reads come from the message catalogues' },
    schema: [],
    messages: {
      literal:
        'Words a person reads come from the catalogues (web/src/platform/i18n/messages), in every language: say t(\'…\') instead of "{{text}}".',
    },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: shown(text) } })
    const literalText = (node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
      if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ')
      return undefined
    }
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value)
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return
        const text = literalText(node.expression)
        if (text !== undefined && hasWords(text)) report(node, text)
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined
        if (!name || !READ_ATTRIBUTES.has(name)) return
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value
        const text = literalText(value)
        if (text !== undefined && hasWords(text)) report(node, text)
      },
    }
  },
}
