import { useState, type ReactNode } from 'react'
import type { ReadFile } from '~/machines/system/idps'
import { FileField } from '~/views/storage/images/upload/FileField'
import { readAsBase64 } from './read-file'

type Props = {
  label: string
  name?: string
  description?: ReactNode
  error?: string
  required?: boolean
  /** e.g. '.xml,text/xml' */
  accept?: string
  value: ReadFile | null
  /** The file read as base64, or null when the choice is cleared. */
  onChange: (file: ReadFile | null) => void
  onBlur?: () => void
}

/** The one file picker, with the picked file read in the browser: the form gets its name and base64 bytes. */
export function ReadFileField({ value, onChange, error, ...field }: Props) {
  // A file the browser could not read never reaches the form: say so here.
  const [readError, setReadError] = useState<string>()
  return (
    <FileField
      {...field}
      error={readError ?? error}
      value={value}
      onChange={(file) => {
        setReadError(undefined)
        if (!file) return onChange(null)
        readAsBase64(file).then(
          (base64) => onChange({ name: file.name, size: file.size, base64 }),
          () => {
            setReadError(`Could not read ${file.name}`)
            onChange(null)
          },
        )
      }}
    />
  )
}
