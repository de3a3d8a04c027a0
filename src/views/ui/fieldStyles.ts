import { css, cva } from 'styled-system/css'

export const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1.5' })

export const labelClass = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })

export const requiredClass = css({ ml: '0.5', color: 'danger' })

export const descriptionClass = css({ fontSize: 'xs', color: 'fgMuted', lineHeight: 'snug' })

export const errorClass = css({ fontSize: 'xs', color: 'danger', lineHeight: 'snug' })

// A recipe rather than stacked classes: cva merges the variant into the base,
// so e.g. the select's right padding cannot lose to the base padding.
export const controlClass = cva({
  base: {
    w: 'full',
    h: '8',
    px: '2.5',
    fontSize: 'sm',
    color: 'fg',
    bg: 'bg',
    border: '1px solid {colors.borderStrong}',
    borderRadius: 'sm',
    transition: 'border-color 0.12s',
    _placeholder: { color: 'fgSubtle' },
    _hover: { borderColor: 'fgSubtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '-1px' },
    _disabled: { bg: 'bgRaised', color: 'fgMuted', cursor: 'not-allowed' },
    '&[aria-invalid=true]': { borderColor: 'danger' },
  },
  variants: {
    kind: {
      input: {},
      select: { appearance: 'none', pr: '8', cursor: 'pointer' },
      textarea: { h: 'auto', minH: '20', py: '2', lineHeight: 'normal', resize: 'vertical' },
    },
    // Room for a unit label such as 'GiB' inside the input.
    unit: { true: { pr: '12' }, false: {} },
  },
  defaultVariants: { kind: 'input', unit: false },
})
