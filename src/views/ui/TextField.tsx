import type { InputHTMLAttributes, Ref } from 'react'
import { cx } from 'styled-system/css'
import { Field, useFieldIds, type FieldBaseProps } from './Field'
import { controlClass } from './fieldStyles'

export type TextFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'required'> & {
    value?: string
    onChange?: (value: string) => void
    ref?: Ref<HTMLInputElement>
  }

export function TextField({ label, description, error, required, id, value, onChange, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds({ id, description, error, required })
  return (
    <Field ids={ids} label={label} description={description} error={error} required={required}>
      <input
        type="text"
        {...rest}
        {...ids.aria}
        id={ids.id}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        className={cx(controlClass(), className)}
      />
    </Field>
  )
}
