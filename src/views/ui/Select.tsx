import type { Ref, SelectHTMLAttributes } from 'react'
import { css, cx } from 'styled-system/css'
import { Field, useFieldIds, type FieldBaseProps } from './Field'
import { controlClass } from './fieldStyles'
import { ChevronDownIcon } from './icons'

export type SelectOption = { value: string; label: string; disabled?: boolean }

// A styled native <select>: every browser and screen reader knows it, and
// tests drive it with userEvent.selectOptions.
export type SelectProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'required' | 'children'> & {
    options: SelectOption[]
    value?: string
    onChange?: (value: string) => void
    /** A first, empty choice shown while nothing is picked. */
    placeholder?: string
    ref?: Ref<HTMLSelectElement>
  }

const wrap = css({ position: 'relative', display: 'flex', alignItems: 'center' })
const chevron = css({ position: 'absolute', right: '2.5', color: 'fgMuted', pointerEvents: 'none' })

export function Select({
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
}: SelectProps) {
  const ids = useFieldIds({ id, description, error, required })
  return (
    <Field ids={ids} label={label} description={description} error={error} required={required}>
      <div className={wrap}>
        <select
          {...rest}
          {...ids.aria}
          id={ids.id}
          value={value}
          onChange={onChange && ((e) => onChange(e.target.value))}
          className={cx(controlClass({ kind: 'select' }), className)}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={chevron} />
      </div>
    </Field>
  )
}
