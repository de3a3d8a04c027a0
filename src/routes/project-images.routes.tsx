// Placeholder: this area's routes are being written.
export const projectImagesRoutes = []
