import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The quiet centred card of the public pages (login, device). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className={css({ minH: '100%', display: 'grid', placeItems: 'center', bg: 'bgRaised', px: '4', py: '16' })}>
      <div
        className={css({
          w: 'full',
          maxW: '26rem',
          bg: 'bg',
          border: '1px solid {colors.border}',
          borderRadius: 'lg',
          p: '8',
          display: 'grid',
          gap: '6',
          boxShadow: 'sm',
        })}
      >
        <div className={css({ display: 'grid', gap: '2' })}>
          <span aria-hidden className={css({ w: '6', h: '6', borderRadius: 'sm', bg: 'accent' })} />
          <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{title}</h1>
          {subtitle && <p className={css({ color: 'fgMuted', fontSize: 'sm' })}>{subtitle}</p>}
        </div>
        {children}
      </div>
    </main>
  )
}

export const formError = css({
  color: 'danger',
  bg: 'dangerBg',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
})
