import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, queryClient, type SshKey } from '~/api'
import {
  createSshKey,
  deleteSshKey,
  sshKeyCreateBody,
  sshKeyFormInput,
  sshKeyFormMachine,
  sshKeyInitialValues,
  validateSshKey,
} from '~/machines/settings/ssh-keys'
import { connectForm } from '~/machines/shared/form.connect'
import { messages } from '~/validation'

// A real key (ssh-keygen -t ed25519).
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICzL5fKKjTx6E1ncFZUpD1b0FYxElwr2GvSI3af8FDOC test@ed25519'
const stamp = new Date('2025-01-01T00:00:00Z')
const saved: SshKey = {
  id: '0b5d3d8c-52a1-4c67-9d4a-6d1f3f0b7d01',
  siloUserId: '9f1c5c0e-35a4-4c3a-a53e-2bba3b0b7c44',
  name: 'laptop',
  description: '',
  publicKey: KEY,
  timeCreated: stamp,
  timeModified: stamp,
}

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('SSH key form rules', () => {
  it('checks the name, the description and the key with the one key checker', () => {
    expect(validateSshKey(sshKeyInitialValues)).toEqual({
      name: 'Name is required',
      description: undefined,
      publicKey: 'Public key is required',
    })
    expect(validateSshKey({ name: 'laptop', description: '', publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE2e2e2e2e' }).publicKey).toBe(
      messages.sshKey.base64,
    )
    expect(validateSshKey({ name: 'laptop', description: '', publicKey: KEY })).toEqual({
      name: undefined,
      description: undefined,
      publicKey: undefined,
    })
  })
})

describe('SSH key calls', () => {
  it('the body is the key as one trimmed line', () => {
    expect(sshKeyCreateBody({ name: 'laptop', description: 'mine', publicKey: `\n  ${KEY}  \n` })).toEqual({
      name: 'laptop',
      description: 'mine',
      publicKey: KEY,
    })
  })

  it('adding a key invalidates the key list the instance create page reads', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(saved as never)
    const pickerKey = ['/v1/me/ssh-keys', { query: { limit: 50 } }]
    queryClient.setQueryData(pickerKey, { items: [] })
    await expect(createSshKey({ name: 'laptop', description: '', publicKey: ` ${KEY}\n` })).resolves.toBe(saved)
    expect(post).toHaveBeenCalledWith('/v1/me/ssh-keys', { body: { name: 'laptop', description: '', publicKey: KEY } })
    expect(queryClient.getQueryState(pickerKey)?.isInvalidated).toBe(true)
  })

  it('deleting a key invalidates the list too', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never)
    queryClient.setQueryData(['/v1/me/ssh-keys', {}], { items: [saved] })
    await deleteSshKey('laptop')
    expect(del).toHaveBeenCalledWith('/v1/me/ssh-keys/{ssh_key}', { path: { ssh_key: 'laptop' } })
    expect(queryClient.getQueryState(['/v1/me/ssh-keys', {}])?.isInvalidated).toBe(true)
  })
})

describe('the add form', () => {
  it('a bad key stops the submit with its message; the values stay', async () => {
    const submit = vi.fn(async () => saved)
    const actor = createActor(sshKeyFormMachine, { input: sshKeyFormInput(submit) }).start()
    actor.send({ type: 'CHANGE', name: 'name', value: 'laptop' })
    actor.send({ type: 'CHANGE', name: 'publicKey', value: 'ssh-rsa hello' })
    actor.send({ type: 'SUBMIT' })
    const form = connectForm(actor.getSnapshot(), actor.send)
    expect(form.errors.publicKey).toBe(messages.sshKey.base64)
    expect(form.values).toMatchObject({ name: 'laptop', publicKey: 'ssh-rsa hello' })
    expect(submit).not.toHaveBeenCalled()

    actor.send({ type: 'CHANGE', name: 'publicKey', value: KEY })
    actor.send({ type: 'SUBMIT' })
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toBe(saved)
  })
})
