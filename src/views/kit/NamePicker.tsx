import { useId } from 'react'
import { Select, TextField, type SelectProps } from '~/views/ui'

type Props = Omit<SelectProps, 'onBlur'> & {
  name: string
  onBlur?: () => void
  /**
   * The list was cut (a picker reads one bounded page): a name is typed
   * instead, the options read offered as suggestions, so every item stays
   * reachable. The form's call looks the name up.
   */
  more: boolean
  /** What the typed field says (e.g. that only the first 100 are suggested). */
  typedDescription: string
}

/** Picks an item by name: a select while the whole list is known, a typed name with suggestions when it was cut. */
export function NamePicker({ more, typedDescription, options, placeholder, onBlur, ...field }: Props) {
  const listId = useId()
  if (!more) return <Select {...field} options={options} placeholder={placeholder} onBlur={onBlur && (() => onBlur())} />
  const { label, name, required, value, error, onChange } = field
  return (
    <>
      <TextField
        label={label}
        name={name}
        required={required}
        autoComplete="off"
        list={listId}
        value={value}
        error={error}
        onChange={onChange}
        onBlur={onBlur && (() => onBlur())}
        description={typedDescription}
      />
      <datalist id={listId}>
        {options
          .filter((o) => !o.disabled)
          .map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
      </datalist>
    </>
  )
}
