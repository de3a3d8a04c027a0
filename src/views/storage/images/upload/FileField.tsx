import { css } from 'styled-system/css'
import { Field, formatBytes, useFieldIds, type FieldBaseProps } from '~/views/ui'

export type FileFieldProps = FieldBaseProps & {
  /** The form field's name: a refused submit finds the field by it. */
  name?: string
  /** The chosen file, shown by name and size under the picker. */
  value: { name?: string; size: number } | null
  onChange: (file: File | null) => void
  onBlur?: () => void
  disabled?: boolean
  /** e.g. '.raw,.img' */
  accept?: string
}

// The browser's own "file chosen" text is hidden: the line under the button names the file and its size.
const input = css({
  w: 'full',
  fontSize: 'sm',
  color: 'transparent',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed', opacity: 0.6 },
  '&::file-selector-button': {
    mr: '3',
    h: '8',
    px: '3',
    textStyle: 'eyebrow',
    color: 'fg',
    bg: 'bg',
    border: '1px solid {colors.borderStrong}',
    borderRadius: 'sm',
    cursor: 'pointer',
  },
  '&[aria-invalid=true]::file-selector-button': { borderColor: 'danger' },
})
const chosen = css({ fontSize: 'sm', color: 'fg', wordBreak: 'break-all' })
const size = css({ color: 'fgMuted' })

/** A native file picker in the form's field frame (label, description, error). */
export function FileField({
  label,
  description,
  error,
  required,
  id,
  name,
  value: file,
  onChange,
  onBlur,
  disabled,
  accept,
}: FileFieldProps) {
  const ids = useFieldIds({ id, description, error, required })
  return (
    <Field ids={ids} label={label} description={description} error={error} required={required}>
      <input
        type="file"
        {...ids.aria}
        id={ids.id}
        name={name}
        accept={accept}
        disabled={disabled}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        onBlur={onBlur}
        className={input}
      />
      <div className={chosen} data-testid="chosen-file">
        {file ? (
          <>
            {file.name ?? 'file'} <span className={size}>({formatBytes(file.size)})</span>
          </>
        ) : (
          <span className={size}>No file chosen</span>
        )}
      </div>
    </Field>
  )
}
