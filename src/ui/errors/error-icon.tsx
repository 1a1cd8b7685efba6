import { Icon } from '../Icon'

/** The large icon of an error view, by icon name (server side: the icon map stays out of client code). */
export const errorIcon = (name: string) => (
  <Icon name={name} size={56} className={name === 'spinner' ? 'error-view__icon spin' : 'error-view__icon'} />
)
