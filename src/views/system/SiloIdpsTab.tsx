import type { IdentityProvider, Silo } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

const note = css({ mb: '3', fontSize: 'sm', color: 'fgMuted' })

/** The silo's identity providers. Only a SAML silo takes one: its users sign in through it. */
export function SiloIdpsTab({ silo, list }: { silo: Silo; list: ListProps<IdentityProvider> }) {
  const saml = silo.identityMode === 'saml_jit'
  return (
    <ResourceListPage
      headless
      title="Identity providers"
      create={saml ? { label: 'New identity provider', to: pb.idpsNew({ silo: silo.name }) } : undefined}
      empty={{
        title: 'No identity providers',
        body: saml ? 'Add one so the silo’s users can sign in' : 'Users of a local-only silo sign in with a password',
      }}
      list={list}
      rowKey={(p) => p.id}
      rowName={(p) => p.name}
      columns={[
        {
          header: 'Name',
          cell: (p) => <NameLink to={pb.samlIdp({ silo: silo.name, provider: p.name })}>{p.name}</NameLink>,
        },
        { header: 'Description', cell: (p) => <span className={css({ color: 'fgMuted' })}>{p.description}</span> },
        { header: 'Type', cell: (p) => <Badge variant="info">{p.providerType}</Badge> },
        { header: 'Created', cell: (p) => formatDateTime(p.timeCreated), width: '14rem' },
      ]}
    >
      {!saml && <p className={note}>This silo keeps its own users: identity providers are for SAML silos.</p>}
    </ResourceListPage>
  )
}
