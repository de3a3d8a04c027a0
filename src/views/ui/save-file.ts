/** Saves a blob as `name` through the browser's own download. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  // The browser has taken the URL by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
