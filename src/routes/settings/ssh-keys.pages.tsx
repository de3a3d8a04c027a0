// The SSH keys list and key view: a chunk of their own, loaded with their
// routes' data (ssh-keys.routes.tsx) and on link intent, with the add form.
import { useNavigate } from '@tanstack/react-router'
import type { SshKey } from '~/api'
import { deleteSshKey } from '~/machines/settings/ssh-keys'
import { SshKeyDetails } from '~/views/settings/SshKeyDetails'
import { SshKeysPage } from '~/views/settings/SshKeysPage'
import { routeApi, useConfirmDelete, type ListPageProps } from '../kit'
import { pb } from '~/paths'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { SshKeyForm } from '~/views/settings/SshKeyForm'
export { fetchSshKey, sshKeyFormInput, sshKeysPage } from '~/machines/settings/ssh-keys'

const sshKeyRoute = routeApi('/authed/settings/ssh-keys-list/ssh-keys/$sshKey/edit')

export function SshKeys({ list }: ListPageProps<SshKey>) {
  const confirmDelete = useConfirmDelete()
  return (
    <SshKeysPage
      list={list}
      onDelete={(k) =>
        void confirmDelete({
          noun: 'SSH key',
          name: k.name,
          message: `Are you sure you want to delete SSH key ${k.name}? New instances can no longer be given it; instances that already have it keep it. This cannot be undone.`,
          remove: () => deleteSshKey(k.name),
        })
      }
    />
  )
}

export function SshKeyView() {
  const sshKey = sshKeyRoute.useLoaderData()
  const navigate = useNavigate()
  return <SshKeyDetails sshKey={sshKey} onDismiss={() => void navigate({ to: pb.sshKeys() })} />
}
