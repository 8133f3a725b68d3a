import { createSerwistRoute } from '@serwist/turbopack'

// The offline worker (src/worker/sw.ts), bundled by Serwist with esbuild when `next build`
// prerenders this route, and served as /serwist/sw.js with `Service-Worker-Allowed: /` so that it
// may control the whole site. No precache list: the worker saves the shell from the pages'
// own HTML at install (src/worker/shell.ts), so nothing is globbed from the build.
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/worker/sw.ts',
  globPatterns: [],
  injectionPoint: '',
  useNativeEsbuild: true,
  // Like the site's own scripts: no source maps served.
  esbuildOptions: { sourcemap: false },
})
