import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { FIND_NOUNS, truncatedNote, type FindList } from '~/machines/shared/find-by-name'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { Button, TextField } from '~/views/ui'

const noteClass = css({ fontSize: 'xs', color: 'fgMuted' })
const row = css({ display: 'flex', alignItems: 'flex-start', gap: '2', '& > :first-child': { flex: 1 } })
const button = css({ mt: '6' })

/** A line under a picker that shows only part of its list. */
export function TruncatedNote({ children }: { children: ReactNode }) {
  return <p className={noteClass}>{children}</p>
}

/**
 * Under a boot-source picker that shows only the first page of its list:
 * says so, and looks any other one up by its exact name (Nexus has no search),
 * choosing it when found.
 */
export function FindByName({ page, list }: { page: InstanceCreateProps; list: FindList }) {
  // What is being typed: view state until Find sends it.
  const [name, setName] = useState('')
  const noun = FIND_NOUNS[list].one
  const find = () => page.find(list, name)
  const onKeyDown = (e: KeyboardEvent) => {
    // Enter finds; it must not submit the create form around this field.
    if (e.key !== 'Enter') return
    e.preventDefault()
    find()
  }
  return (
    <div>
      <TruncatedNote>{truncatedNote(list)} To use another, enter its exact name.</TruncatedNote>
      <div className={row}>
        <TextField
          label={`Find ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} by name`}
          name={`find-${list}`}
          autoComplete="off"
          value={name}
          error={page.findError?.list === list ? page.findError.message : undefined}
          onChange={setName}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" className={button} loading={page.finding === list} onClick={find}>
          Find
        </Button>
      </div>
    </div>
  )
}
