import type { ReactNode } from 'react'
import { cva } from 'styled-system/css'

export type BadgeVariant =
  | 'default'
  | 'neutral'
  | 'green'
  | 'success'
  | 'blue'
  | 'info'
  | 'yellow'
  | 'warning'
  | 'red'
  | 'danger'
  | 'purple'

const neutral = { color: 'fgMuted', bg: 'neutralBg' }
const green = { color: 'accent', bg: 'accentBg' }
const blue = { color: 'info', bg: 'infoBg' }
const yellow = { color: 'warning', bg: 'warningBg' }
const red = { color: 'danger', bg: 'dangerBg' }

export const badgeClass = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    h: '5',
    px: '1.5',
    borderRadius: 'xs',
    fontFamily: 'mono',
    fontSize: '11px',
    fontWeight: 'medium',
    letterSpacing: 'wide',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      default: neutral,
      neutral,
      green,
      success: green,
      blue,
      info: blue,
      yellow,
      warning: yellow,
      red,
      danger: red,
      purple: { color: 'purpleFg', bg: 'purpleBg' },
    },
  },
  defaultVariants: { variant: 'default' },
})

export function Badge({ variant = 'default', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return <span className={badgeClass({ variant })}>{children}</span>
}
