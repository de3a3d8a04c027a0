import { css } from 'styled-system/css'
import type { RoleGuide as Guide } from '~/machines/access/role-guide.rules'
import { ChevronRightIcon } from '~/views/ui/icons'

const details = css({
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  fontSize: 'sm',
  '&[open] > summary svg': { transform: 'rotate(90deg)' },
})
const summary = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  cursor: 'pointer',
  px: '3',
  py: '2',
  fontWeight: 'medium',
  listStyle: 'none',
  borderRadius: 'md',
  '&::-webkit-details-marker': { display: 'none' },
  _focusVisible: { outline: '2px solid {colors.accent}', outlineOffset: '2px' },
})
const body = css({ display: 'grid', gap: '3', px: '3', pb: '3' })
const title = css({ fontWeight: 'medium', m: 0 })
const code = css({ fontFamily: 'mono', fontSize: 'xs', color: 'fgMuted', ml: '2' })
const abilities = css({ m: 0, mt: '1', pl: '5', listStyleType: 'disc', display: 'grid', gap: '0.5', color: 'fgMuted' })
const note = css({ m: 0, color: 'fgMuted' })

type Props = { guide: Guide }

/** "What can each role do?": a disclosure beside the role picker, strongest role first. */
export function RoleGuide({ guide }: Props) {
  return (
    <details className={details}>
      <summary className={summary}>
        <ChevronRightIcon size={14} />
        What can each role do?
      </summary>
      <div className={body}>
        {guide.entries.map((e) => (
          <section key={e.role} aria-label={e.title}>
            <p className={title}>
              {e.title}
              <span className={code}>{e.name}</span>
            </p>
            <ul className={abilities}>
              {e.abilities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </section>
        ))}
        {guide.note && <p className={note}>{guide.note}</p>}
      </div>
    </details>
  )
}
