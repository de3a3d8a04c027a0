/**
 * A file the user picked, read in the browser (nothing is uploaded): its
 * bytes as base64, as Nexus takes metadata documents and DER keys.
 */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      // A data URL: 'data:<type>;base64,<bytes>'.
      const url = String(reader.result)
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`))
    reader.readAsDataURL(file)
  })
}
