// The projects list: a chunk of its own, loaded with its route's data
// (projects.routes.tsx) and on link intent. The forms are views themselves.
import type { Project } from '~/api'
import { deleteProject } from '~/machines/projects/projects'
import { ProjectsPage } from '~/views/projects/ProjectsPage'
import { useConfirmDelete, type ListPageProps } from './kit'

// What the routes' loaders call: with the page, not in the app's chunk.
export { fetchProject, projectFormInput, projectsPage } from '~/machines/projects/projects'

export function ProjectsList({ list }: ListPageProps<Project>) {
  const confirmDelete = useConfirmDelete()
  return (
    <ProjectsPage
      list={list}
      onDelete={(p) => void confirmDelete({ noun: 'project', name: p.name, remove: () => deleteProject(p.name) })}
    />
  )
}
