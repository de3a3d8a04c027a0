import { useNavigate } from '@tanstack/react-router'
import type { Project } from '~/api'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  list: ListProps<Project>
  onDelete: (project: Project) => void
}

export function ProjectsPage({ list, onDelete }: Props) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="Projects"
      create={{ label: 'New project', to: pb.projectsNew() }}
      empty={{ title: 'No projects', body: 'You need to create a project to be able to see it here' }}
      list={list}
      rowKey={(p) => p.id}
      rowName={(p) => p.name}
      columns={[
        { header: 'Name', cell: (p) => <NameLink to={pb.project({ project: p.name })}>{p.name}</NameLink> },
        { header: 'Description', cell: (p) => <span className={css({ color: 'fgMuted' })}>{p.description}</span> },
        { header: 'Created', cell: (p) => formatDateTime(p.timeCreated), width: '14rem' },
      ]}
      rowActions={(p) => [
        { label: 'Edit', onSelect: () => void navigate({ to: pb.projectEdit({ project: p.name }) }) },
        { label: 'Delete', danger: true, onSelect: () => onDelete(p) },
      ]}
    />
  )
}
