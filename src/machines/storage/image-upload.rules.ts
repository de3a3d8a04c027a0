// What the upload page asks of a running upload (spec §2 Behaviour): leaving
// while it is in flight asks first, then cancels it and waits for its cleanup.
import type { ImageUploadSnapshot } from './image-upload.machine'
import { connectImageUpload, type UploadStatus } from './image-upload.connect'

const IN_FLIGHT = new Set<UploadStatus>(['running', 'cancelling'])

/** An upload is in flight while it runs, and while a cancel waits for its calls to end. */
export const uploadInFlight = (snapshot: ImageUploadSnapshot): boolean =>
  IN_FLIGHT.has(connectImageUpload(snapshot, () => {}).status)
