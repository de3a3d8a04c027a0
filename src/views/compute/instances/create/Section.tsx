import { useId, type ReactNode } from 'react'
import { css } from 'styled-system/css'

const section = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '12rem 1fr' },
  gap: { base: '3', lg: '8' },
  py: '6',
  borderTop: '1px solid {colors.border}',
  _first: { borderTop: 'none', pt: '0' },
})
const heading = css({
  textStyle: 'eyebrow',
  color: 'fgMuted',
  pt: '1',
})
const hint = css({ mt: '1.5', fontSize: 'xs', color: 'fgSubtle', lineHeight: 'snug' })
const body = css({ display: 'flex', flexDirection: 'column', gap: '5', minW: 0 })

/** One titled part of the long create form; a labelled region for assistive tech and tests. */
export function Section({ title, hint: hintText, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={section}>
      <div>
        <h2 id={id} className={heading}>
          {title}
        </h2>
        {hintText && <p className={hint}>{hintText}</p>}
      </div>
      <div className={body}>{children}</div>
    </section>
  )
}

/** A line of muted text where a picker has nothing to offer. */
export function Nothing({ children }: { children: ReactNode }) {
  return <p className={css({ fontSize: 'sm', color: 'fgMuted' })}>{children}</p>
}

/** Fields side by side on wide screens. */
export function Row({ children }: { children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })}>
      {children}
    </div>
  )
}
