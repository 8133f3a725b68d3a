import { defineArrayMember, defineField, defineType } from 'sanity'
import { hrefField } from '../fields'
import { BLOCK_TYPES, type BlockTypeName } from '../names'

const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    { title: 'Heading 2', value: 'h2' },
    { title: 'Heading 3', value: 'h3' },
    { title: 'Heading 4', value: 'h4' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
    ],
    annotations: [
      defineArrayMember({
        name: 'link',
        title: 'Link',
        type: 'object',
        fields: [hrefField()],
      }),
    ],
  },
})

// Groups keep the insert menu usable with eighteen blocks to choose from.
const insertGroups: { name: string; title: string; of: BlockTypeName[] }[] = [
  {
    name: 'media',
    title: 'Pictures and buttons',
    of: ['carouselBlock', 'galleryBlock', 'cardsBlock', 'ctaBlock', 'shareBlock'],
  },
  {
    name: 'lists',
    title: 'Lists and maps',
    of: ['listBlock', 'filtersBlock', 'mapBlock', 'sponsorsBlock'],
  },
  {
    name: 'visit',
    title: 'Visiting the centre',
    of: ['hoursBlock', 'admissionBlock', 'accessibilityBlock', 'amenitiesBlock'],
  },
  {
    name: 'engage',
    title: 'Sign-ups and members',
    of: ['newsletterBlock', 'getInTouchBlock', 'donateBlock', 'becomeMemberBlock', 'memberOnlyBlock'],
  },
]

/**
 * The members of a Portable Text array: styled text plus every custom block except `exclude`
 * (the member-only block leaves itself out, since nesting it inside itself means nothing).
 */
export const portableTextMembers = (exclude: readonly BlockTypeName[] = []) => [
  textBlock,
  ...BLOCK_TYPES.filter((type) => !exclude.includes(type)).map((type) => defineArrayMember({ type })),
]

export const portableTextOptions = (exclude: readonly BlockTypeName[] = []) => ({
  insertMenu: {
    filter: true,
    groups: insertGroups.map((group) => ({
      ...group,
      of: group.of.filter((type) => !exclude.includes(type)),
    })),
  },
})

/** The one rich-text type of the model: page bodies, site descriptions, stop narratives. */
export const portableText = defineType({
  name: 'portableText',
  title: 'Rich text',
  type: 'array',
  of: portableTextMembers(),
  options: portableTextOptions(),
})

/** A Portable Text field that leaves out some blocks. */
export const restrictedBodyField = (name: string, title: string, exclude: readonly BlockTypeName[]) =>
  defineField({
    name,
    title,
    type: 'array',
    of: portableTextMembers(exclude),
    options: portableTextOptions(exclude),
  })
