import type { ComponentType } from 'react'
import type { Footer, Header, Page } from '@/payload-types'
import { ContactFormBlock } from './ContactForm/Component'
import { ContactInfos } from './ContactInfos/Component'
import { Cta } from './Cta/Component'
import { ErrorBlock } from './ErrorBlock/Component'
import { FooterClassic } from './FooterClassic/Component'
import { HeaderClassic } from './HeaderClassic/Component'
import { HeroContent1 } from './HeroContent1/Component'
import { ImageText } from './ImageText/Component'
import { List } from './List/Component'
import { MortgageCalculator } from './MortgageCalculator/Component'
import { PropertyAlertForm } from './PropertyAlertForm/Component'
import { PropertyValuationForm } from './PropertyValuationForm/Component'
import { PropertySearch } from './PropertySearch/Component'
import { HeroSearchBar } from './HeroSearchBar/Component'
import { ListingDetail } from './ListingDetail/Component'
import { FeaturedProperties } from './FeaturedProperties/Component'
import { Properties } from './Properties/Component'
import { PropertiesSlider } from './PropertiesSlider/Component'
import { PropertyCta } from './PropertyCta/Component'
import { PropertyIframe } from './PropertyIframe/Component'
import { SoldProperties } from './SoldProperties/Component'
import { QaAccordion } from './QaAccordion/Component'
import { Spacer } from './Spacer/Component'
import { TextBlocks } from './TextBlocks/Component'
import type { BlockProps } from './types'

type TypesOf<T> = T extends { blockType: infer K } ? K : never
/** Every block type the CMS can store (from the generated Payload types). */
export type BlockType =
  | TypesOf<NonNullable<Page['content']>[number]>
  | TypesOf<NonNullable<Header['blocks']>[number]>
  | TypesOf<NonNullable<Footer['blocks']>[number]>

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = ComponentType<BlockProps<any>>

/** block_type → renderer. A block type without a renderer is a compile error. */
export const blockRegistry = {
  header_classic: HeaderClassic,
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
} satisfies Record<BlockType, AnyBlock>

/** Blocks the resolver builds itself (never stored in the CMS): the public listing page. */
export const resolverBlocks = {
  listing_detail: ListingDetail,
} satisfies Record<string, AnyBlock>

export function rendererFor(type: string): AnyBlock | null {
  return (blockRegistry as Record<string, AnyBlock>)[type] ?? (resolverBlocks as Record<string, AnyBlock>)[type] ?? null
}
