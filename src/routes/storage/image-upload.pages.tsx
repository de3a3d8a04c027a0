// Uploading an image file into a project: the form and the upload machine
// (a chunk of its own, see image-upload.routes.tsx).
// The form's submit is the whole upload (runUpload), so the form stays busy
// while it runs and a failed or cancelled upload returns to the form with its
// values and the upload's account of what happened. Leaving mid-upload asks
// first, then cancels and waits for the cleanup before going.
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { waitFor } from 'xstate'
import type { Image } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { connectImageUpload, type ImageUploadProps } from '~/machines/storage/image-upload.connect'
import { imageUploadFormInput, imageUploadFormMachine, type ImageUploadValues } from '~/machines/storage/image-upload-form'
import { imageUploadMachine, runUpload, type ImageUploadActor } from '~/machines/storage/image-upload.machine'
import { ImageUploadPage } from '~/views/storage/images/upload/ImageUploadPage'
import { ConfirmDialog, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { imageUploadRoute } from './image-upload.routes'
import { usePageActor } from '../page-actor'
import { pb } from '~/paths'
import { useOnDone } from '../use-on-done'

const RUNNING = new Set<ImageUploadProps['status']>(['running', 'cancelling'])
const isRunning = (actor: ImageUploadActor) => RUNNING.has(connectImageUpload(actor.getSnapshot(), () => {}).status)

function LeaveGuard({ upload, status }: { upload: ImageUploadActor; status: ImageUploadProps['status'] }) {
  const shouldBlock = useCallback(() => isRunning(upload), [upload])
  const blocker = useBlocker({ shouldBlockFn: shouldBlock, enableBeforeUnload: shouldBlock, withResolver: true })
  const leave = async () => {
    upload.send({ type: 'CANCEL' })
    await waitFor(upload, (s) => !RUNNING.has(connectImageUpload(s, () => {}).status))
    blocker.proceed?.()
  }
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Cancel the upload?"
      message="Leaving this page cancels the upload and deletes the temporary disk and snapshot it made."
      confirmLabel="Cancel upload and leave"
      danger
      confirming={status === 'cancelling'}
      onConfirm={() => void leave()}
      onCancel={() => blocker.reset?.()}
    />
  )
}

function ImageUpload({ project }: { project: string }) {
  const navigate = useNavigate()
  const toast = useToast()
  const upload = usePageActor(imageUploadMachine, { input: { project } })
  const uploadProps = useConnect(upload, connectImageUpload)
  const formActor = usePageActor(imageUploadFormMachine, {
    input: imageUploadFormInput((values) => runUpload(upload, values)),
  })
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
      <LeaveGuard upload={upload} status={uploadProps.status} />
    </>
  )
}

export function ImageUploadRoute() {
  const { project } = imageUploadRoute.useParams()
  // Another project is another page: its machines start over.
  return <ImageUpload key={project} project={project} />
}
