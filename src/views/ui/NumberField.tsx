import type { InputHTMLAttributes, Ref } from 'react'
import { css, cx } from 'styled-system/css'
import { Field, useFieldIds, type FieldBaseProps } from './Field'
import { controlClass } from './fieldStyles'

export type NumberFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'required' | 'type' | 'min' | 'max' | 'step'> & {
    /** undefined: empty input. */
    value?: number
    onChange?: (value: number | undefined) => void
    min?: number
    max?: number
    step?: number
    /** Shown after the input, e.g. 'GiB'. */
    unit?: string
    ref?: Ref<HTMLInputElement>
  }

const wrap = css({ position: 'relative', display: 'flex', alignItems: 'center' })
const unitClass = css({
  position: 'absolute',
  right: '2.5',
  fontFamily: 'mono',
  fontSize: 'xs',
  color: 'fgMuted',
  pointerEvents: 'none',
})

export function NumberField({
  label,
  description,
  error,
  required,
  id,
  value,
  onChange,
  unit,
  className,
  ...rest
}: NumberFieldProps) {
  const ids = useFieldIds({ id, description, error, required })
  return (
    <Field ids={ids} label={label} description={description} error={error} required={required}>
      <div className={wrap}>
        <input
          type="number"
          inputMode="decimal"
          {...rest}
          {...ids.aria}
          id={ids.id}
          value={value === undefined || Number.isNaN(value) ? '' : value}
          onChange={
            onChange &&
            ((e) => {
              const n = e.target.valueAsNumber
              onChange(Number.isNaN(n) ? undefined : n)
            })
          }
          className={cx(controlClass({ unit: Boolean(unit) }), className)}
        />
        {unit && (
          <span aria-hidden="true" className={unitClass}>
            {unit}
          </span>
        )}
      </div>
    </Field>
  )
}
