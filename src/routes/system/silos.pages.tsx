// The silos list: a chunk of its own, small, loaded with the list's data
// (silos.routes.tsx) and on link intent; the silo page is silo.pages.tsx.
import type { Silo } from '~/api'
import { deleteSilo, silosListWrites } from '~/machines/system/silos'
import { SilosPage } from '~/views/system/silos/SilosPage'
import { siloDeleteImpact } from '~/machines/system/delete-impacts'
import { pb } from '~/paths'
import { useConfirmDeleteWithImpact, type ListPageProps } from '../kit'
import { useFleetWrites } from './fleet-writes'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { SiloForm } from '~/views/system/silos/SiloForm'
export { siloFormInput, silosPage } from '~/machines/system/silos'

export function Silos({ list }: ListPageProps<Silo>) {
  const confirmDelete = useConfirmDeleteWithImpact()
  const writes = useFleetWrites(silosListWrites)
  return (
    <SilosPage
      list={list}
      write={writes.silos}
      onDelete={(s) =>
        void confirmDelete({
          noun: 'silo',
          name: s.name,
          remove: () => deleteSilo(s.name),
          message: `Delete silo ${s.name}? Its users, groups, identity providers and IP pool links go with it.`,
          read: () => siloDeleteImpact(s, { project: (project) => pb.project({ project }) }),
          impact: (impact) => impact,
        })
      }
    />
  )
}
