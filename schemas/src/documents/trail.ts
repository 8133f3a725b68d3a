import { defineArrayMember, defineField, defineType } from 'sanity'
import { bodyField, imageField, optionList, slugField, yearsField } from '../fields'
import { translationsField } from '../objects/translations'
import { DOCUMENT_TYPES, TRAIL_MODES } from '../names'
import { joinParts, optionTitle, text, yearsLabel } from '../preview'
import { allInsideFestivalArea } from '../validation'

/** A self-guided route: ordered stops, and the line drawn between them on the map. */
export const trail = defineType({
  name: DOCUMENT_TYPES.trail,
  title: 'Trail',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the trail a title.'),
    }),
    slugField('title'),
    defineField({
      name: 'mode',
      title: 'Mode',
      type: 'string',
      options: { list: optionList(TRAIL_MODES), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Choose how the trail is travelled.'),
    }),
    defineField({
      name: 'distanceKm',
      title: 'Distance (km)',
      type: 'number',
      validation: (rule) => rule.positive().error('Enter the length of the trail in kilometres.'),
    }),
    defineField({
      name: 'durationMinutes',
      title: 'Duration (minutes)',
      type: 'number',
      validation: (rule) => rule.positive().error('Enter how long the trail takes, in minutes.'),
    }),
    defineField({ name: 'summary', title: 'Summary', type: 'text', rows: 3 }),
    bodyField('description', 'Description'),
    imageField('image', 'Image'),
    yearsField('The festival years this trail is offered in.'),
    defineField({
      name: 'stops',
      title: 'Stops',
      type: 'array',
      description: 'In the order visitors reach them.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: DOCUMENT_TYPES.stop }] })],
      validation: (rule) => [
        rule.min(2).error('A trail needs at least two stops.'),
        rule.unique().error('A stop is listed twice — remove the extra.'),
      ],
    }),
    defineField({
      name: 'route',
      title: 'Route line',
      type: 'array',
      description: 'The points of the line drawn on the map, from start to finish.',
      // Checked as a whole: one look-up of the festival's area for every point of the line.
      of: [defineArrayMember({ type: 'geopoint' })],
      validation: (rule) => rule.custom(allInsideFestivalArea),
    }),
    translationsField('trailTranslation'),
  ],
  preview: {
    select: { title: 'title', mode: 'mode', distanceKm: 'distanceKm', stops: 'stops', years: 'years', media: 'image' },
    prepare: ({ title, mode, distanceKm, stops, years, media }) => ({
      title: text(title) ?? 'Untitled trail',
      subtitle: joinParts(
        optionTitle(TRAIL_MODES, mode),
        typeof distanceKm === 'number' ? `${distanceKm} km` : undefined,
        Array.isArray(stops) ? `${stops.length} stops` : undefined,
        yearsLabel(years),
      ),
      media,
    }),
  },
})
