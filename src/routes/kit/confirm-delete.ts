import { errorDetails } from '~/api'
import type { DeleteImpact, DependentGroup } from '~/machines/shared/delete-impact.rules'
import { errorMessage } from '~/machines/shared/error-message.rules'
import { useConfirm, useToast } from '~/views/ui'
import { capitalize, couldNot, deleteQuestion, deleteTitle, done } from './messages'

export type ConfirmActionRequest = {
  title: string
  message: string
  confirmLabel: string
  danger?: boolean
  /** Title of the error toast when the action fails; its body is the server's message. */
  errorTitle: string
  action: () => Promise<unknown>
  /** The success toast's title. */
  success: string
  dependents?: DependentGroup[]
  /** Nexus would refuse: the confirm button is disabled with this reason. */
  refusal?: string
}

/**
 * An action after a confirm: a success toast when it is done; on failure the
 * dialog stays open and an error toast says what failed. Resolves whether it ran.
 */
export function useConfirmAction() {
  const confirm = useConfirm()
  const toast = useToast()
  return async ({ success, ...request }: ConfirmActionRequest) => {
    const confirmed = await confirm(request)
    if (confirmed) toast({ title: success, variant: 'success' })
    return confirmed
  }
}

export type DeleteRequest = {
  /** 'project', 'firewall rule', … as the sentence needs it. */
  noun: string
  name: string
  remove: () => Promise<unknown>
  /** Replaces the standard question, e.g. to say what else goes with it. */
  message?: string
}

/** Delete after a confirm: 'Delete noun', 'Noun X deleted', 'Could not delete noun'. */
export function useConfirmDelete() {
  const confirmAction = useConfirmAction()
  return ({ noun, name, remove, message }: DeleteRequest) =>
    confirmAction({
      title: deleteTitle(noun),
      message: message ?? deleteQuestion(noun, name),
      confirmLabel: 'Delete',
      danger: true,
      errorTitle: couldNot('delete', noun),
      action: remove,
      success: done(noun, name, 'deleted'),
    })
}

export type ImpactDeleteRequest<I> = DeleteRequest & {
  /** Reads what depends on the resource, before asking (bounded reads: the module says how many). */
  read: () => Promise<I>
  /** What the dialog shows of it; a `message` of its own replaces the standard question. */
  impact: (read: I) => DeleteImpact & { message?: string }
}

/**
 * Delete after reading what depends on it: the dialog lists it, and when
 * Nexus would refuse the delete it says why and offers no Delete. A failed
 * read is an error toast; nothing is asked then.
 */
export function useConfirmDeleteWithImpact() {
  const confirmAction = useConfirmAction()
  const toast = useToast()
  return async <I>({ noun, name, remove, message, read, impact }: ImpactDeleteRequest<I>): Promise<boolean> => {
    let loaded: I
    try {
      loaded = await read()
    } catch (error) {
      toast({ variant: 'error', title: `Could not read what depends on ${noun} ${name}`, description: errorMessage(error), details: errorDetails(error) })
      return false
    }
    const shown = impact(loaded)
    // Refused, the dialog says so first and asks nothing.
    const refused = shown.refusal && `${capitalize(noun)} ${name} cannot be deleted yet. ${shown.refusal}.`
    return confirmAction({
      title: deleteTitle(noun),
      message: refused || (shown.message ?? message ?? deleteQuestion(noun, name)),
      confirmLabel: 'Delete',
      danger: true,
      errorTitle: couldNot('delete', noun),
      action: remove,
      success: done(noun, name, 'deleted'),
      dependents: shown.dependents,
      refusal: shown.refusal,
    })
  }
}
