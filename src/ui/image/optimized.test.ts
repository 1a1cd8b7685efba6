import { imageConfigDefault } from 'next/dist/shared/lib/image-config'
import { describe, expect, it } from 'vitest'
import nextConfig from '../../../next.config'
import { imageConfig, optimizedImage } from './optimized'

describe('optimizedImage', () => {
  it('uses the image sizes Next.js serves (a width it does not allow answers 400)', () => {
    const images = { ...imageConfigDefault, ...(nextConfig.images ?? {}) }
    expect(imageConfig.deviceSizes).toEqual(images.deviceSizes)
    expect(imageConfig.imageSizes).toEqual(images.imageSizes)
    expect(images.qualities ?? [75]).toContain(imageConfig.quality)
  })

  it('gives w descriptors from sizes, skipping widths below the smallest viewport share', () => {
    const img = optimizedImage({ src: '/api/media/file/a b.jpg', sizes: '(min-width: 992px) 50vw, 100vw' })
    expect(img.sizes).toBe('(min-width: 992px) 50vw, 100vw')
    expect(img.srcSet.split(', ')[0]).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa%20b.jpg&w=384&q=75 384w')
    expect(img.src).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa%20b.jpg&w=3840&q=75')
  })

  it('gives 1x/2x for a fixed width', () => {
    const img = optimizedImage({ src: '/logo.png', width: 180 })
    expect(img.srcSet).toBe('/_next/image?url=%2Flogo.png&w=256&q=75 1x, /_next/image?url=%2Flogo.png&w=384&q=75 2x')
    expect(img.sizes).toBeUndefined()
  })
})
