import { defineType } from 'sanity'
import { wholeCount } from '../fields'

/** The headline numbers of a festival year, shown on its page and in the archive. */
export const festivalFigures = defineType({
  name: 'festivalFigures',
  title: 'Headline figures',
  type: 'object',
  options: { columns: 3 },
  fields: [
    wholeCount('attendees', 'Attendees', 'People who came.'),
    wholeCount('visits', 'Site visits', 'Entries counted across all sites.'),
    wholeCount('sites', 'Sites', 'Sites open that year.'),
  ],
})
