// The planner bench's measuring half, run by bar-planner.mjs in its own Node process with tsx
// registered and web/ as its working folder, so the planner's TypeScript and its `@/` imports load
// as the web app's tests load them. Plans each seeded random day (web/src/visitors/planner/random-days.ts)
// and prints one JSON line: per case, every run's milliseconds and the method the planner used.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const [, , casesJson] = process.argv
const cases = JSON.parse(casesJson)
const planner = await import(pathToFileURL(path.resolve('src/visitors/planner/index.ts')).href)
const { randomDay } = await import(pathToFileURL(path.resolve('src/visitors/planner/random-days.ts')).href)

const results = cases.map(({ name, stops, days, warm }) => {
  const inputs = Array.from({ length: days }, (_, i) => randomDay(1000 + i, stops, 'America/Chicago'))
  // Warm the JIT on a few other days first, so the figures are the planner's, not the compiler's.
  for (let i = 0; i < warm; i++) planner.planDay(randomDay(90_000 + i, stops, 'America/Chicago'))
  const ms = []
  const methods = {}
  for (const input of inputs) {
    const started = performance.now()
    const plan = planner.planDay(input)
    ms.push(performance.now() - started)
    methods[plan.method] = (methods[plan.method] ?? 0) + 1
  }
  return { name, stops, ms, methods }
})
console.log(JSON.stringify(results))
