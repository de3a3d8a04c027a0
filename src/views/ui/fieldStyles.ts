import { css } from 'styled-system/css'

export const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1.5' })

export const labelClass = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })

export const requiredClass = css({ ml: '0.5', color: 'danger' })

export const descriptionClass = css({ fontSize: 'xs', color: 'fgMuted', lineHeight: 'snug' })

export const errorClass = css({ fontSize: 'xs', color: 'danger', lineHeight: 'snug' })

export const controlClass = css({
  w: 'full',
  h: '8',
  px: '2.5',
  fontSize: 'sm',
  color: 'fg',
  bg: 'bg',
  border: '1px solid',
  borderColor: 'borderStrong',
  borderRadius: 'sm',
  transition: 'border-color 0.12s',
  _placeholder: { color: 'fgSubtle' },
  _hover: { borderColor: 'fgSubtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '-1px' },
  _disabled: { bg: 'bgRaised', color: 'fgMuted', cursor: 'not-allowed' },
  '&[aria-invalid=true]': { borderColor: 'danger' },
})
