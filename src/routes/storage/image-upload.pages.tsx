// Uploading an image file into a project: the form and the upload machine
// (a chunk of its own, see image-upload.routes.tsx).
// The form's submit is the whole upload (runUpload), so the form stays busy
// while it runs and a failed or cancelled upload returns to the form with its
// values and the upload's account of what happened. Leaving mid-upload asks
// first, then cancels and waits for the cleanup before going.
import { useNavigate } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import type { Image } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { imageUploadFormInput, imageUploadFormMachine, type ImageUploadValues } from '~/machines/storage/image-upload'
import { connectImageUpload, runUpload, uploadInFlight } from '~/machines/storage/image-upload.connect'
import { imageUploadMachine } from '~/machines/storage/image-upload.machine'
import { ImageUploadPage } from '~/views/storage/images/upload/ImageUploadPage'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { pb } from '~/paths'
import { LeaveGuard, routeApi, useDraft, useOpenForm } from '../kit'
import { usePageActor } from '../page-actor'
import { useOnDone } from '../use-on-done'

const uploadRoute = routeApi('/authed/projects/$project/images-new')

function ImageUpload({ project }: { project: string }) {
  const navigate = useNavigate()
  const toast = useToast()
  const upload = usePageActor(imageUploadMachine, { input: { project } })
  const uploadProps = useConnect(upload, connectImageUpload)
  const input = imageUploadFormInput((values) => runUpload(upload, values))
  // What was typed before a session ended comes back (kit/drafts.ts); the chosen file is never kept.
  const draft = useDraft('image upload', input.initialValues)
  const formActor = usePageActor(imageUploadFormMachine, { input: draft.values ? { ...input, values: draft.values } : input })
  useOpenForm(draft.key, formActor)
  const form = useConnect(formActor, connectForm<ImageUploadValues, Image>)

  useOnDone<Image>(formActor, (image) => {
    toast({ title: `Image ${image.name} uploaded`, variant: 'success' })
    const { leftovers } = connectImageUpload(upload.getSnapshot(), () => {})
    if (leftovers.length) {
      toast({
        title: 'Temporary resources left behind',
        description: leftovers.join(' '),
        variant: 'error',
        timeoutMs: null,
      })
    }
    void navigate({ to: pb.projectImages({ project }) })
  })

  return (
    <>
      <ImageUploadPage
        form={form}
        upload={uploadProps}
        onCancel={() => void navigate({ to: pb.projectImages({ project }) })}
      />
      <LeaveGuard
        shouldBlock={() => uploadInFlight(upload.getSnapshot())}
        title="Cancel the upload?"
        message="Leaving this page cancels the upload and deletes the temporary disk and snapshot it made."
        confirmLabel="Cancel upload and leave"
        confirming={uploadProps.status === 'cancelling'}
        beforeLeave={async () => {
          upload.send({ type: 'CANCEL' })
          await waitFor(upload, (s) => !uploadInFlight(s))
        }}
      />
    </>
  )
}

export function ImageUploadRoute() {
  const { project } = uploadRoute.useParams()
  // Another project is another page: its machines start over.
  return <ImageUpload key={project} project={project} />
}
