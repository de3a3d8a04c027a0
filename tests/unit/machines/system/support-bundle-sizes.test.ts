// A bundle page asks for at most MAX_SIZE_READS file sizes, however long the index.
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as api from '~/api'
import { MAX_SIZE_READS, readFileSizes } from '~/machines/system/support-bundles'
afterEach(() => vi.restoreAllMocks())

describe('file sizes of a bundle', () => {
  it('reads the first MAX_SIZE_READS sizes only, with one HEAD each', async () => {
    const head = vi
      .spyOn(api, 'requestRaw')
      .mockImplementation(async () => new Response(null, { headers: { 'content-length': '37' } }))
    const files = Array.from({ length: MAX_SIZE_READS + 50 }, (_, i) => `sled-${i}/log.txt`)
    const sized: string[] = []
    await readFileSizes('b', files, (file) => void sized.push(file))
    expect(head).toHaveBeenCalledTimes(MAX_SIZE_READS)
    expect(sized).toEqual(files.slice(0, MAX_SIZE_READS))
  })
})
