// The new-disk form's look-up by name, past a cut picker:
// the shared find machine with the disk form's look-up (a project's snapshot,
// or an image of the project, then of the silo).
import { fromPromise } from 'xstate'
import { findMachine, type FindInput } from '../shared/find.machine'
import { findDiskSource } from './disk-form.input'

export const diskSourceFindMachine = (project: string) =>
  findMachine.provide({
    actors: {
      find: fromPromise<unknown, FindInput>(({ input }) =>
        findDiskSource(project, input.scope === 'snapshot' ? 'snapshot' : 'image', input.name),
      ),
    },
  })
