import { useConfirm, useToast } from '~/views/ui'
import { couldNot, deleteQuestion, deleteTitle, done } from './messages'

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
