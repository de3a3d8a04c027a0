import { Link, useNavigate } from '@tanstack/react-router'
import type { Project } from '~/api'
import type { ListProps } from '~/machines/list.connect'
import { pb } from '~/routes/paths'
import { ListTable } from '~/views/lists/ListTable'
import { EmptyState, PageHeader, buttonClass, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  list: ListProps<Project>
  onDelete: (project: Project) => void
}

export function ProjectsPage({ list, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <>
      <PageHeader
        title="Projects"
        actions={
          <Link to={pb.projectsNew()} className={buttonClass({ variant: 'primary', size: 'sm' })}>
            New project
          </Link>
        }
      />
      <ListTable
        label="Projects"
        list={list}
        rowKey={(p) => p.id}
        rowName={(p) => p.name}
        columns={[
          {
            header: 'Name',
            cell: (p) => (
              <Link to={pb.project({ project: p.name })} className={css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })}>
                {p.name}
              </Link>
            ),
          },
          { header: 'Description', cell: (p) => <span className={css({ color: 'fgMuted' })}>{p.description}</span> },
          { header: 'Created', cell: (p) => formatDateTime(p.timeCreated), width: '14rem' },
        ]}
        rowActions={(p) => [
          { label: 'Edit', onSelect: () => void navigate({ to: pb.projectEdit({ project: p.name }) }) },
          { label: 'Delete', danger: true, onSelect: () => onDelete(p) },
        ]}
        emptyState={
          <EmptyState
            title="No projects"
            body="You need to create a project to be able to see it here"
            action={
              <Link to={pb.projectsNew()} className={buttonClass({ variant: 'primary', size: 'sm' })}>
                New project
              </Link>
            }
          />
        }
      />
    </>
  )
}
