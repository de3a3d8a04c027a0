// The certificates list and one certificate's view: a chunk of their own,
// loaded with their routes' data (certificates.routes.tsx), with the add form.
import { useNavigate } from '@tanstack/react-router'
import { deleteCertificate, type Certificate } from '~/machines/silo/certificates'
import { pb } from '~/paths'
import { CertificateDetails } from '~/views/silo/CertificateDetails'
import { CertificatesPage } from '~/views/silo/CertificatesPage'
import { routeApi, useConfirmDelete, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { CertificateForm } from '~/views/silo/CertificateForm'
export { certificateFormInput, certificatesPage, fetchCertificate } from '~/machines/silo/certificates'

const certificateRoute = routeApi('/authed/silo/certificates-admin/certificates-list/certificates/$certificate')

export function Certificates({ list }: ListPageProps<Certificate>) {
  const confirmDelete = useConfirmDelete()
  return (
    <CertificatesPage
      list={list}
      onDelete={(c) =>
        void confirmDelete({
          noun: 'certificate',
          name: c.name,
          message: `Are you sure you want to delete certificate ${c.name}? The silo's API and console stop offering it to browsers and clients; if it is the only one for the silo's domain, they can no longer connect over TLS. This cannot be undone.`,
          remove: () => deleteCertificate(c.name),
        })
      }
    />
  )
}

export function CertificateView() {
  const certificate = certificateRoute.useLoaderData()
  const navigate = useNavigate()
  return <CertificateDetails certificate={certificate} onDismiss={() => void navigate({ to: pb.certificates() })} />
}
