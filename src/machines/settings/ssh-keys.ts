// The signed-in user's SSH keys: the list's pages and one key, the add form
// and delete.
import { fetchApi, api, invalidate, type SshKey, type SshKeyCreate } from '~/api'
import { type PageParams } from '../shared/list.machine'
import { validateDescription, validateName, validateSshPublicKey } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'

export const sshKeysPage = ({ pageToken, limit }: PageParams) => fetchApi('/v1/me/ssh-keys', { query: { limit, pageToken } })

/** One key, by name or id (the view modal). */
export const fetchSshKey = (sshKey: string) => fetchApi('/v1/me/ssh-keys/{ssh_key}', { path: { ssh_key: sshKey } })

// The signed-in user's SSH keys (used with the form machine): the add form's
// values, rules and call, and delete for the confirm dialog.
// The instance create page's 'Add SSH key' modal is this same form. Every
// write invalidates '/v1/me/ssh-keys', which the instance create page's key
// list reads, so a key added anywhere is offered there.
export type SshKeyValues = { name: string; description: string; publicKey: string }

export const sshKeyInitialValues: SshKeyValues = { name: '', description: '', publicKey: '' }

export function validateSshKey(values: SshKeyValues): FieldErrors<SshKeyValues> {
  return {
    name: validateName(values.name),
    description: validateDescription(values.description),
    publicKey: validateSshPublicKey(values.publicKey),
  }
}

/** The create body: the key as one line, without the spaces or newline a paste brings along. */
export function sshKeyCreateBody(values: SshKeyValues): SshKeyCreate {
  return { name: values.name, description: values.description, publicKey: values.publicKey.trim() }
}

/** POST /v1/me/ssh-keys. */
export async function createSshKey(values: SshKeyValues): Promise<SshKey> {
  const key = await api.post('/v1/me/ssh-keys', { body: sshKeyCreateBody(values) })
  await invalidate('/v1/me/ssh-keys', '/v1/me/ssh-keys/{ssh_key}')
  return key
}

export async function deleteSshKey(sshKey: string): Promise<void> {
  await api.delete('/v1/me/ssh-keys/{ssh_key}', { path: { ssh_key: sshKey } })
  await invalidate('/v1/me/ssh-keys', '/v1/me/ssh-keys/{ssh_key}')
}

export const sshKeyFormMachine = createFormMachine<SshKeyValues, SshKey>()

/** Nexus has no update for a key: the form only adds. `submit` is replaceable for tests. */
export function sshKeyFormInput(submit: (values: SshKeyValues) => Promise<SshKey> = createSshKey): FormInput<SshKeyValues, SshKey> {
  return { initialValues: sshKeyInitialValues, validate: validateSshKey, submit }
}
