// For render tests only: the content blocks' islands imported directly (next/dynamic renders nothing
// under react-dom/server in a test). Use with vi.mock('@/ui/catalogue/Lazy.client', () => import('@/ui/catalogue/eager-islands')).
export { Carousel as CarouselLazy, ThumbsCarousel as ThumbsCarouselLazy } from './Carousel.client'
export { DevTabs as DevTabsLazy } from './DevTabs.client'
export { ReadMore as ReadMoreLazy } from './ReadMore.client'
export { ShowMore as ShowMoreLazy } from './ShowMore.client'
export { TruncatedTestimony as TruncatedTestimonyLazy } from './TruncatedTestimony.client'
