import { useNavigate } from '@tanstack/react-router'
import type { ListProps } from '~/machines/shared/list.connect'
import { isExpired, readCertificateChain } from '~/machines/shared/certificates.rules'
import type { Certificate } from '~/machines/silo/certificates'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, formatDateTime } from '~/views/ui'
import { SERVICE_LABELS } from './certificate-text'
import { muted } from '~/views/ui/text'

type Props = {
  list: ListProps<Certificate>
  onDelete: (cert: Certificate) => void
}


/** The leaf's expiry, read from the chain Nexus hands back; a chain the console cannot read shows a dash. */
function Expires({ cert }: { cert: Certificate }) {
  const leaf = readCertificateChain(cert.cert)?.[0]
  if (!leaf) return <span className={muted}>—</span>
  if (isExpired(leaf)) return <Badge variant="danger">Expired {formatDateTime(leaf.notAfter)}</Badge>
  return <>{formatDateTime(leaf.notAfter)}</>
}

export function CertificatesPage({ list, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="Certificates"
      create={{ label: 'Add certificate', to: pb.certificatesNew() }}
      empty={{
        title: 'No certificates',
        body: "The silo's API and console are served over TLS with these certificates. Add one with its private key.",
      }}
      list={list}
      rowKey={(c) => c.id}
      rowName={(c) => c.name}
      columns={[
        { header: 'Name', cell: (c) => <NameLink to={pb.certificate({ certificate: c.name })}>{c.name}</NameLink> },
        { header: 'Service', cell: (c) => SERVICE_LABELS[c.service] ?? c.service },
        { header: 'Subject', cell: (c) => readCertificateChain(c.cert)?.[0]?.subject ?? <span className={muted}>—</span> },
        { header: 'Expires', cell: (c) => <Expires cert={c} />, width: '14rem' },
        { header: 'Created', cell: (c) => formatDateTime(c.timeCreated), width: '14rem' },
      ]}
      rowActions={(c) => [
        { label: 'View', onSelect: () => void navigate({ to: pb.certificate({ certificate: c.name }) }) },
        { label: 'Delete', danger: true, onSelect: () => onDelete(c) },
      ]}
    />
  )
}
