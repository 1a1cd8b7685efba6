import { Gutter } from '@payloadcms/ui'
import type { ServerProps } from 'payload'
import { isAgencyAdmin } from '@/access'
import { newSiteLabels } from './labels'

/** Above the sites list, for agency administrators: the way to /admin/new-site. */
export function NewSiteLink({ i18n, payload, user }: ServerProps) {
  if (!isAgencyAdmin(user)) return null
  return (
    <Gutter>
      <a
        className="btn btn--style-secondary btn--size-medium"
        style={{ margin: '0 0 8px' }}
        href={`${payload.config.routes.admin}/new-site`}
      >
        {newSiteLabels(i18n.language).link}
      </a>
    </Gutter>
  )
}
