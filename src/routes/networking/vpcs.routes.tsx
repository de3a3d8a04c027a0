// A project's VPCs: the list with 'New VPC' over it, and a VPC's page (its
// properties above tabs; each tab is a child route in its own file, so a
// tab's requests start with its URL) with 'Edit' over it.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
// Unlike other resources', the VPC module is read directly: the frame (in the
// app's chunk, every VPC tab shows it) deletes the VPC, so the module is there anyway.
import { fetchVpc, vpcFormInput, vpcSection, vpcsPage } from '~/machines/networking/vpcs'
import { readSection } from '~/api/sections'
import { pb } from '~/paths'
import { formRoute, listRoute } from '../kit'
import { projectLayout } from '../layouts'
import { VpcPage } from './vpc-frame'

const pages = () => import('./vpcs.pages')
const vpcForm = () => import('~/views/networking/vpcs/VpcForm')

export const vpcsList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'vpcs',
  crumb: (p) => [{ label: 'VPCs', to: pb.vpcs({ project: p.project }) }],
  fetchPage: ({ project }) => vpcsPage(project),
  refreshOn: ['/v1/vpcs', '/v1/vpcs/{vpc}'],
  page: lazyRouteComponent(pages, 'Vpcs'),
  sortByName: true,
  rowTo: ({ project }, vpc) => pb.vpc({ project, vpc }),
})

/** A new VPC opens its own page. */
export const vpcsNewRoute = formRoute({
  getParentRoute: () => vpcsList.layout,
  path: 'vpcs-new',
  crumb: 'New VPC',
  input: ({ project }) => vpcFormInput(project),
  noun: 'VPC',
  verb: 'created',
  closeTo: ({ project }) => pb.vpcs({ project }),
  doneTo: (vpc, { project }) => pb.vpc({ project, vpc: vpc.name }),
  form: lazyRouteComponent(vpcForm, 'VpcForm'),
  props: { mode: 'create' },
})

export const vpcsRoutes = [vpcsList.withModals([vpcsNewRoute])]

/** The VPC page: properties above tabs. */
export const vpcLayout = createRoute({
  getParentRoute: () => projectLayout,
  path: 'vpcs/$vpc',
  staticData: {
    crumb: (p) => [
      { label: 'VPCs', to: pb.vpcs({ project: p.project }) },
      { label: p.vpc, to: pb.vpc({ project: p.project, vpc: p.vpc }) },
    ],
  },
  // The VPC's read leaves with the tab's, but the tab's rows do not wait for
  // it: the header fills in when it answers. A VPC that is not there is the
  // tab's not-found too (its reads answer 404 for it).
  loader: ({ params }) => {
    void readSection(vpcSection(params.project, params.vpc)).catch(() => undefined)
  },
  component: VpcPage,
})

export const vpcIndexRoute = createRoute({
  getParentRoute: () => vpcLayout,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: pb.firewallRules({ project: params.project, vpc: params.vpc }) })
  },
})

/**
 * Edit is a side modal over the VPC page. Its read is the page's own (cached);
 * the page's header follows the save (vpcs.pages.tsx), a rename moves to the
 * VPC's new URL.
 */
export const vpcEditRoute = formRoute({
  getParentRoute: () => vpcLayout,
  path: 'edit',
  crumb: 'Edit',
  load: ({ project, vpc }) => fetchVpc(project, vpc),
  input: ({ project }, vpc) => vpcFormInput(project, vpc),
  noun: 'VPC',
  verb: 'updated',
  closeTo: (p) => pb.vpc({ project: p.project, vpc: p.vpc }),
  doneTo: (updated, { project }) => pb.vpc({ project, vpc: updated.name }),
  form: lazyRouteComponent(vpcForm, 'VpcForm'),
  props: { mode: 'edit' },
})

export const vpcEditRoutes = [vpcEditRoute]
