// The VPC page's routers tab and a router's page (its properties and routes).
import { useNavigate, Link } from '@tanstack/react-router'
import type { VpcRouter, RouterRoute, RouterRouteKind, VpcRouterKind, RouteDestination, RouteTarget } from '~/api'
import { routerActionDisabledReason, routeChangeDisabledReason } from '~/machines/networking/routers'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime, Button, EmptyState, PageHeader, PropertiesTable, Section, SectionFailure, buttonClass, idProperty, Badge, type BadgeVariant } from '~/views/ui'
import { css } from 'styled-system/css'
import { ListTable } from '~/views/kit/ListTable'
import { mono, muted } from '~/views/ui/text'

type Props = {
  project: string
  vpc: string
  list: ListProps<VpcRouter>
  onDelete: (router: VpcRouter) => void
}

/** The VPC page's routers tab: the system router and the custom ones. */
export function RoutersTab({ project, vpc, list, onDelete }: Props) {
  const navigate = useNavigate()
  const at = (router: VpcRouter) => ({ project, vpc, router: router.name })
  return (
    <ResourceListPage
      headless
      title="Routers"
      create={{ label: 'New router', to: pb.routersNew({ project, vpc }) }}
      empty={{ title: 'No routers', body: 'Routers you create in this VPC show here' }}
      list={list}
      rowKey={(r) => r.id}
      rowName={(r) => r.name}
      columns={[
        { header: 'Name', cell: (r) => <NameLink to={pb.router(at(r))}>{r.name}</NameLink> },
        { header: 'Kind', cell: (r) => <RouterKindBadge kind={r.kind} />, width: '8rem' },
        { header: 'Description', cell: (r) => <span className={css({ color: 'fgMuted' })}>{r.description}</span> },
        { header: 'Created', cell: (r) => formatDateTime(r.timeCreated), width: '14rem' },
      ]}
      rowActions={(r) => {
        const editReason = routerActionDisabledReason(r, 'edit')
        const deleteReason = routerActionDisabledReason(r, 'delete')
        return [
          {
            label: 'Edit',
            disabled: !!editReason,
            disabledReason: editReason,
            onSelect: () => void navigate({ to: pb.routerEdit(at(r)) }),
          },
          { label: 'Delete', danger: true, disabled: !!deleteReason, disabledReason: deleteReason, onSelect: () => onDelete(r) },
        ]
      }}
    />
  )
}

type PageProps = {
  project: string
  vpc: string
  router: VpcRouter
  routes: ListProps<RouterRoute>
  onDeleteRoute: (route: RouterRoute) => void
}

const link = css({ color: 'accent', _hover: { textDecoration: 'underline' } })

/** A router: its properties, then its routes (read-only on the system router). */
export function RouterPage({ project, vpc, router, routes, onDeleteRoute }: PageProps) {
  const navigate = useNavigate()
  const at = { project, vpc, router: router.name }
  // One rule for every route action here: Nexus owns the system router's routes.
  const lockedReason = routeChangeDisabledReason(router)
  const newRoute = lockedReason ? (
    <Button size="sm" disabled disabledReason={lockedReason}>
      New route
    </Button>
  ) : (
    <Link to={pb.routesNew(at)} className={buttonClass({ size: 'sm' })}>
      New route
    </Link>
  )
  return (
    <>
      <PageHeader title={router.name} description={router.description || undefined} />
      <PropertiesTable
        columns={2}
        items={[
          { label: 'Kind', value: <RouterKindBadge kind={router.kind} /> },
          {
            label: 'VPC',
            value: (
              <Link to={pb.vpc({ project, vpc })} className={link}>
                {vpc}
              </Link>
            ),
          },
          { label: 'Created', value: formatDateTime(router.timeCreated) },
          { label: 'Last modified', value: formatDateTime(router.timeModified) },
          idProperty(router.id, 'router'),
        ]}
      />
      <Section title="Routes" actions={newRoute}>
        {routes.error && !routes.rows.length ? (
          <SectionFailure what="the router’s routes" message={routes.error} retry={routes.refresh} />
        ) : (
        <ListTable
          label="Routes"
          list={routes}
          rowKey={(r) => r.id}
          rowName={(r) => r.name}
          columns={[
            { header: 'Name', cell: (r) => <span className={css({ fontWeight: 'medium' })}>{r.name}</span> },
            { header: 'Destination', cell: (r) => <span className={mono}>{routeEndText(r.destination)}</span> },
            {
              header: 'Target',
              cell: (r) =>
                // A route to an internet gateway links to the gateway (its pools and addresses decide the way out).
                r.target.type === 'internet_gateway' ? (
                  <span className={mono}>
                    internet_gateway:{' '}
                    <Link to={pb.internetGateway({ project, vpc, gateway: r.target.value })} className={link}>
                      {r.target.value}
                    </Link>
                  </span>
                ) : (
                  <span className={mono}>{routeEndText(r.target)}</span>
                ),
            },
            { header: 'Kind', cell: (r) => <RouterKindBadge kind={r.kind} />, width: '9rem' },
            { header: 'Description', cell: (r) => <span className={muted}>{r.description}</span> },
          ]}
          rowActions={(r) => [
            {
              label: 'Edit',
              disabled: !!lockedReason,
              disabledReason: lockedReason,
              onSelect: () => void navigate({ to: pb.routeEdit({ ...at, route: r.name }) }),
            },
            {
              label: 'Delete',
              danger: true,
              disabled: !!lockedReason,
              disabledReason: lockedReason,
              onSelect: () => onDeleteRoute(r),
            },
          ]}
          emptyState={
            <EmptyState
              title="No routes"
              body="Traffic follows this router's routes once you add some"
              action={newRoute}
            />
          }
        />
        )}
      </Section>
    </>
  )
}

const variants: Record<VpcRouterKind | RouterRouteKind, BadgeVariant> = {
  system: 'blue',
  custom: 'neutral',
  default: 'blue',
  vpc_subnet: 'purple',
  vpc_peering: 'purple',
}

/** A router's kind (system, custom) or a route's (default, vpc_subnet, …), as the API names it. */
function RouterKindBadge({ kind }: { kind: VpcRouterKind | RouterRouteKind }) {
  return <Badge variant={variants[kind]}>{kind}</Badge>
}

/** A route's destination or target as 'type: value'; a drop target has no value. */
function routeEndText(end: RouteDestination | RouteTarget): string {
  return 'value' in end ? `${end.type}: ${end.value}` : end.type
}
