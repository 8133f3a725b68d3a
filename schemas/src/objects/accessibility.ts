import { defineField, defineType } from 'sanity'
import { optionList } from '../fields'
import { WHEELCHAIR_ACCESS } from '../names'
import { joinParts, optionTitle } from '../preview'

// The yes/no features start empty rather than "no": an unticked box would tell visitors a
// building lacks something nobody has checked yet.
export const accessibility = defineType({
  name: 'accessibility',
  title: 'Accessibility',
  type: 'object',
  fields: [
    defineField({
      name: 'wheelchair',
      title: 'Wheelchair access',
      type: 'string',
      options: { list: optionList(WHEELCHAIR_ACCESS), layout: 'radio' },
    }),
    defineField({ name: 'stepFreeEntrance', title: 'Step-free entrance', type: 'boolean' }),
    defineField({ name: 'accessibleRestroom', title: 'Accessible restroom', type: 'boolean' }),
    defineField({ name: 'elevator', title: 'Elevator to the spaces open to visitors', type: 'boolean' }),
    defineField({
      name: 'notes',
      title: 'Notes',
      type: 'text',
      rows: 3,
      description: 'Anything a visitor with a disability should know: ramps, steps, seating, lighting.',
    }),
  ],
  preview: {
    select: { wheelchair: 'wheelchair', stepFree: 'stepFreeEntrance' },
    prepare: ({ wheelchair, stepFree }) => ({
      title: optionTitle(WHEELCHAIR_ACCESS, wheelchair) ?? 'Wheelchair access not recorded',
      subtitle: joinParts(stepFree === true ? 'Step-free entrance' : undefined),
    }),
  },
})
