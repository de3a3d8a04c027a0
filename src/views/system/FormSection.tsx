import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const fieldset = css({ border: 'none', m: 0, p: 0, minW: 0, display: 'flex', flexDirection: 'column', gap: '4' })
const legend = css({ p: 0, mb: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'fg' })
const hintClass = css({ mt: '-2', fontSize: 'xs', color: 'fgMuted', lineHeight: 'snug' })

/** A titled group of a long form's fields (a fieldset: its controls are named within it). */
export function FormSection({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{title}</legend>
      {hint && <p className={hintClass}>{hint}</p>}
      {children}
    </fieldset>
  )
}
