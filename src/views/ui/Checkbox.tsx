import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { css } from 'styled-system/css'
import { FieldMessages, RequiredMark, useFieldIds } from './Field'
import { fieldClass } from './fieldStyles'

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'checked' | 'onChange' | 'id' | 'required'> & {
  label: ReactNode
  /** Checked: a form's boolean field binds as it is (`{...field(form, 'enabled')}`). */
  value?: boolean
  onChange?: (checked: boolean) => void
  description?: ReactNode
  error?: string | null
  required?: boolean
  id?: string
  ref?: Ref<HTMLInputElement>
}

const row = css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg', cursor: 'pointer' })
const box = css({ w: '4', h: '4', m: 0, accentColor: 'accent', cursor: 'pointer', _disabled: { cursor: 'not-allowed' } })
const indent = css({ pl: '6' })

export function Checkbox({ label, value, onChange, description, error, required, id, ...rest }: CheckboxProps) {
  const ids = useFieldIds({ id, description, error, required })
  return (
    <div className={fieldClass}>
      <label className={row}>
        <input
          type="checkbox"
          {...rest}
          {...ids.aria}
          id={ids.id}
          checked={value}
          onChange={onChange && ((e) => onChange(e.target.checked))}
          className={box}
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      <div className={indent}>
        <FieldMessages ids={ids} description={description} error={error} />
      </div>
    </div>
  )
}
