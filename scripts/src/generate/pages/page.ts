// The shape shared by every page module: a spec (path, title, hero, body) turned into a `page` document.

import { blocks, type Blocks } from '../blocks'
import type { Context, Doc } from '../context'
import { imageValue, type Drawing } from '../images'
import { portableText, type PortableTextBuilder } from '../portable-text'
import type { WorldPlan } from '../plan'
import { weekendDates } from '../time'

export interface PageTools {
  ctx: Context
  world: WorldPlan
  pt: PortableTextBuilder
  b: Blocks
  /** `October 17 and 18` for the current festival. */
  festivalDates: string
  pick: <T>(items: readonly T[]) => T
}

export interface PageSpec {
  path: string
  title: string
  description: string
  hero: { heading: string; subheading: string; image: (tools: PageTools) => Drawing }
  body: (tools: PageTools) => unknown[]
}

export const pageId = (path: string) => `page.${path.replace(/\//g, '.')}`

export function buildPage(ctx: Context, world: WorldPlan, spec: PageSpec): Doc {
  const rng = ctx.rng(pageId(spec.path))
  const pt = portableText(rng)
  const tools: PageTools = {
    ctx,
    world,
    pt,
    b: blocks(pt),
    festivalDates: weekendDates(ctx.weekend(ctx.currentYear)),
    pick: rng.pick,
  }
  const heroImage = spec.hero.image(tools)
  return {
    _id: pageId(spec.path),
    _type: 'page',
    title: spec.title,
    path: spec.path,
    seo: {
      _type: 'seo',
      title: spec.title,
      description: spec.description,
      image: imageValue(heroImage, `Illustration: ${heroImage.description}`),
    },
    hero: {
      _type: 'hero',
      heading: spec.hero.heading,
      subheading: spec.hero.subheading,
      image: imageValue(heroImage, `Illustration: ${heroImage.description}`),
    },
    body: spec.body(tools),
  }
}
