// The projects pages' components: a chunk of their own, loaded with their
// routes' data (projects.routes.tsx) and on link intent.
import type { Project } from '~/api'
import { deleteProject, type ProjectFormValues } from '~/machines/projects/project-form'
import { ProjectForm } from '~/views/projects/ProjectForm'
import { ProjectsPage } from '~/views/projects/ProjectsPage'
import { useConfirmDelete, type FormRouteProps, type ListPageProps } from './kit'

export function ProjectsList({ list }: ListPageProps<Project>) {
  const confirmDelete = useConfirmDelete()
  return (
    <ProjectsPage
      list={list}
      onDelete={(p) => void confirmDelete({ noun: 'project', name: p.name, remove: () => deleteProject(p.name) })}
    />
  )
}

type Form = FormRouteProps<ProjectFormValues, Project, unknown>

export function CreateProjectForm({ form, onDismiss }: Form) {
  return <ProjectForm title="Create project" submitLabel="Create project" form={form} onDismiss={onDismiss} />
}

export function EditProjectForm({ form, onDismiss }: Form) {
  return <ProjectForm title="Edit project" submitLabel="Update project" form={form} onDismiss={onDismiss} />
}
