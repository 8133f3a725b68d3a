// The Studio's custom inputs, registered as a plugin on `form.components.input` and chosen by the
// schema type they edit. Registering them here rather than in the types keeps schemas/ free of
// React: the web app and the scripts import those types without pulling in UI code.
import { type InputProps, type SchemaType, definePlugin, isArrayOfObjectsInputProps, isObjectInputProps } from 'sanity'
import { FestivalHoursInput } from './festival-hours-input'
import { GeopointMapInput } from './geopoint-map-input'

/** True when `type` is `name` or is built on it (a field of type geopoint is a geopoint). */
export const isOfType = (type: SchemaType | undefined, name: string): boolean =>
  type !== undefined && (type.name === name || isOfType(type.type, name))

function OhcInput(props: InputProps) {
  if (isObjectInputProps(props) && isOfType(props.schemaType, 'geopoint')) return <GeopointMapInput {...props} />
  if (isArrayOfObjectsInputProps(props) && props.schemaType.of.some((member) => isOfType(member, 'festivalHours'))) {
    return <FestivalHoursInput {...props} />
  }
  return props.renderDefault(props)
}

export const ohcInputs = definePlugin({
  name: 'ohc-inputs',
  form: { components: { input: OhcInput } },
})
