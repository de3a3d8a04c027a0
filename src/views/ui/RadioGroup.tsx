import { useId, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { FieldMessages, RequiredMark, useFieldIds } from './Field'
import { descriptionClass, fieldClass, labelClass } from './fieldStyles'

export type RadioOption<T extends string | number = string> = {
  value: T
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
}

export type RadioGroupProps<T extends string | number = string> = {
  label: ReactNode
  /** Form name of the radios; generated when absent. */
  name?: string
  options: RadioOption<T>[]
  value?: T
  onChange?: (value: T) => void
  /** Focus left the group (not when it moves between its radios). */
  onBlur?: () => void
  description?: ReactNode
  error?: string | null
  required?: boolean
  disabled?: boolean
  id?: string
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const option = css({ display: 'flex', alignItems: 'flex-start', gap: '2', fontSize: 'sm', color: 'fg' })
const optionLabel = css({ cursor: 'pointer' })
const radio = css({ w: '4', h: '4', m: 0, mt: '0.5', accentColor: 'accent', cursor: 'pointer' })

export function RadioGroup<T extends string | number = string>({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  description,
  error,
  required,
  disabled,
  id,
}: RadioGroupProps<T>) {
  const ids = useFieldIds({ id, description, error, required })
  const generatedName = useId()
  const labelId = `${ids.id}-label`
  return (
    <div className={fieldClass}>
      <span id={labelId} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </span>
      <div
        role="radiogroup"
        id={ids.id}
        aria-labelledby={labelId}
        {...ids.aria}
        className={list}
        onBlur={onBlur && ((e) => !e.currentTarget.contains(e.relatedTarget) && onBlur())}
      >
        {options.map((o, i) => {
          const optionId = `${ids.id}-${i}`
          return (
            <div key={String(o.value)} className={option}>
              <input
                type="radio"
                id={optionId}
                name={name ?? generatedName}
                value={String(o.value)}
                checked={value === undefined ? undefined : value === o.value}
                disabled={disabled || o.disabled}
                onChange={onChange && (() => onChange(o.value))}
                aria-describedby={o.description ? `${optionId}-description` : undefined}
                className={radio}
              />
              <div>
                <label htmlFor={optionId} className={optionLabel}>
                  {o.label}
                </label>
                {o.description && (
                  <div id={`${optionId}-description`} className={descriptionClass}>
                    {o.description}
                  </div>
                )}
              </div>
            </div>
          )
        })}
      </div>
      <FieldMessages ids={ids} description={description} error={error} />
    </div>
  )
}
