// A form whose picker's choices are a section opens before they arrive; when
// they do, the fields nobody has changed take the default they bring (the
// form machine's DEFAULTS), and the form stays unchanged for its leave guard.
import { useEffect, useRef } from 'react'
import type { FormProps } from '~/machines/shared/form.connect'
import type { Section } from '~/machines/shared/section'

/**
 * `choices`: the section as `useSection` gives it (its data the same object
 * until it is read again, not mapped per render); `pick` (a module's
 * function): the defaults they bring. Sent once per answer.
 */
export function useChoiceDefaults<T, V>(choices: Section<T>, form: Pick<FormProps<V, unknown>, 'defaults'>, pick: (choices: T) => Partial<V>) {
  // The form's props are made anew with each of its snapshots: the choices alone say when to send.
  const send = useRef(form.defaults)
  useEffect(() => {
    send.current = form.defaults
  })
  const data = choices.status === 'ready' ? choices.data : undefined
  useEffect(() => {
    if (data !== undefined) send.current(pick(data))
  }, [data, pick])
}
