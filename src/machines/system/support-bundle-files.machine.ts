// An active bundle's files on its page: the index (read once), the files'
// sizes (HEADs, a few at a time, each shown as it comes: the index has none),
// and one small text file read to be shown in place.
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { errorMessage } from '../shared/error-message.rules'
import { readFileSizes, readFileText, readIndex, type IndexEntry } from './support-bundles'
export type BundleFilesInput = { bundleId: string }

export type Viewing = { file: string; text?: string; error?: string }

export type BundleFilesContext = {
  bundleId: string
  index: IndexEntry[]
  sizes: Record<string, number>
  error?: string
  /** The file shown in place: its text once read, or why it could not be. */
  viewing?: Viewing
}

export type BundleFilesEvent =
  | { type: 'SIZE'; file: string; size: number }
  | { type: 'VIEW'; file: string }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }

export const bundleFilesMachine = setup({
  types: {
    input: {} as BundleFilesInput,
    context: {} as BundleFilesContext,
    events: {} as BundleFilesEvent,
  },
  actors: {
    readIndex: fromPromise<IndexEntry[], { bundleId: string }>(({ input, signal }) => readIndex(input.bundleId, signal)),
    readSizes: fromCallback<BundleFilesEvent, { bundleId: string; files: string[] }>(({ input, sendBack }) => {
      const abort = new AbortController()
      void readFileSizes(input.bundleId, input.files, (file, size) => sendBack({ type: 'SIZE', file, size }), abort.signal)
      return () => abort.abort()
    }),
    readText: fromPromise<string, { bundleId: string; file: string }>(({ input }) => readFileText(input.bundleId, input.file)),
  },
}).createMachine({
  id: 'bundleFiles',
  context: ({ input }) => ({ bundleId: input.bundleId, index: [], sizes: {} }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'readIndex',
        input: ({ context }) => ({ bundleId: context.bundleId }),
        onDone: { target: 'loaded', actions: assign({ index: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    loaded: {
      invoke: {
        src: 'readSizes',
        input: ({ context }) => ({ bundleId: context.bundleId, files: context.index.filter((e) => !e.isDir).map((e) => e.path) }),
      },
      on: { SIZE: { actions: assign({ sizes: ({ context, event }) => ({ ...context.sizes, [event.file]: event.size }) }) } },
      initial: 'browsing',
      states: {
        browsing: { on: { VIEW: { target: 'reading', actions: assign({ viewing: ({ event }) => ({ file: event.file }) }) } } },
        reading: {
          invoke: {
            src: 'readText',
            input: ({ context }) => ({ bundleId: context.bundleId, file: context.viewing!.file }),
            onDone: { target: 'viewing', actions: assign({ viewing: ({ context, event }) => ({ ...context.viewing!, text: event.output }) }) },
            onError: {
              target: 'viewing',
              actions: assign({ viewing: ({ context, event }) => ({ ...context.viewing!, error: errorMessage(event.error) }) }),
            },
          },
          on: { CLOSE: { target: 'browsing', actions: assign({ viewing: undefined }) } },
        },
        viewing: { on: { CLOSE: { target: 'browsing', actions: assign({ viewing: undefined }) } } },
      },
    },
  },
})

export type BundleFilesMachine = typeof bundleFilesMachine
