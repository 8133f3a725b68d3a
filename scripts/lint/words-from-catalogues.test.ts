import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'
import { wordsFromCataloguesRule } from './words-from-catalogues.mjs'

// The rule is fed the components a developer would write: words typed into one fail, the same
// component saying its words through t('…') passes.

RuleTester.describe = describe
RuleTester.it = it

const tester = new RuleTester({ languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } })

tester.run('words-from-catalogues', wordsFromCataloguesRule, {
  valid: [
    { code: "const A = () => <h2>{t('visitorsToday')}</h2>" },
    { code: "const A = () => <button aria-label={t('close')}>+1</button>" },
    { code: 'const A = ({ n }) => <p>{n} · ✓ ×</p>' },
    { code: 'const A = () => <input type="time" inputMode="numeric" className={\'tap\'} />' },
    { code: 'const label = \'not shown\'; const A = () => <p data-testid="host-total">{label}</p>' },
  ],
  invalid: [
    { code: 'const A = () => <h2>Visitors today</h2>', errors: [{ messageId: 'literal' }] },
    { code: "const A = () => <p>{'Checking…'}</p>", errors: [{ messageId: 'literal' }] },
    { code: 'const A = ({ n }) => <p>{`Sending ${n} taps`}</p>', errors: [{ messageId: 'literal' }] },
    { code: 'const A = () => <video aria-label="What the camera sees" />', errors: [{ messageId: 'literal' }] },
    { code: "const A = () => <input placeholder={'e.g. K7QM-3XPA'} />", errors: [{ messageId: 'literal' }] },
    { code: 'const A = () => <p>Hola, ¿qué tal?</p>', errors: [{ messageId: 'literal' }] },
  ],
})
