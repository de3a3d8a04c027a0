import type { RouterRoute } from '~/api'
import {
  DESTINATION_TYPES,
  TARGET_TYPES,
  targetHasValue,
  type RouteDestinationType,
  type RouteFormValues,
  type RouteTargetType,
  type RouteValueOptions,
} from '~/machines/networking/routers'
import { field, type FieldBinding, type FormProps } from '~/machines/shared/form.connect'
import type { Section } from '~/machines/shared/section'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'
import { PickerField } from '~/views/kit/SectionColumn'
import { Select, TextField } from '~/views/ui'

type Props = {
  form: FormProps<RouteFormValues, RouterRoute>
  /** Names to pick from, by kind: a part of the form, read as it opens; a kind without a list is typed instead. */
  options: Section<RouteValueOptions>
  mode: 'create' | 'edit'
  onDismiss: () => void
}

const KIND_LABELS: Record<RouteDestinationType | RouteTargetType, string> = {
  ip: 'IP',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  internet_gateway: 'Internet gateway',
  drop: 'Drop',
}

const HINTS: Record<RouteDestinationType | RouteTargetType, string> = {
  ip: 'An IPv4 or IPv6 address, like 10.0.0.1',
  ip_net: 'An IP network, like 10.1.0.0/16',
  vpc: 'The name of a VPC',
  subnet: 'The name of a subnet in this VPC',
  instance: 'The name of an instance in this project',
  internet_gateway: 'The name of an internet gateway in this VPC',
  drop: '',
}

const PICK: Record<keyof RouteValueOptions, string> = {
  vpc: 'Select a VPC',
  subnet: 'Select a subnet',
  instance: 'Select an instance',
  internet_gateway: 'Select an internet gateway',
}

const kindOptions = <K extends RouteDestinationType | RouteTargetType>(kinds: readonly K[]) =>
  kinds.map((k) => ({ value: k, label: KIND_LABELS[k] }))

type ValueFieldProps = FieldBinding<string> & {
  label: string
  kind: RouteDestinationType | RouteTargetType
  options: Section<RouteValueOptions>
}

const PICKABLE: readonly string[] = Object.keys(PICK)

/** One end's value: a pick list when the kind has one (waiting in its place while the lists are read), else a text field. */
function ValueField({ options, ...props }: ValueFieldProps) {
  if (!PICKABLE.includes(props.kind)) return <ValueInput {...props} options={{}} />
  return (
    <PickerField section={options} what="the names to pick from" label={props.label} error={props.error}>
      {(lists) => <ValueInput {...props} options={lists} />}
    </PickerField>
  )
}

function ValueInput({ label, name, kind, value, error, options, onChange, onBlur }: Omit<ValueFieldProps, 'options'> & { options: RouteValueOptions }) {
  const names = kind in options ? options[kind as keyof RouteValueOptions] : undefined
  if (names) {
    // A saved value no longer in the list (e.g. its subnet was renamed) still shows.
    const choices = value && !names.includes(value) ? [value, ...names] : names
    return (
      <Select
        label={label}
        name={name}
        required
        placeholder={PICK[kind as keyof RouteValueOptions]}
        options={choices.map((n) => ({ value: n, label: n }))}
        value={value}
        error={error}
        onChange={onChange}
        onBlur={onBlur}
      />
    )
  }
  return (
    <TextField
      label={label}
      name={name}
      required
      description={HINTS[kind]}
      value={value}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
    />
  )
}

/** Create and edit share one form: name, description, and where matching traffic goes. */
export function RouteForm({ form, mode, options, onDismiss }: Props) {
  const { values, change } = form
  return (
    <NameDescriptionForm form={form} noun="route" mode={mode} onDismiss={onDismiss}>
      <Select
        label="Destination type"
        options={kindOptions(DESTINATION_TYPES)}
        {...field(form, 'destinationType')}
        onChange={(v) => {
          change('destinationType', v)
          // A value of one kind is rarely a value of another: start it over.
          change('destinationValue', '')
        }}
      />
      <ValueField
        label="Destination value"
        kind={values.destinationType}
        options={options}
        {...field(form, 'destinationValue')}
      />
      <Select
        label="Target type"
        options={kindOptions(TARGET_TYPES)}
        {...field(form, 'targetType')}
        onChange={(v) => {
          change('targetType', v)
          change('targetValue', '')
        }}
      />
      {targetHasValue(values.targetType) && (
        <ValueField
          label="Target value"
          kind={values.targetType}
          options={options}
          {...field(form, 'targetValue')}
        />
      )}
    </NameDescriptionForm>
  )
}
