import type { AlertClass } from '~/machines/system/alerts'
import { css } from 'styled-system/css'

type Props = {
  classes: AlertClass[]
  value: string[]
  onChange: (value: string[]) => void
  name?: string
}

const list = css({ display: 'grid', gap: '2', border: '1px solid {colors.border}', borderRadius: 'md', p: '3', m: 0 })
const item = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', alignItems: 'start', fontSize: 'sm', cursor: 'pointer' })
const box = css({ w: '4', h: '4', mt: '0.5', accentColor: 'accent' })
const className = css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg' })
const desc = css({ display: 'block', color: 'fgMuted', fontSize: 'xs' })
const legend = css({ fontSize: 'sm', color: 'fg', px: '1' })

/** The alert classes Nexus lists, each with its description, ticked to subscribe to it exactly. */
export function ClassPicker({ classes, value, onChange, name = 'classes' }: Props) {
  const toggle = (cls: string, on: boolean) => onChange(on ? [...value, cls] : value.filter((c) => c !== cls))
  return (
    <fieldset className={list}>
      <legend className={legend}>Alert classes</legend>
      {classes.length === 0 && <p className={desc}>No alert classes could be read: type subscriptions below.</p>}
      {classes.map((c) => (
        <label key={c.name} className={item}>
          <input
            type="checkbox"
            name={name}
            className={box}
            checked={value.includes(c.name)}
            onChange={(e) => toggle(c.name, e.target.checked)}
          />
          <span>
            <span className={className}>{c.name}</span>
            <span className={desc}>{c.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
