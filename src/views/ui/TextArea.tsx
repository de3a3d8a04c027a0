import type { Ref, TextareaHTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { Field, useFieldIds, type FieldBaseProps } from './Field'
import { controlClass } from './fieldStyles'

export type TextAreaProps = FieldBaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'required'> & {
    value?: string
    onChange?: (value: string) => void
    ref?: Ref<HTMLTextAreaElement>
  }

export function TextArea({ label, description, error, required, id, value, onChange, className, rows = 3, ...rest }: TextAreaProps) {
  const ids = useFieldIds({ id, description, error, required })
  return (
    <Field ids={ids} label={label} description={description} error={error} required={required}>
      <textarea
        rows={rows}
        {...rest}
        {...ids.aria}
        id={ids.id}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        className={cx(controlClass({ kind: 'textarea' }), className)}
      />
    </Field>
  )
}
