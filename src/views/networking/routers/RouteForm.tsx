import {
  DESTINATION_TYPES,
  TARGET_TYPES,
  targetHasValue,
  type RouteDestinationType,
  type RouteFormValues,
  type RouteTargetType,
} from '~/machines/networking/route-form'
import type { FormProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { Select, TextField } from '~/views/ui'

/**
 * Names to pick from, by the kind that names them; a kind without a list (or
 * whose list could not be read) is typed instead.
 */
export type RouteValueOptions = Partial<Record<'vpc' | 'subnet' | 'instance' | 'internet_gateway', string[]>>

type Props<R> = {
  title: string
  submitLabel: string
  form: FormProps<RouteFormValues, R>
  options: RouteValueOptions
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

const kindOptions = (kinds: readonly string[]) =>
  kinds.map((k) => ({ value: k, label: KIND_LABELS[k as RouteTargetType] }))

type ValueFieldProps = {
  label: string
  name: string
  kind: RouteDestinationType | RouteTargetType
  value: string
  error?: string
  options: RouteValueOptions
  onChange: (value: string) => void
  onBlur: () => void
}

/** One end's value: a pick list when the kind has one, else a text field. */
function ValueField({ label, name, kind, value, error, options, onChange, onBlur }: ValueFieldProps) {
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
export function RouteForm<R>({ form, options, ...modal }: Props<R>) {
  const { values, errors, change, blur } = form
  return (
    <FormModal form={form} {...modal}>
      <NameDescriptionFields form={form} />
      <Select
        label="Destination type"
        name="destinationType"
        options={kindOptions(DESTINATION_TYPES)}
        value={values.destinationType}
        onChange={(v) => {
          change('destinationType', v as RouteDestinationType)
          // A value of one kind is rarely a value of another: start it over.
          change('destinationValue', '')
        }}
      />
      <ValueField
        label="Destination value"
        name="destinationValue"
        kind={values.destinationType}
        value={values.destinationValue}
        error={errors.destinationValue}
        options={options}
        onChange={(v) => change('destinationValue', v)}
        onBlur={() => blur('destinationValue')}
      />
      <Select
        label="Target type"
        name="targetType"
        options={kindOptions(TARGET_TYPES)}
        value={values.targetType}
        onChange={(v) => {
          change('targetType', v as RouteTargetType)
          change('targetValue', '')
        }}
      />
      {targetHasValue(values.targetType) && (
        <ValueField
          label="Target value"
          name="targetValue"
          kind={values.targetType}
          value={values.targetValue}
          error={errors.targetValue}
          options={options}
          onChange={(v) => change('targetValue', v)}
          onBlur={() => blur('targetValue')}
        />
      )}
    </FormModal>
  )
}
