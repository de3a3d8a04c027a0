import { Link, useNavigate } from '@tanstack/react-router'
import type { RouterRoute, VpcRouter } from '~/api'
import { routeChangeDisabledReason } from '~/machines/networking/route-form.input'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { Button, EmptyState, PageHeader, PropertiesTable, Section, buttonClass, formatDateTime, idProperty } from '~/views/ui'
import { css } from 'styled-system/css'
import { routeEndText } from './route-text'
import { RouterKindBadge } from './RouterKindBadge'
import { mono, muted } from '~/views/ui/text'

type Props = {
  project: string
  vpc: string
  router: VpcRouter
  routes: ListProps<RouterRoute>
  onDeleteRoute: (route: RouterRoute) => void
}

const link = css({ color: 'accent', _hover: { textDecoration: 'underline' } })

/** A router: its properties, then its routes (read-only on the system router). */
export function RouterPage({ project, vpc, router, routes, onDeleteRoute }: Props) {
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
        <ListTable
          label="Routes"
          list={routes}
          rowKey={(r) => r.id}
          rowName={(r) => r.name}
          columns={[
            { header: 'Name', cell: (r) => <span className={css({ fontWeight: 'medium' })}>{r.name}</span> },
            { header: 'Destination', cell: (r) => <span className={mono}>{routeEndText(r.destination)}</span> },
            { header: 'Target', cell: (r) => <span className={mono}>{routeEndText(r.target)}</span> },
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
      </Section>
    </>
  )
}
