// The project's and the silo's images and their side modals: a chunk of
// their own (images.routes.tsx).
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { Image, Project } from '~/api'
import type { PageParams } from '~/machines/shared/list.machine'
import {
  deleteImage,
  demoteImageFormInput,
  IMAGE_BULK,
  projectChoicesPage,
  projectImageChoicesPage,
  promoteImage,
  promoteImageFormInput,
  siloImagesPage,
} from '~/machines/storage/images'
import { choicesOf, DemoteImageForm, PromoteImageForm } from '~/views/storage/images/Forms'
import { ImageDetails, ProjectImagesPage, SiloImagesPage } from '~/views/storage/images/ImagesPages'
import { pb } from '~/paths'
import { routeApi, useBulk, useConfirmAction, useConfirmDelete, useFormPage, useListPage, type ListPageProps } from '../kit'

// What the routes' loaders call: with the page, not in the app's chunk.
export { fetchImage, projectImagesPage, siloImagesPage } from '~/machines/storage/images'

export function ProjectImagesList({ list, params: { project } }: ListPageProps<Image>) {
  const confirmAction = useConfirmAction()
  const confirmDelete = useConfirmDelete()
  const onPromote = (i: Image) =>
    void confirmAction({
      title: 'Promote image',
      message: `Promote image ${i.name}? It becomes a silo image, available to every project in the silo, and leaves this project's images.`,
      confirmLabel: 'Promote',
      errorTitle: 'Could not promote image',
      action: () => promoteImage(i.name, project),
      success: `Image ${i.name} promoted`,
    })
  const onDelete = (i: Image) =>
    void confirmDelete({ noun: 'image', name: i.name, remove: () => deleteImage(i.name, project) })
  const selection = useBulk(IMAGE_BULK, async (_, { name }) => {
    await deleteImage(name, project)
    return { ok: true }
  })
  return (
    <ProjectImagesPage project={project} list={list} selection={selection} onPromote={onPromote} onDelete={onDelete} />
  )
}

const projectImageRoute = routeApi('/authed/projects/$project/images-list/images/$image/edit')

export function ProjectImageRoute() {
  const image = projectImageRoute.useLoaderData()
  const { project } = projectImageRoute.useParams()
  const navigate = useNavigate()
  return <ImageDetails image={image} onDismiss={() => void navigate({ to: pb.projectImages({ project }) })} />
}

const imagesRoute = routeApi('/authed/silo/silo-images-list')
const siloImageRoute = routeApi('/authed/silo/silo-images-list/images/$image/edit')

export function SiloImagesListRoute() {
  const { list } = useListPage({
    fetchPage: siloImagesPage,
    initialPage: imagesRoute.useLoaderData(),
    refreshOn: ['/v1/images', '/v1/images/{image}'],
  })
  const confirmDelete = useConfirmDelete()
  const selection = useBulk(IMAGE_BULK, async (_, { name }) => {
    await deleteImage(name)
    return { ok: true }
  })
  // Which side modal is open: a view state (the image is named, not held).
  const [modal, setModal] = useState<{ kind: 'promote' } | { kind: 'demote'; image: string } | null>(null)
  const close = () => setModal(null)
  const onDelete = (i: Image) =>
    void confirmDelete({
      noun: 'image',
      name: i.name,
      message: `Are you sure you want to delete silo image ${i.name}? No project will be able to use it. This cannot be undone.`,
      remove: () => deleteImage(i.name),
    })
  return (
    <>
      <SiloImagesPage
        list={list}
        selection={selection}
        onPromote={() => setModal({ kind: 'promote' })}
        onDemote={(i) => setModal({ kind: 'demote', image: i.name })}
        onDelete={onDelete}
      />
      {modal?.kind === 'promote' && <PromoteImageModal onClose={close} />}
      {modal?.kind === 'demote' && <DemoteImageModal image={modal.image} onClose={close} />}
      <Outlet />
    </>
  )
}

/** Demote: the silo image goes into the project picked here. */
function DemoteImageModal({ image, onClose }: { image: string; onClose: () => void }) {
  const projects = choicesOf(useListPage<Project>({ fetchPage: projectChoicesPage }).list)
  const { form } = useFormPage(demoteImageFormInput(image), {
    noun: 'image',
    verb: 'demoted',
    closeTo: onClose,
    toastTitle: (_, values) => `Image ${image} demoted to project ${values.project}`,
  })
  return (
    <DemoteImageForm
      image={image}
      form={form}
      projects={projects.items}
      more={projects.more}
      loadError={projects.error}
      onDismiss={onClose}
    />
  )
}

/** Promote: pick a project, then one of its images, which becomes a silo image. */
function PromoteImageModal({ onClose }: { onClose: () => void }) {
  const projects = choicesOf(useListPage<Project>({ fetchPage: projectChoicesPage }).list)
  const { form } = useFormPage(promoteImageFormInput(), { noun: 'image', verb: 'promoted', closeTo: onClose })

  // One list of the chosen project's images, read again whenever the choice changes.
  const chosen = useRef('')
  const { actor: imagesActor, list: imageList } = useListPage<Image>({
    fetchPage: (p: PageParams) =>
      chosen.current ? projectImageChoicesPage(chosen.current)(p) : Promise.resolve({ items: [] as Image[] }),
  })
  const images = choicesOf(imageList)
  const chooseProject = (project: string) => {
    // Another project's images are other images: the image choice starts over.
    form.change('project', project)
    form.change('image', '')
    chosen.current = project
    imagesActor.send({ type: 'REFRESH' })
  }

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

export function SiloImageRoute() {
  const image = siloImageRoute.useLoaderData()
  const navigate = useNavigate()
  return <ImageDetails image={image} onDismiss={() => void navigate({ to: pb.siloImages() })} />
}
