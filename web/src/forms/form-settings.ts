import { z } from 'zod'
import { shapeOne } from '@/api/shape'
import { formSettingsQuery } from '@/sanity/queries/pages'
import { contentSource } from '@/sanity/source'
import { tagsFor } from '@/sanity/tags'

// Where the forms deliver, from Settings: the staff address for messages and the newsletter's
// audience. Read per submission (cached by the content source), never shown on the site.

const formSettings = z.object({
  title: z.string().default('Open House Chicago'),
  staffEmail: z.string().optional(),
  newsletterAudienceId: z.string().optional(),
})

export type FormSettings = z.output<typeof formSettings>

export async function getFormSettings(): Promise<FormSettings> {
  const raw = await contentSource().query(formSettingsQuery, {}, { tags: tagsFor('settings') })
  return shapeOne(formSettings, raw ?? {})
}
