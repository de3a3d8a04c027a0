import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { formRoute, listRoute } from '../kit'
import { settingsLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { pb } from '~/paths'

const pages = () => import('./ssh-keys.pages')

export const sshKeysList = listRoute({
  getParentRoute: () => settingsLayout,
  path: 'ssh-keys',
  crumb: () => [{ label: 'SSH keys', to: pb.sshKeys() }],
  fetchPage: () => async (q) => (await pages()).sshKeysPage(q),
  refreshOn: ['/v1/me/ssh-keys', '/v1/me/ssh-keys/{ssh_key}'],
  page: lazyRouteComponent(pages, 'SshKeys'),
})

export const sshKeysNewRoute = formRoute({
  getParentRoute: () => sshKeysList.layout,
  path: 'ssh-keys-new',
  crumb: 'Add SSH key',
  input: async () => (await pages()).sshKeyFormInput(),
  noun: 'SSH key',
  verb: 'added',
  closeTo: () => pb.sshKeys(),
  form: lazyRouteComponent(pages, 'SshKeyForm'),
})

/** The spec names it edit, but Nexus has no call that changes a key: it shows the key. */
export const sshKeyEditRoute = createRoute({
  getParentRoute: () => sshKeysList.layout,
  path: 'ssh-keys/$sshKey/edit',
  staticData: { crumb: (p) => p.sshKey },
  loader: async ({ params }) => orNotFound((await pages()).fetchSshKey(params.sshKey)),
  component: lazyRouteComponent(pages, 'SshKeyView'),
})

export const sshKeysRoutes = [sshKeysList.withModals([sshKeysNewRoute, sshKeyEditRoute])]
