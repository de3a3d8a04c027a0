import { createRoute, Outlet, useNavigate } from '@tanstack/react-router'
import { useCallback, useRef, useState } from 'react'
import { PAGE_SIZE, type Image, type Project } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import {
  allProjectImagesPage,
  allProjectsPage,
  deleteImage,
  demoteImageFormInput,
  demoteImageFormMachine,
  fetchImage,
  promoteImageFormInput,
  promoteImageFormMachine,
  siloImagesPage,
  type DemoteImageValues,
  type PromoteImageValues,
} from '~/machines/storage/image-actions'
import { connectList, type ListProps } from '~/machines/shared/list.connect'
import { createListMachine, type PageParams } from '~/machines/shared/list.machine'
import { DemoteImageForm } from '~/views/storage/images/DemoteImageForm'
import { ImageDetails } from '~/views/storage/images/ImageDetails'
import { PromoteImageForm, type Choices } from '~/views/storage/images/PromoteImageForm'
import { SiloImagesPage } from '~/views/storage/images/SiloImagesPage'
import { useConfirm, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { siloLayout } from '../layouts'
import { orNotFound } from '../not-found'
import { usePageActor, useRefreshOnInvalidate } from '../page-actor'
import { pb } from '../paths'
import { useOnDone } from '../use-on-done'

const imageList = createListMachine<Image>()
const projectChoices = createListMachine<Project>()
const imageChoices = createListMachine<Image>()

/** A picker's list: undefined items while it (re)loads, so a stale list is never offered. */
function choices<T>(list: ListProps<T>): Choices<T> {
  const busy = list.isLoading || list.isFetching || list.isRefreshing
  return { items: busy || list.error ? undefined : list.rows, error: list.error }
}

/** The silo's images stay mounted under the image's side modal. */
export const siloImagesListLayout = createRoute({
  getParentRoute: () => siloLayout,
  id: 'silo-images-list',
  staticData: { crumb: () => [{ label: 'Images', to: pb.siloImages() }] },
  // The first page loads with the route, so a failure is the page's error.
  loader: () => siloImagesPage({ limit: PAGE_SIZE }),
  component: function SiloImagesListRoute() {
    const actor = usePageActor(imageList, {
      input: { fetchPage: siloImagesPage, initialPage: siloImagesListLayout.useLoaderData() },
    })
    const list = useConnect(actor, connectList<Image>)
    useRefreshOnInvalidate('/v1/images', useCallback(() => actor.send({ type: 'REFRESH' }), [actor]))
    const confirm = useConfirm()
    const toast = useToast()
    // Which side modal is open: a view state (the image is named, not held).
    const [modal, setModal] = useState<{ kind: 'promote' } | { kind: 'demote'; image: string } | null>(null)
    const close = () => setModal(null)
    const onDelete = (i: Image) =>
      void confirm({
        title: 'Delete image',
        message: `Are you sure you want to delete silo image ${i.name}? No project will be able to use it. This cannot be undone.`,
        confirmLabel: 'Delete',
        danger: true,
        action: () => deleteImage(i.name).then(() => toast({ title: `Image ${i.name} deleted`, variant: 'success' })),
      })
    return (
      <>
        <SiloImagesPage
          list={list}
          onPromote={() => setModal({ kind: 'promote' })}
          onDemote={(i) => setModal({ kind: 'demote', image: i.name })}
          onDelete={onDelete}
        />
        {modal?.kind === 'promote' && <PromoteImageModal onClose={close} />}
        {modal?.kind === 'demote' && <DemoteImageModal image={modal.image} onClose={close} />}
        <Outlet />
      </>
    )
  },
})

/** Demote: the silo image goes into the project picked here. */
function DemoteImageModal({ image, onClose }: { image: string; onClose: () => void }) {
  const toast = useToast()
  const projectsActor = usePageActor(projectChoices, { input: { fetchPage: allProjectsPage } })
  const projects = choices(useConnect(projectsActor, connectList<Project>))
  const actor = usePageActor(demoteImageFormMachine, { input: demoteImageFormInput(image) })
  const form = useConnect(actor, connectForm<DemoteImageValues, Image>)
  useOnDone<Image>(actor, () => {
    toast({ title: `Image ${image} demoted to project ${actor.getSnapshot().context.values.project}`, variant: 'success' })
    onClose()
  })
  return (
    <DemoteImageForm
      image={image}
      form={form}
      projects={projects.items}
      loadError={projects.error}
      onDismiss={onClose}
    />
  )
}

/** Promote: pick a project, then one of its images, which becomes a silo image. */
function PromoteImageModal({ onClose }: { onClose: () => void }) {
  const toast = useToast()
  const projectsActor = usePageActor(projectChoices, { input: { fetchPage: allProjectsPage } })
  const projects = choices(useConnect(projectsActor, connectList<Project>))
  const actor = usePageActor(promoteImageFormMachine, { input: promoteImageFormInput() })
  const form = useConnect(actor, connectForm<PromoteImageValues, Image>)

  // One list of the chosen project's images, read again whenever the choice changes.
  const chosen = useRef('')
  const imagesActor = usePageActor(imageChoices, {
    input: {
      fetchPage: (p: PageParams) =>
        chosen.current ? allProjectImagesPage(chosen.current)(p) : Promise.resolve({ items: [] as Image[] }),
    },
  })
  const images = choices(useConnect(imagesActor, connectList<Image>))
  const chooseProject = (project: string) => {
    // Another project's images are other images: the image choice starts over.
    form.change('project', project)
    form.change('image', '')
    chosen.current = project
    imagesActor.send({ type: 'REFRESH' })
  }

  useOnDone<Image>(actor, (i) => {
    toast({ title: `Image ${i.name} promoted`, variant: 'success' })
    onClose()
  })
  return (
    <PromoteImageForm
      form={form}
      projects={projects}
      images={form.values.project ? images : undefined}
      onProjectChange={chooseProject}
      onDismiss={onClose}
    />
  )
}

export const siloImagesRoute = createRoute({
  getParentRoute: () => siloImagesListLayout,
  path: 'images',
})

/** Nexus has no call that changes an image: the 'edit' page shows its properties. */
export const siloImageEditRoute = createRoute({
  getParentRoute: () => siloImagesListLayout,
  path: 'images/$image/edit',
  staticData: { crumb: (p) => p.image },
  loader: ({ params }) => orNotFound(fetchImage(params.image)),
  component: function SiloImageRoute() {
    const image = siloImageEditRoute.useLoaderData()
    const navigate = useNavigate()
    return <ImageDetails image={image} onDismiss={() => void navigate({ to: pb.siloImages() })} />
  },
})

export const siloImagesRoutes = [siloImagesListLayout.addChildren([siloImagesRoute, siloImageEditRoute])]
