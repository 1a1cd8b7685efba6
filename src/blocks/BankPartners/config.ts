import { image, L, repeater, text, textarea } from '../catalogue-fields'
import { defineBlock } from '../defineBlock'
import { infoListField, personFields } from '../TeamMembers/config'

/**
 * Bank partners (spec 2 §3 "Bank partner": logo, name, employees_repeater of person_avatar,
 * person_name, person_subtitle, list_items_repeater), filtered by the bank's name.
 */
export const BankPartnersConfig = defineBlock('bank_partners', { fr: 'Partenaires bancaires', en: 'Bank partners' }, [
  text('main_title', L.mainTitle),
  textarea('description', L.description),
  repeater('banks', { fr: 'Institutions financières', en: 'Banks' }, [
    image('logo', { fr: 'Logo', en: 'Logo' }),
    text('name', { fr: 'Nom de l’institution', en: 'Bank name' }, true),
    repeater('employees', { fr: 'Conseillers', en: 'Employees' }, [...personFields, infoListField]),
  ]),
])
