import { useConfirm, useToast } from '~/views/ui'
import { couldNot, deleteQuestion, deleteTitle, done } from './messages'

export type DeleteRequest = {
  /** 'project', 'firewall rule', … as the sentence needs it. */
  noun: string
  name: string
  remove: () => Promise<unknown>
  /** Replaces the standard question, e.g. to say what else goes with it. */
  message?: string
}

/**
 * Delete after a confirm: 'X deleted' on success; on failure the dialog stays
 * open and an error toast 'Could not delete X' carries the server's message.
 * Resolves whether the resource was deleted.
 */
export function useConfirmDelete() {
  const confirm = useConfirm()
  const toast = useToast()
  return async ({ noun, name, remove, message }: DeleteRequest) => {
    const deleted = await confirm({
      title: deleteTitle(noun),
      message: message ?? deleteQuestion(noun, name),
      confirmLabel: 'Delete',
      danger: true,
      errorTitle: couldNot('delete', noun),
      action: remove,
    })
    if (deleted) toast({ title: done(noun, name, 'deleted'), variant: 'success' })
    return deleted
  }
}
