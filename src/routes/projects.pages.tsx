// The projects list: a chunk of its own, loaded with its route's data
// (projects.routes.tsx) and on link intent. The forms are views themselves.
import type { Project } from '~/api'
import { deleteProject } from '~/machines/projects/projects'
import { ProjectsPage } from '~/views/projects/ProjectsPage'
import { useConfirmDelete, type ListPageProps } from './kit'

export function ProjectsList({ list }: ListPageProps<Project>) {
  const confirmDelete = useConfirmDelete()
  return (
    <ProjectsPage
      list={list}
      onDelete={(p) => void confirmDelete({ noun: 'project', name: p.name, remove: () => deleteProject(p.name) })}
    />
  )
}
