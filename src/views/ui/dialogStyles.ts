import { css } from 'styled-system/css'

// Shared by Dialog, ConfirmDialog and SideModal so every overlay looks alike.
export const backdropClass = css({
  position: 'fixed',
  inset: 0,
  zIndex: 'modal',
  bg: 'overlay',
  '&[data-state=open]': { animation: 'fadeIn 0.15s ease-out' },
})

export const centeredPositioner = css({
  position: 'fixed',
  inset: 0,
  zIndex: 'modal',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  pt: '10vh',
  pb: '4',
  px: '4',
})

export const dialogContent = css({
  // Tall content scrolls inside the dialog instead of running off the screen.
  display: 'flex',
  flexDirection: 'column',
  maxH: '84vh',
  bg: 'bg',
  color: 'fg',
  border: '1px solid {colors.borderStrong}',
  borderRadius: 'lg',
  boxShadow: 'xl',
  // Focused by script when opened; src/index.css's unlayered :focus-visible ring would win without !important.
  outline: 'none !important',
  '&[data-state=open]': { animation: 'popIn 0.15s ease-out' },
})

export const dialogWidths = {
  narrow: css({ w: 'full', maxW: 'modalNarrow' }),
  medium: css({ w: 'full', maxW: 'modalMedium' }),
  free: css({ w: 'auto', minW: 'modalNarrow', maxW: '48rem' }),
  // A width given in CSS units still never overflows the viewport.
  custom: css({ maxW: 'full' }),
} as const

export const headerClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '5',
  py: '3.5',
  borderBottom: '1px solid {colors.border}',
})

export const titleClass = css({ fontSize: 'md', fontWeight: 'medium', color: 'fg', lineHeight: 'snug' })

export const bodyClass = css({ overflowY: 'auto', minH: 0, px: '5', py: '4', fontSize: 'sm', color: 'fgMuted', lineHeight: 'relaxed' })

export const footerClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '2',
  px: '5',
  py: '3',
  bg: 'bgRaised',
  borderTop: '1px solid {colors.border}',
  borderBottomRadius: 'lg',
})
