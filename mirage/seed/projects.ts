// Projects. empty-project has nothing in it (not even a VPC), so it is the one
// that can be deleted as seeded.
import type { Store } from '../store'
import { ids } from './ids'
import { stamps } from './time'

export function seedProjects(store: Store) {
  const project = (id: string, siloId: string, name: string, description: string, day: number) =>
    store.create('project', { id, siloId, name, description, ...stamps(day, day + 1) })
  project(ids.project.mock, ids.silo.mazeWar, 'mock-project', 'The project with a bit of everything', 3)
  project(ids.project.other, ids.silo.mazeWar, 'other-project', 'A second project', 4)
  project(ids.project.empty, ids.silo.mazeWar, 'empty-project', 'Nothing in here yet', 6)
  project(ids.project.research, ids.silo.myriad, 'myriad-research', 'A project in the SAML silo', 7)
}
