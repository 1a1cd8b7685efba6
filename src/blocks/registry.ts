import type { ComponentType } from 'react'
import type { BlockData } from '@/domain/page-response'
import { ContactFormBlock } from './ContactForm/Component'
import { ContactInfos } from './ContactInfos/Component'
import { Cta } from './Cta/Component'
import { ErrorBlock } from './ErrorBlock/Component'
import { FooterClassic } from './FooterClassic/Component'
import { HeaderClassic } from './HeaderClassic/Component'
import { HeaderMegamenu } from './HeaderMegamenu/Component'
import { HeaderOutOfNorm } from './HeaderOutOfNorm/Component'
import { HeroContent1 } from './HeroContent1/Component'
import { ImageText } from './ImageText/Component'
import { List } from './List/Component'
import { MortgageCalculator } from './MortgageCalculator/Component'
import { PropertyAlertForm } from './PropertyAlertForm/Component'
import { PropertyValuationForm } from './PropertyValuationForm/Component'
import { PropertySearch } from './PropertySearch/Component'
import { HeroSearchBar } from './HeroSearchBar/Component'
import { ListingDetail } from './ListingDetail/Component'
import { BrokerProfile } from './BrokerProfile/Component'
import { BlogPost } from './BlogPost/Component'
import { FeaturedProperties } from './FeaturedProperties/Component'
import { Properties } from './Properties/Component'
import { PropertiesSlider } from './PropertiesSlider/Component'
import { PropertyCta } from './PropertyCta/Component'
import { PropertyIframe } from './PropertyIframe/Component'
import { SoldProperties } from './SoldProperties/Component'
import { QaAccordion } from './QaAccordion/Component'
import { Spacer } from './Spacer/Component'
import { TextBlocks } from './TextBlocks/Component'
import { MemberCards } from './MemberCards/Component'
import { Offices } from './Offices/Component'
import { PostsArchive } from './PostsArchive/Component'
import { BlogGrid } from './BlogGrid/Component'
import { FeaturedPost } from './FeaturedPost/Component'
import { HeroContent2 } from './HeroContent2/Component'
import { HeroCta } from './HeroCta/Component'
import { HeroInfos } from './HeroInfos/Component'
import { HeroLandingPage } from './HeroLandingPage/Component'
import { HeroSlider } from './HeroSlider/Component'
import { BrokerTestimonials } from './BrokerTestimonials/Component'
import { GoogleReviews } from './GoogleReviews/Component'
import { TestimonialsSlider } from './TestimonialsSlider/Component'
import { Testimonials } from './Testimonials/Component'
import { Rewards } from './Rewards/Component'
import { Statistics } from './Statistics/Component'
import { Highlights } from './Highlights/Component'
import { DoubleCta } from './DoubleCta/Component'
import { IconCtaCard } from './IconCtaCard/Component'
import { MultiRedirectHorizontal } from './MultiRedirectHorizontal/Component'
import { MultiRedirectVertical } from './MultiRedirectVertical/Component'
import { CarouselCards } from './CarouselCards/Component'
import { MediasCarousel } from './MediasCarousel/Component'
import { ScriptBlock } from './ScriptBlock/Component'
import { DevTest } from './DevTest/Component'
import { Author } from './Author/Component'
import { CategoryCard } from './CategoryCard/Component'
import { CategoriesSlider } from './CategoriesSlider/Component'
import { TeamMembers } from './TeamMembers/Component'
import { MembersSearch } from './MembersSearch/Component'
import { Partners } from './Partners/Component'
import { BankPartners } from './BankPartners/Component'
import { CoordinatesMap } from './CoordinatesMap/Component'
import { FullWidthMap } from './FullWidthMap/Component'
import { MembersCarousel } from './MembersCarousel/Component'
import { Favourites } from './Favourites/Component'
import { RecentlyViewed } from './RecentlyViewed/Component'
import type { AnyBlock, BlockProps, RenderableType } from './types'

/** block_type → the renderer of exactly that block's props. A type without a renderer does not compile. */
type Registry = { [K in RenderableType]: ComponentType<BlockProps<K>> }

export const blockRegistry: Registry = {
  header_classic: HeaderClassic,
  header_megamenu: HeaderMegamenu,
  header_out_of_norm: HeaderOutOfNorm,
  footer_classic: FooterClassic,
  hero_content_1: HeroContent1,
  text_blocks: TextBlocks,
  image_text: ImageText,
  cta: Cta,
  list: List,
  qa_accordion: QaAccordion,
  contact_infos: ContactInfos,
  spacer: Spacer,
  error_block: ErrorBlock,
  contact_form: ContactFormBlock,
  mortgage_calculator: MortgageCalculator,
  property_alert_form: PropertyAlertForm,
  property_valuation_form: PropertyValuationForm,
  property_search: PropertySearch,
  hero_search_bar: HeroSearchBar,
  properties: Properties,
  properties_slider: PropertiesSlider,
  sold_properties: SoldProperties,
  featured_properties: FeaturedProperties,
  property_cta: PropertyCta,
  property_iframe: PropertyIframe,
  member_cards: MemberCards,
  offices: Offices,
  posts_archive: PostsArchive,
  blog_grid: BlogGrid,
  featured_post: FeaturedPost,
  hero_content_2: HeroContent2,
  hero_cta: HeroCta,
  hero_infos: HeroInfos,
  hero_profile_page: HeroInfos,
  hero_landing_page: HeroLandingPage,
  hero_slider: HeroSlider,
  broker_testimonials: BrokerTestimonials,
  google_reviews: GoogleReviews,
  testimonials_slider: TestimonialsSlider,
  testimonials: Testimonials,
  rewards: Rewards,
  statistics: Statistics,
  highlights: Highlights,
  double_cta: DoubleCta,
  icon_cta_card: IconCtaCard,
  multi_redirect_horizontal: MultiRedirectHorizontal,
  multi_redirect_vertical: MultiRedirectVertical,
  carousel_cards: CarouselCards,
  medias_carousel: MediasCarousel,
  script_block: ScriptBlock,
  dev_test: DevTest,
  author: Author,
  category_card: CategoryCard,
  categories_slider: CategoriesSlider,
  team_members_carousel: TeamMembers,
  members_search: MembersSearch,
  partners: Partners,
  bank_partners: BankPartners,
  coordinates_map: CoordinatesMap,
  full_width_map: FullWidthMap,
  members_carousel: MembersCarousel,
  favourites: Favourites,
  recently_viewed: RecentlyViewed,
  // Built by the resolver (the public listing, broker and post pages), never stored in the CMS.
  listing_detail: ListingDetail,
  broker_profile: BrokerProfile,
  blog_post: BlogPost,
}

/**
 * The one trusted boundary: a block read from the store or the resolver is taken to match the
 * generated types of its block_type (the store validated it against the same schema).
 */
export const isRenderable = (block: BlockData): block is BlockData & AnyBlock =>
  Object.hasOwn(blockRegistry, block.block_type)

/** The renderer of one block type; the registry's mapped type ties the component to its props. */
export const rendererFor = <K extends RenderableType>(type: K): Registry[K] => blockRegistry[type]
