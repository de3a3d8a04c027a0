// The silo's images and their side modals: a chunk of their own
// (silo-images.routes.tsx).
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { Image, Project } from '~/api'
import {
  deleteImage,
  demoteImageFormInput,
  projectChoicesPage,
  projectImageChoicesPage,
  promoteImageFormInput,
  siloImagesPage,
} from '~/machines/storage/images.input'
import type { Page, PageParams } from '~/machines/shared/list.machine'
import { IMAGE_BULK } from '~/machines/storage/bulk.rules'
import { DemoteImageForm } from '~/views/storage/images/DemoteImageForm'
import { ImageDetails } from '~/views/storage/images/ImageDetails'
import { choicesOf, PromoteImageForm } from '~/views/storage/images/PromoteImageForm'
import { SiloImagesPage } from '~/views/storage/images/SiloImagesPage'
import { routeApi, useBulk, useConfirmDelete, useFormPage, useListPage } from '../kit'
import { pb } from '~/paths'

const imagesRoute = routeApi<Page<Image>>('/authed/silo/silo-images-list')
const imageRoute = routeApi<Image>('/authed/silo/silo-images-list/images/$image/edit')

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
  const image = imageRoute.useLoaderData()
  const navigate = useNavigate()
  return <ImageDetails image={image} onDismiss={() => void navigate({ to: pb.siloImages() })} />
}
