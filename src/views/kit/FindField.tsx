import { useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { Button, TextField } from '~/views/ui'

const noteClass = css({ fontSize: 'xs', color: 'fgMuted' })
const row = css({ display: 'flex', alignItems: 'flex-start', gap: '2', '& > :first-child': { flex: 1 } })
const button = css({ mt: '6' })

type Props = {
  /** 'Find a snapshot by name' */
  label: string
  name: string
  /** What the picker above shows, and that another is found by name. */
  note: string
  finding: boolean
  error?: string
  onFind: (name: string) => void
}

/** Under a picker that shows only a first page: any other item, looked up by its exact name. */
export function FindField({ label, name, note, finding, error, onFind }: Props) {
  // What is being typed: view state until Find sends it.
  const [value, setValue] = useState('')
  const onKeyDown = (e: KeyboardEvent) => {
    // Enter finds; it must not submit the form around this field.
    if (e.key !== 'Enter') return
    e.preventDefault()
    onFind(value)
  }
  return (
    <div>
      <p className={noteClass}>{note}</p>
      <div className={row}>
        <TextField label={label} name={name} autoComplete="off" value={value} error={error} onChange={setValue} onKeyDown={onKeyDown} />
        <Button variant="secondary" className={button} loading={finding} onClick={() => onFind(value)}>
          Find
        </Button>
      </div>
    </div>
  )
}
