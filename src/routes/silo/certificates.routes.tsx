// The silo's TLS certificates (silo admins only): the list, 'Add certificate'
// and one certificate's view, each its own URL.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { pb } from '~/paths'
import { formRoute, listRoute } from '../kit'
import { orNotFound } from '../not-found'
import { siloAdminLayout } from './silo-admin'

const pages = () => import('./certificates.pages')

export const certificatesAdmin = siloAdminLayout('certificates-admin', 'Certificates', "the silo's certificates")

export const certificatesList = listRoute({
  getParentRoute: () => certificatesAdmin,
  path: 'certificates',
  crumb: () => [{ label: 'Certificates', to: pb.certificates() }],
  fetchPage: () => async (q) => (await pages()).certificatesPage(q),
  refreshOn: ['/v1/certificates', '/v1/certificates/{certificate}'],
  page: lazyRouteComponent(pages, 'Certificates'),
})

export const certificatesNewRoute = formRoute({
  getParentRoute: () => certificatesList.layout,
  path: 'certificates-new',
  crumb: 'Add certificate',
  input: async () => (await pages()).certificateFormInput(),
  noun: 'certificate',
  verb: 'added',
  closeTo: () => pb.certificates(),
  form: lazyRouteComponent(pages, 'CertificateForm'),
})

/** Nexus has no call that changes a certificate: its page shows it. */
export const certificateViewRoute = createRoute({
  getParentRoute: () => certificatesList.layout,
  path: 'certificates/$certificate',
  staticData: { crumb: (p) => p.certificate },
  loader: async ({ params }) => orNotFound((await pages()).fetchCertificate(params.certificate)),
  component: lazyRouteComponent(pages, 'CertificateView'),
})

export const certificatesRoutes = [certificatesAdmin.addChildren([certificatesList.withModals([certificatesNewRoute, certificateViewRoute])])]
