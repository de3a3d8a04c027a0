import { useId, type ReactNode } from 'react'
import { descriptionClass, errorClass, fieldClass, labelClass, requiredClass } from './fieldStyles'

/** What every form field takes besides its value. */
export type FieldBaseProps = {
  label: ReactNode
  description?: ReactNode
  /** Inline error; the control gets aria-invalid and is described by it. */
  error?: string | null
  required?: boolean
  /** Id of the control; generated when absent. */
  id?: string
}

export type FieldIds = {
  id: string
  /** Spread on the control. */
  aria: {
    'aria-invalid'?: true
    'aria-describedby'?: string
    'aria-required'?: true
  }
  descriptionId: string
  errorId: string
}

export function useFieldIds({ id, description, error, required }: Omit<FieldBaseProps, 'label'>): FieldIds {
  const generated = useId()
  const base = id ?? generated
  const descriptionId = `${base}-description`
  const errorId = `${base}-error`
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ')
  return {
    id: base,
    descriptionId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      // aria-required rather than `required`: validation messages come from
      // the form's machine, not the browser's bubbles.
      'aria-required': required ? true : undefined,
    },
  }
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className={requiredClass}>
      *
    </span>
  )
}

export function FieldMessages({ ids, description, error }: { ids: FieldIds; description?: ReactNode; error?: string | null }) {
  return (
    <>
      {description && (
        <div id={ids.descriptionId} className={descriptionClass}>
          {description}
        </div>
      )}
      {error && (
        <div id={ids.errorId} className={errorClass}>
          {error}
        </div>
      )}
    </>
  )
}

/** Label above, control, then description and error. */
export function Field({
  ids,
  label,
  description,
  error,
  required,
  children,
}: Omit<FieldBaseProps, 'id'> & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={fieldClass}>
      <label htmlFor={ids.id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldMessages ids={ids} description={description} error={error} />
    </div>
  )
}
