// The projects list: a chunk of its own, loaded with its route's data
// (projects.routes.tsx) and on link intent. The forms are views themselves.
import type { Project } from '~/api'
import { deleteProject, projectDeleteImpact } from '~/machines/projects/projects'
import { pb } from '~/paths'
import { ProjectsPage } from '~/views/projects/ProjectsPage'
import { useConfirmDeleteWithImpact, type ListPageProps } from './kit'

// The create and edit forms' view, fetched with these pages: the route tree every page loads stays light.
export { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'

// What the routes' loaders call: with the page, not in the app's chunk.
export { fetchProject, projectFormInput, projectsPage } from '~/machines/projects/projects'

export function ProjectsList({ list }: ListPageProps<Project>) {
  const confirmDelete = useConfirmDeleteWithImpact()
  const onDelete = (project: string) =>
    void confirmDelete({
      noun: 'project',
      name: project,
      read: () =>
        projectDeleteImpact(project, {
          instance: (instance) => pb.instance({ project, instance }),
          disk: (disk) => pb.disk({ project, disk }),
          snapshot: () => pb.snapshots({ project }),
          image: () => pb.projectImages({ project }),
          vpc: (vpc) => pb.vpc({ project, vpc }),
          floatingIp: (floatingIp) => pb.floatingIpEdit({ project, floatingIp }),
          affinityGroup: (affinityGroup) => pb.affinityGroup({ project, affinityGroup }),
        }),
      impact: (impact) => impact,
      remove: () => deleteProject(project),
    })
  return <ProjectsPage list={list} onDelete={(p) => onDelete(p.name)} />
}
