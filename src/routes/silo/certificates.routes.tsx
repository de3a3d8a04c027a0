// The silo's TLS certificates (silo admins only): the list, 'Add certificate'
// and one certificate's view, each its own URL.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { certificatesPage, CERTIFICATE_READS, fetchCertificate } from '~/machines/silo/certificates'
import { pb } from '~/paths'
import { formRoute, listRoute } from '../kit'
import { orNotFound } from '../not-found'
import { siloAdminLayout } from './silo-admin'

const pages = () => import('./certificates.pages')
const certificateForm = () => import('~/views/silo/CertificateForm')
// The form's fields, PEM checks and call load with the form (its route's loader), not with the app.
const certificateInput = () => import('~/machines/silo/certificates')

export const certificatesAdmin = siloAdminLayout('certificates-admin', 'Certificates', "the silo's certificates")

export const certificatesList = listRoute({
  getParentRoute: () => certificatesAdmin,
  path: 'certificates',
  crumb: () => [{ label: 'Certificates', to: pb.certificates() }],
  fetchPage: () => certificatesPage,
  refreshOn: CERTIFICATE_READS,
  page: lazyRouteComponent(pages, 'Certificates'),
})

export const certificatesNewRoute = formRoute({
  getParentRoute: () => certificatesList.layout,
  path: 'certificates-new',
  crumb: 'Add certificate',
  input: async () => (await certificateInput()).certificateFormInput(),
  noun: 'certificate',
  verb: 'added',
  closeTo: () => pb.certificates(),
  form: lazyRouteComponent(certificateForm, 'CertificateForm'),
})

/** Nexus has no call that changes a certificate: its page shows it. */
export const certificateViewRoute = createRoute({
  getParentRoute: () => certificatesList.layout,
  path: 'certificates/$certificate',
  staticData: { crumb: (p) => p.certificate },
  loader: ({ params }) => orNotFound(fetchCertificate(params.certificate)),
  component: lazyRouteComponent(pages, 'CertificateView'),
})

export const certificatesRoutes = [certificatesAdmin.addChildren([certificatesList.withModals([certificatesNewRoute, certificateViewRoute])])]
