import { useId, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { FieldMessages, RequiredMark, useFieldIds } from './Field'
import { descriptionClass, fieldClass, labelClass } from './fieldStyles'

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean }

export type RadioGroupProps = {
  label: ReactNode
  /** Form name of the radios; generated when absent. */
  name?: string
  options: RadioOption[]
  value?: string
  onChange?: (value: string) => void
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

export function RadioGroup({ label, name, options, value, onChange, description, error, required, disabled, id }: RadioGroupProps) {
  const ids = useFieldIds({ id, description, error, required })
  const generatedName = useId()
  const labelId = `${ids.id}-label`
  return (
    <div className={fieldClass}>
      <span id={labelId} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </span>
      <div role="radiogroup" id={ids.id} aria-labelledby={labelId} {...ids.aria} className={list}>
        {options.map((o, i) => {
          const optionId = `${ids.id}-${i}`
          return (
            <div key={o.value} className={option}>
              <input
                type="radio"
                id={optionId}
                name={name ?? generatedName}
                value={o.value}
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
