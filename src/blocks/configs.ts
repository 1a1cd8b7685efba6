import { ContactFormConfig } from './ContactForm/config'
import { ContactInfosConfig } from './ContactInfos/config'
import { CtaConfig } from './Cta/config'
import { ErrorBlockConfig } from './ErrorBlock/config'
import { FooterClassicConfig } from './FooterClassic/config'
import { HeaderClassicConfig } from './HeaderClassic/config'
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

export const headerBlocks = [HeaderClassicConfig]
export const footerBlocks = [FooterClassicConfig]
export const pageBlocks = [
  HeroContent1Config, TextBlocksConfig, ImageTextConfig, CtaConfig, ListConfig, QaAccordionConfig,
  ContactInfosConfig, SpacerConfig, ErrorBlockConfig,
  ContactFormConfig, MortgageCalculatorConfig, PropertyAlertFormConfig, PropertyValuationFormConfig,
  PropertySearchConfig, HeroSearchBarConfig,
  PropertiesConfig, PropertiesSliderConfig, SoldPropertiesConfig, FeaturedPropertiesConfig, PropertyCtaConfig, PropertyIframeConfig,
]
