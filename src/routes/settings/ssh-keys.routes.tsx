import { createRoute, useNavigate } from '@tanstack/react-router'
import { deleteSshKey, fetchSshKey, sshKeyFormInput, sshKeysPage } from '~/machines/settings/ssh-key-form'
import { SshKeyDetails } from '~/views/settings/SshKeyDetails'
import { SshKeyForm } from '~/views/settings/SshKeyForm'
import { SshKeysPage } from '~/views/settings/SshKeysPage'
import { formRoute, listRoute, useConfirmDelete } from '../kit'
import { settingsLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '../paths'

export const sshKeysList = listRoute({
  getParentRoute: () => settingsLayout,
  path: 'ssh-keys',
  crumb: () => [{ label: 'SSH keys', to: pb.sshKeys() }],
  fetchPage: () => sshKeysPage,
  refreshOn: '/v1/me/ssh-keys',
  page: function SshKeys({ list }) {
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
  },
})

export const sshKeysNewRoute = formRoute({
  getParentRoute: () => sshKeysList.layout,
  path: 'ssh-keys-new',
  crumb: 'Add SSH key',
  input: () => sshKeyFormInput(),
  noun: 'SSH key',
  verb: 'added',
  closeTo: () => pb.sshKeys(),
  form: ({ form, onDismiss }) => <SshKeyForm form={form} onDismiss={onDismiss} />,
})

/** The spec names it edit, but Nexus has no call that changes a key: it shows the key. */
export const sshKeyEditRoute = createRoute({
  getParentRoute: () => sshKeysList.layout,
  path: 'ssh-keys/$sshKey/edit',
  staticData: { crumb: (p) => p.sshKey },
  loader: ({ params }) => orNotFound(fetchSshKey(params.sshKey)),
  component: function SshKeyRoute() {
    const sshKey = sshKeyEditRoute.useLoaderData()
    const navigate = useNavigate()
    return <SshKeyDetails sshKey={sshKey} onDismiss={() => void navigate({ to: pb.sshKeys() })} />
  },
})

export const sshKeysRoutes = [sshKeysList.withModals([sshKeysNewRoute, sshKeyEditRoute])]
