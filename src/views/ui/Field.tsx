// Form fields: the labelled frame every field shares, the text field and
// text area, the checkbox, and the list of a form's errors.
import { useId, type ReactNode, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react'
import { descriptionClass, errorClass, fieldClass, labelClass, requiredClass, controlClass } from './fieldStyles'
import { cx, css } from 'styled-system/css'
import { ErrorIcon } from './icons'

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

const errorsBox = css({
  display: 'flex',
  gap: '2.5',
  mb: '5',
  px: '3',
  py: '2.5',
  fontSize: 'sm',
  color: 'danger',
  bg: 'dangerBg',
  border: '1px solid {colors.danger}',
  borderRadius: 'md',
})
const heading = css({ fontWeight: 'medium' })
const list = css({ mt: '1', pl: '4', listStyleType: 'disc' })

/** One error is shown alone; several are listed as 'N issues:' under 'Errors'. */
export function FormErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null
  return (
    <div role="alert" className={errorsBox}>
      <ErrorIcon className={css({ flexShrink: 0, mt: '0.5' })} />
      {errors.length === 1 ? (
        <p>{errors[0]}</p>
      ) : (
        <div>
          <p className={heading}>Errors</p>
          <p>{errors.length} issues:</p>
          <ul className={list}>
            {errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
