import { blogGridLoader } from './BlogGrid/loader'
import { featuredPostLoader } from './FeaturedPost/loader'
import { memberCardsLoader } from './MemberCards/loader'
import { officesLoader } from './Offices/loader'
import { postsArchiveLoader } from './PostsArchive/loader'
import { propertiesLoader } from './Properties/loader'
import { propertiesSliderLoader } from './PropertiesSlider/loader'
import { propertySearchLoader } from './PropertySearch/loader'
import { soldPropertiesLoader } from './SoldProperties/loader'

/**
 * block_type → the loader beside the block (`<Block>/loader.ts`): the one way a block gets data that
 * is not in its fields. The page layer runs them (src/views/block-data.ts); components never query.
 */
export const blockLoaders = {
  blog_grid: blogGridLoader,
  featured_post: featuredPostLoader,
  member_cards: memberCardsLoader,
  offices: officesLoader,
  posts_archive: postsArchiveLoader,
  properties: propertiesLoader,
  properties_slider: propertiesSliderLoader,
  property_search: propertySearchLoader,
  sold_properties: soldPropertiesLoader,
}
