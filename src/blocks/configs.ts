import { ContactFormConfig } from './ContactForm/config'
import { ContactInfosConfig } from './ContactInfos/config'
import { CtaConfig } from './Cta/config'
import { ErrorBlockConfig } from './ErrorBlock/config'
import { FooterClassicConfig } from './FooterClassic/config'
import { HeaderClassicConfig } from './HeaderClassic/config'
import { HeaderMegamenuConfig } from './HeaderMegamenu/config'
import { HeaderOutOfNormConfig } from './HeaderOutOfNorm/config'
import { HeroContent1Config } from './HeroContent1/config'
import { ImageTextConfig } from './ImageText/config'
import { ListConfig } from './List/config'
import { MortgageCalculatorConfig } from './MortgageCalculator/config'
import { PropertyAlertFormConfig } from './PropertyAlertForm/config'
import { PropertyValuationFormConfig } from './PropertyValuationForm/config'
import { PropertySearchConfig } from './PropertySearch/config'
import { HeroSearchBarConfig } from './HeroSearchBar/config'
import { FeaturedPropertiesConfig } from './FeaturedProperties/config'
import { PropertiesConfig } from './Properties/config'
import { PropertiesSliderConfig } from './PropertiesSlider/config'
import { PropertyCtaConfig } from './PropertyCta/config'
import { PropertyIframeConfig } from './PropertyIframe/config'
import { SoldPropertiesConfig } from './SoldProperties/config'
import { QaAccordionConfig } from './QaAccordion/config'
import { SpacerConfig } from './Spacer/config'
import { TextBlocksConfig } from './TextBlocks/config'
import { MemberCardsConfig } from './MemberCards/config'
import { OfficesConfig } from './Offices/config'
import { PostsArchiveConfig } from './PostsArchive/config'
import { BlogGridConfig } from './BlogGrid/config'
import { FeaturedPostConfig } from './FeaturedPost/config'
import { HeroContent2Config } from './HeroContent2/config'
import { HeroCtaConfig } from './HeroCta/config'
import { HeroInfosConfig, HeroProfilePageConfig } from './HeroInfos/config'
import { HeroLandingPageConfig } from './HeroLandingPage/config'
import { HeroSliderConfig } from './HeroSlider/config'
import { BrokerTestimonialsConfig } from './BrokerTestimonials/config'
import { GoogleReviewsConfig } from './GoogleReviews/config'
import { TestimonialsSliderConfig } from './TestimonialsSlider/config'
import { TestimonialsConfig } from './Testimonials/config'
import { RewardsConfig } from './Rewards/config'
import { StatisticsConfig } from './Statistics/config'
import { HighlightsConfig } from './Highlights/config'
import { DoubleCtaConfig } from './DoubleCta/config'
import { IconCtaCardConfig } from './IconCtaCard/config'
import { MultiRedirectHorizontalConfig } from './MultiRedirectHorizontal/config'
import { MultiRedirectVerticalConfig } from './MultiRedirectVertical/config'
import { CarouselCardsConfig } from './CarouselCards/config'
import { MediasCarouselConfig } from './MediasCarousel/config'
import { ScriptBlockConfig } from './ScriptBlock/config'
import { DevTestConfig } from './DevTest/config'
import { AuthorConfig } from './Author/config'
import { CategoryCardConfig } from './CategoryCard/config'
import { CategoriesSliderConfig } from './CategoriesSlider/config'
import { TeamMembersConfig } from './TeamMembers/config'
import { MembersSearchConfig } from './MembersSearch/config'
import { PartnersConfig } from './Partners/config'
import { BankPartnersConfig } from './BankPartners/config'
import { CoordinatesMapConfig } from './CoordinatesMap/config'
import { FullWidthMapConfig } from './FullWidthMap/config'
import { MembersCarouselConfig } from './MembersCarousel/config'
import { FavouritesConfig } from './Favourites/config'
import { RecentlyViewedConfig } from './RecentlyViewed/config'

export const headerBlocks = [HeaderClassicConfig, HeaderMegamenuConfig, HeaderOutOfNormConfig]
export const footerBlocks = [FooterClassicConfig]
export const pageBlocks = [
  HeroContent1Config,
  TextBlocksConfig,
  ImageTextConfig,
  CtaConfig,
  ListConfig,
  QaAccordionConfig,
  ContactInfosConfig,
  SpacerConfig,
  ErrorBlockConfig,
  ContactFormConfig,
  MortgageCalculatorConfig,
  PropertyAlertFormConfig,
  PropertyValuationFormConfig,
  PropertySearchConfig,
  HeroSearchBarConfig,
  PropertiesConfig,
  PropertiesSliderConfig,
  SoldPropertiesConfig,
  FeaturedPropertiesConfig,
  PropertyCtaConfig,
  PropertyIframeConfig,
  MemberCardsConfig,
  OfficesConfig,
  PostsArchiveConfig,
  BlogGridConfig,
  FeaturedPostConfig,
  HeroContent2Config,
  HeroCtaConfig,
  HeroInfosConfig,
  HeroProfilePageConfig,
  HeroLandingPageConfig,
  HeroSliderConfig,
  BrokerTestimonialsConfig,
  GoogleReviewsConfig,
  TestimonialsSliderConfig,
  TestimonialsConfig,
  RewardsConfig,
  StatisticsConfig,
  HighlightsConfig,
  DoubleCtaConfig,
  IconCtaCardConfig,
  MultiRedirectHorizontalConfig,
  MultiRedirectVerticalConfig,
  CarouselCardsConfig,
  MediasCarouselConfig,
  ScriptBlockConfig,
  DevTestConfig,
  AuthorConfig,
  CategoryCardConfig,
  CategoriesSliderConfig,
  TeamMembersConfig,
  MembersSearchConfig,
  PartnersConfig,
  BankPartnersConfig,
  CoordinatesMapConfig,
  FullWidthMapConfig,
  MembersCarouselConfig,
  FavouritesConfig,
  RecentlyViewedConfig,
]

/** Every block type an editor can store, in the order of the lists above (no renderer imported). */
export const storedBlockTypes: string[] = [...headerBlocks, ...footerBlocks, ...pageBlocks].map((b) => b.slug)
