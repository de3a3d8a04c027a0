import type { Ref, SelectHTMLAttributes } from 'react'
import { css, cx } from 'styled-system/css'
import { Field, useFieldIds, type FieldBaseProps } from './Field'
import { controlClass } from './fieldStyles'
import { ChevronDownIcon } from './icons'

/** A choice; its value may be a number (a block size): the select hands back the option's own value. */
export type SelectOption<T extends string | number = string> = { value: T; label: string; disabled?: boolean }

// A styled native <select>: every browser and screen reader knows it, and
// tests drive it with userEvent.selectOptions.
export type SelectProps<T extends string | number = string> = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'required' | 'children'> & {
    options: SelectOption<T>[]
    value?: T
    /** The picked option's value ('' for the placeholder). */
    onChange?: (value: T) => void
    /** A first, empty choice shown while nothing is picked. */
    placeholder?: string
    ref?: Ref<HTMLSelectElement>
  }

const wrap = css({ position: 'relative', display: 'flex', alignItems: 'center' })
const chevron = css({ position: 'absolute', right: '2.5', color: 'fgMuted', pointerEvents: 'none' })

export function Select<T extends string | number = string>({
  label,
  description,
  error,
  required,
  id,
  options,
  value,
  onChange,
  placeholder,
  className,
  ...rest
}: SelectProps<T>) {
  const ids = useFieldIds({ id, description, error, required })
  return (
    <Field ids={ids} label={label} description={description} error={error} required={required}>
      <div className={wrap}>
        <select
          {...rest}
          {...ids.aria}
          id={ids.id}
          value={value === undefined ? undefined : String(value)}
          onChange={
            onChange &&
            ((e) => onChange(options.find((o) => String(o.value) === e.target.value)?.value ?? (e.target.value as T)))
          }
          className={cx(controlClass({ kind: 'select' }), className)}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={String(o.value)} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={chevron} />
      </div>
    </Field>
  )
}
