import { useId, type ReactNode } from 'react'
import { css } from 'styled-system/css'

const section = css({ display: 'grid', gap: '3', mb: '8' })
const head = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '3' })
const heading = css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg' })
const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })

export type SectionProps = {
  title: string
  /** Buttons beside the heading (adding to what the section lists). */
  actions?: ReactNode
  children: ReactNode
}

/** A titled part of a page (a tab's disks, a router's routes): a region named by its heading. */
export function Section({ title, actions, children }: SectionProps) {
  const id = useId()
  return (
    <section className={section} aria-labelledby={id}>
      <div className={head}>
        <h2 id={id} className={heading}>
          {title}
        </h2>
        {actions && <div className={buttons}>{actions}</div>}
      </div>
      {children}
    </section>
  )
}
