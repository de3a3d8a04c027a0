import { css } from 'styled-system/css'

const topButtonRaw = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  h: '8',
  borderRadius: 'md',
  border: '1px solid {colors.border}',
  bg: 'bg',
  color: 'fg',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bgHover' },
})

export const topButton = css(topButtonRaw)

/** A square, icon-only top-bar button shown only on narrow screens: the sidebar's toggle. */
export const navButton = css(topButtonRaw, {
  px: '0',
  w: '8',
  justifyContent: 'center',
  display: 'none',
  _narrow: { display: 'inline-flex' },
})

export const menuContent = css({
  minW: '12rem',
  bg: 'bg',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  boxShadow: 'lg',
  py: '1',
  zIndex: 50,
  outline: 'none',
})

export const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '1.5',
  fontSize: 'sm',
  cursor: 'pointer',
  color: 'fg',
  '&[data-highlighted]': { bg: 'bgHover' },
  '&[data-disabled]': { color: 'fgSubtle', cursor: 'not-allowed' },
})
