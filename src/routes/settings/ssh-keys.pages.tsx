// The SSH keys list, add form and key view: a chunk of their own, loaded with
// their routes' data (ssh-keys.routes.tsx) and on link intent.
import { useNavigate } from '@tanstack/react-router'
import type { SshKey } from '~/api'
import { deleteSshKey, type SshKeyValues } from '~/machines/settings/ssh-key-form'
import { SshKeyDetails } from '~/views/settings/SshKeyDetails'
import { SshKeyForm } from '~/views/settings/SshKeyForm'
import { SshKeysPage } from '~/views/settings/SshKeysPage'
import { useConfirmDelete, type FormRouteProps, type ListPageProps } from '../kit'
import { pb } from '~/paths'
import { sshKeyEditRoute } from './ssh-keys.routes'

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

export function AddSshKeyForm({ form, onDismiss }: FormRouteProps<SshKeyValues, SshKey, undefined>) {
  return <SshKeyForm form={form} onDismiss={onDismiss} />
}

export function SshKeyView() {
  const sshKey = sshKeyEditRoute.useLoaderData()
  const navigate = useNavigate()
  return <SshKeyDetails sshKey={sshKey} onDismiss={() => void navigate({ to: pb.sshKeys() })} />
}
