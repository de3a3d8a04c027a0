// A form's draft across a sign-in (machines/shared/drafts.ts): the form
// starts from the draft kept for it, if any, and is known as open while on
// screen, so a 401 can keep what was typed.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { AnyActorRef } from 'xstate'
import { draftFor, dropDraft, registerOpenForm } from '~/machines/shared/drafts'
import { signedInUser } from '../session'
import { hasUnsavedInput } from './leave-guard'

/**
 * The form `name` at this URL: its key, and the values of the draft kept for
 * it by the user now signed in (undefined when there is none). The form holds
 * the draft from then on; the stored copy goes.
 */
export function useDraft<V extends object>(name: string, initialValues: V): { key: string; values?: V } {
  const href = useRouterState({ select: (s) => s.location.href })
  const [key] = useState(() => `${href}#${name}`)
  const [values] = useState(() => draftFor(key, signedInUser(), initialValues))
  useEffect(() => dropDraft(key), [key])
  return { key, values }
}

/** While mounted, `form` (a form machine's actor) is an open form whose unsaved input a 401 keeps. */
export function useOpenForm(key: string, form: AnyActorRef, secrets: readonly string[] = []) {
  useEffect(
    () =>
      registerOpenForm({
        key,
        secrets,
        dirty: () => hasUnsavedInput(form),
        values: () => valuesOf(form),
      }),
    [key, form, secrets],
  )
}

function valuesOf(form: AnyActorRef): object {
  const context: unknown = form.getSnapshot().context
  const values = context && typeof context === 'object' && 'values' in context ? context.values : undefined
  return values && typeof values === 'object' ? values : {}
}
