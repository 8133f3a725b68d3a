// One ESLint config for the four packages: JavaScript's and typescript-eslint's recommended rules
// everywhere, Next's core-web-vitals rules for the web app, React's hooks rules wherever React
// renders (web and the Studio), and the boundary tsc cannot see (content is read only through
// web/src/content's readers).
import js from '@eslint/js'
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import path from 'node:path'
import { fileNamesRule } from './scripts/lint/file-names.mjs'
import { layersRule } from './scripts/lint/web-layers.mjs'
import { wordsFromCataloguesRule } from './scripts/lint/words-from-catalogues.mjs'

// The project's own rules: file names, the floors of web/src, and words from the catalogues (scripts/lint/).
const ohc = {
  rules: {
    'file-names': fileNamesRule,
    layers: layersRule(path.resolve(import.meta.dirname, 'web/src')),
    'words-from-catalogues': wordsFromCataloguesRule,
  },
}

export default defineConfig([
  // Generated, installed or built: nobody edits these by hand.
  globalIgnores([
    '**/node_modules/',
    '**/.next/',
    '**/.next-demo/',
    '**/.sanity/',
    '**/dist/',
    '**/.cache/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '.tools/',
    'data/',
    'web/next-env.d.ts',
    'web/public/generated/',
    'web/src/content/sanity/types.ts',
    'web/src/content/sanity/schema.json',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'ohc/web: next core-web-vitals',
    files: ['web/**/*.{js,jsx,mjs,ts,tsx}'],
    extends: [nextCoreWebVitals],
    // The plugin finds React from the linted file's folder; naming the version skips that search.
    settings: { react: { version: 'detect' }, next: { rootDir: 'web/' } },
    rules: {
      // Images come ready-sized from the content source: SVG drawings on the local dataset (which
      // next/image refuses to optimise) or Sanity's image CDN, with width and height from the asset id.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    name: 'ohc/studio: react hooks',
    files: ['studio/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    name: 'ohc/web: the service worker',
    files: ['web/src/worker/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    name: 'ohc/node scripts',
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    name: 'ohc/strict typescript',
    files: ['**/*.{ts,tsx}'],
    rules: {
      // A ts-comment escape hides a type error instead of fixing it.
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true, 'ts-check': false }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    name: 'ohc/unused',
    rules: {
      // `const { _rev, ...rest } = doc` is how the code drops fields from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    name: 'ohc/file names: kebab-case in every package',
    files: ['**/*.{js,jsx,mjs,ts,tsx}'],
    plugins: { ohc },
    rules: { 'ohc/file-names': 'error' },
  },
  {
    name: 'ohc/web: floors that only look down, @/ across folders',
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { ohc },
    rules: { 'ohc/layers': 'error' },
  },
  {
    // The screens whose words are in the catalogues, in every language; the list grows as each
    // area's words move there (docs/decisions/content.md, "The interface's words").
    name: 'ohc/web: words come from the catalogues',
    files: [
      'web/src/door/ui/host/**/*.tsx',
      'web/src/door/ui/ops/**/*.tsx',
      'web/src/app/[[]lang]/(site)/host/**/*.tsx',
      'web/src/app/[[]lang]/(site)/ops/**/*.tsx',
      'web/src/app/[[]lang]/(site)/sites/[[]...site]/*.tsx',
      'web/src/app/[[]lang]/(site)/layout.tsx',
      'web/src/app/[[]lang]/(site)/login/*.tsx',
      'web/src/ui/layout/**/*.tsx',
      'web/src/ui/language/**/*.tsx',
      'web/src/app/[[]lang]/(site)/sites/*.tsx',
      'web/src/app/[[]lang]/(site)/sites/Results/[[]filter]/*.tsx',
      'web/src/programme/ui/sites/sites-list.tsx',
      'web/src/programme/ui/sites/site-card.tsx',
      'web/src/programme/ui/sites/sites-filter-fields.tsx',
      'web/src/programme/ui/sites/near-me.client.tsx',
      'web/src/programme/ui/sites/site-access.tsx',
      'web/src/programme/ui/sites/site-hours.tsx',
      'web/src/programme/ui/sites/site-facts.tsx',
      'web/src/programme/ui/sites/getting-there.tsx',
      'web/src/programme/ui/sites/open-state.client.tsx',
      'web/src/programme/ui/festival/festival-over.tsx',
      'web/src/programme/ui/status/status-notice.tsx',
      'web/src/app/[[]lang]/(site)/page.tsx',
      'web/src/programme/ui/home/**/*.tsx',
      'web/src/programme/ui/festival/countdown.tsx',
      'web/src/app/[[]lang]/(site)/events/*.tsx',
      'web/src/app/[[]lang]/(site)/events/Results/[[]filter]/*.tsx',
      'web/src/programme/ui/events/events-list.tsx',
      'web/src/programme/ui/events/event-card.tsx',
      'web/src/programme/ui/events/event-filters-form.tsx',
      'web/src/app/[[]lang]/(site)/events/[[]...event]/*.tsx',
      'web/src/programme/ui/events/event-facts.tsx',
      'web/src/app/[[]lang]/(site)/tours/*.tsx',
      'web/src/app/[[]lang]/(site)/tours/[[]...tour]/*.tsx',
      'web/src/programme/ui/tours/*.tsx',
      'web/src/booking/ui/reserve/*.tsx',
      'web/src/booking/ui/my-places/places-list.tsx',
      'web/src/booking/ui/my-places/place-ticket.tsx',
      'web/src/visitors/ui/my-ohc/my-ohc-nav.tsx',
      'web/src/visitors/ui/my-ohc/itinerary-manager.client.tsx',
      'web/src/visitors/ui/my-ohc/itinerary-items.client.tsx',
      'web/src/visitors/ui/my-ohc/item-note.client.tsx',
      'web/src/visitors/ui/my-ohc/visit-time-field.client.tsx',
      'web/src/visitors/ui/my-ohc/plan-actions.client.tsx',
      'web/src/visitors/ui/my-ohc/share-panel.client.tsx',
      'web/src/visitors/ui/my-ohc/calendar-subscription.client.tsx',
      'web/src/visitors/ui/my-ohc/token-address.client.tsx',
      'web/src/visitors/ui/my-ohc/replan-here.client.tsx',
      'web/src/visitors/ui/my-ohc/now-panel.tsx',
      'web/src/visitors/ui/my-ohc/day-timeline.tsx',
      'web/src/visitors/ui/my-ohc/itinerary-map.tsx',
      'web/src/app/[[]lang]/(site)/my-ohc/itineraries/*.tsx',
      'web/src/app/[[]lang]/(site)/my-ohc/itineraries/print/*.tsx',
      'web/src/app/[[]lang]/(site)/my-ohc/*.tsx',
      'web/src/app/[[]lang]/(site)/my-ohc/events/*.tsx',
      'web/src/app/[[]lang]/(site)/my-ohc/site-tours/*.tsx',
      'web/src/app/[[]lang]/(site)/itineraries/shared/[[]token]/*.tsx',
      'web/src/visitors/ui/my-ohc/account-panel.client.tsx',
      'web/src/visitors/ui/my-ohc/saved-list.tsx',
      'web/src/visitors/ui/my-ohc/read-only-itinerary.tsx',
      'web/src/visitors/ui/my-ohc/print-button.client.tsx',
      'web/src/booking/ui/my-places/reservations.client.tsx',
      'web/src/visitors/ui/add-to-itinerary/*.tsx',
      'web/src/ui/errors/not-found-*.tsx',
      'web/src/app/[[]lang]/(site)/my-ohc/places/*.tsx',
      'web/src/app/[[]lang]/(site)/neighborhoods/*.tsx',
      'web/src/app/[[]lang]/(site)/neighborhoods/[[]...neighborhood]/*.tsx',
      'web/src/programme/ui/neighborhoods/*.tsx',
      'web/src/app/[[]lang]/(site)/stops/*.tsx',
      'web/src/app/[[]lang]/(site)/stops/[[]...stop]/*.tsx',
      'web/src/programme/ui/trails/*.tsx',
    ],
    plugins: { ohc },
    rules: { 'ohc/words-from-catalogues': 'error' },
  },
  {
    name: 'ohc/web: content is read through the content module',
    files: ['web/**/*.{ts,tsx}'],
    // The content layer and the sanity engine own the source; the Content Lake test checks the source itself.
    ignores: ['web/src/content/*.ts', 'web/src/content/records/**', 'web/src/content/sanity/**', 'web/test/content-lake.int.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)sanity/source$',
              message: 'Read content through the readers in web/src/content, not the content source itself.',
            },
          ],
        },
      ],
    },
  },
])
