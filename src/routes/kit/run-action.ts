import { DetailedError, type ErrorDetails } from '~/api'
import { useToast } from '~/views/ui'

/** What a lifecycle machine's action resolves to: it never rejects. */
export type ActionOutcome = { ok: true } | { ok: false; error: string; details?: ErrorDetails }

/** The success toast: a title, or a title and a line under it, from what the action returned. */
type Success<R> = string | ((result: Extract<R, { ok: true }>) => { title: string; description?: string })

/**
 * Runs an action through its machine (a row's disk, the page's instance)
 * outside a confirm dialog: a success toast, or an error toast titled with
 * what failed (`couldNot(…)`) and the server's message. Resolves whether it
 * went through.
 */
export function useRunAction() {
  const toast = useToast()
  return async <R extends ActionOutcome>(work: Promise<R>, success: Success<R>, failure: string): Promise<boolean> => {
    const result = await work
    if (!result.ok) {
      const { error, details } = result as Extract<ActionOutcome, { ok: false }>
      toast({ title: failure, description: error, details, variant: 'error' })
      return false
    }
    const done = typeof success === 'string' ? { title: success } : success(result as Extract<R, { ok: true }>)
    toast({ ...done, variant: 'success' })
    return true
  }
}

/**
 * A machine's action as a confirm dialog's `action`: the dialog stays open
 * with the error toast when it failed, as for a call that throws (and the
 * toast offers the failed call's details).
 */
export async function orThrow(work: Promise<ActionOutcome>): Promise<void> {
  const result = await work
  if (!result.ok) throw new DetailedError(result.error, result.details)
}
