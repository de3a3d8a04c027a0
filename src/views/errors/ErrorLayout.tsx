import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { type ErrorDetails } from '~/api'
import { ErrorDetailsList } from '~/views/ui'

/** The centred card every full-page error shares. */
export function ErrorLayout({ code, title, children }: { code: string; title: string; children: ReactNode }) {
  return (
    <div
      role="main"
      className={css({ display: 'grid', placeItems: 'center', minH: '70vh', px: '6', py: '12' })}
    >
      <div className={css({ maxW: '32rem', w: '100%', textAlign: 'center', display: 'grid', gap: '4', justifyItems: 'center' })}>
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

const detailsBox = css({
  w: '100%',
  display: 'grid',
  gap: '2',
  p: '3',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  bg: 'bgRaised',
  textAlign: 'left',
})

/**
 * Below the page's own words: what the server said, for a support ticket.
 * Nothing when the error was not a failed call (a bug, a URL no route has).
 */
export function ServerSaid({ details }: { details: ErrorDetails | undefined }) {
  if (!details) return null
  return (
    <section aria-labelledby="error-details-heading" className={detailsBox}>
      <h2 id="error-details-heading" className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        Details
      </h2>
      <ErrorDetailsList details={[details]} />
    </section>
  )
}
