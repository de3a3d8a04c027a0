import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The centred card every full-page error shares. */
export function ErrorLayout({ code, title, children }: { code: string; title: string; children: ReactNode }) {
  return (
    <div
      role="main"
      className={css({ display: 'grid', placeItems: 'center', minH: '70vh', px: '6', py: '12' })}
    >
      <div className={css({ maxW: '28rem', textAlign: 'center', display: 'grid', gap: '4', justifyItems: 'center' })}>
        <div
          aria-hidden
          className={css({
            fontFamily: 'mono',
            fontSize: 'sm',
            color: 'fgSubtle',
            border: '1px solid {colors.border}',
            borderRadius: 'full',
            px: '3',
            py: '1',
          })}
        >
          {code}
        </div>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>{title}</h1>
        {children}
      </div>
    </div>
  )
}

export const errorText = css({ color: 'fgMuted', lineHeight: '1.6' })
export const errorLink = css({
  color: 'accent',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'fg' },
})
