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

// Literal style objects on purpose: Panda extracts styles statically.
export const badgeClass = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '5',
    px: '1.5',
    borderRadius: 'xs',
    textStyle: 'eyebrow',
    whiteSpace: 'nowrap',
    // At 320 px a long badge wraps inside its cell rather than being cut off.
    _narrow: { whiteSpace: 'normal' },
  },
  variants: {
    variant: {
      default: { color: 'fgMuted', bg: 'neutralBg' },
      neutral: { color: 'fgMuted', bg: 'neutralBg' },
      green: { color: 'accent', bg: 'accentBg' },
      success: { color: 'accent', bg: 'accentBg' },
      blue: { color: 'info', bg: 'infoBg' },
      info: { color: 'info', bg: 'infoBg' },
      yellow: { color: 'warning', bg: 'warningBg' },
      warning: { color: 'warning', bg: 'warningBg' },
      red: { color: 'danger', bg: 'dangerBg' },
      danger: { color: 'danger', bg: 'dangerBg' },
      purple: { color: 'purpleFg', bg: 'purpleBg' },
    },
  },
  defaultVariants: { variant: 'default' },
})

export function Badge({ variant = 'default', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return <span className={badgeClass({ variant })}>{children}</span>
}
