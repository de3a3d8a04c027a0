import { useId, type ButtonHTMLAttributes, type Ref } from 'react'
import { css, cva, cx, type RecipeVariantProps } from 'styled-system/css'
import { Spinner, SPINNER_MIN_MS, useMinimumDisplay } from './busy'
import { Tooltip } from './Tooltip'

/** Also for router links that should look like buttons: `<Link className={buttonClass({ variant: 'primary' })}>`. */
export const buttonClass = cva({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1.5',
    flexShrink: 0,
    textStyle: 'eyebrow',
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
    borderRadius: 'sm',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background 0.12s, border-color 0.12s, color 0.12s',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      primary: {
        bg: 'accent',
        color: 'accentFg',
        '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
      },
      secondary: {
        bg: 'bg',
        color: 'fg',
        borderColor: 'borderStrong',
        '&:hover:not(:disabled)': { bg: 'bgHover' },
      },
      danger: {
        bg: 'danger',
        color: 'bg',
        '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fgMuted',
        '&:hover:not(:disabled)': { bg: 'bgHover', color: 'fg' },
      },
    },
    size: {
      sm: { h: '7', px: '2.5' },
      md: { h: '8', px: '3' },
      icon: { h: '7', w: '7', p: '0' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'icon'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  RecipeVariantProps<typeof buttonClass> & {
    /** Shows a spinner in place of the label and disables the button. */
    loading?: boolean
    /** Why the button is disabled: shown in a tooltip and as the button's description. */
    disabledReason?: string
    ref?: Ref<HTMLButtonElement>
  }

const srOnly = css({ srOnly: true })
// Transparent, not hidden: the label keeps its space and still names the busy button.
const hidden = css({ opacity: 0 })
const labelClass = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const centered = css({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' })
// A disabled button gets no pointer events; its wrapper takes them for the tooltip.
const reasonWrap = css({ display: 'inline-flex', borderRadius: 'sm', '& > button': { pointerEvents: 'none' } })

export function Button({
  variant,
  size,
  loading = false,
  disabled,
  disabledReason,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const reasonId = useId()
  // The spinner lingers for its minimum display; the button is enabled again as soon as `loading` ends.
  const spinning = useMinimumDisplay(loading, SPINNER_MIN_MS)
  const isDisabled = disabled || loading
  const showReason = Boolean(disabled && disabledReason)
  const describedBy = [rest['aria-describedby'], showReason ? reasonId : undefined].filter(Boolean).join(' ')

  const button = (
    <button
      type={type}
      {...rest}
      aria-describedby={describedBy || undefined}
      aria-busy={loading || undefined}
      disabled={isDisabled}
      className={cx(buttonClass({ variant, size }), className)}
    >
      {spinning && (
        <span className={centered}>
          <Spinner show={spinning} size="sm" decorative />
        </span>
      )}
      <span className={cx(labelClass, spinning && hidden)}>
        {children}
      </span>
    </button>
  )

  if (!showReason) return button
  return (
    <Tooltip content={disabledReason}>
      {/* Focusable so keyboard users can reach the reason of a disabled button. */}
      <span className={reasonWrap} tabIndex={0}>
        {button}
        {/* Outside the button so it describes rather than names it. */}
        <span id={reasonId} className={srOnly}>
          {disabledReason}
        </span>
      </span>
    </Tooltip>
  )
}
