import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Any signed-in editor (the only kind of user this site has). */
export const isEditor = ({ req }: { req: PayloadRequest }): boolean => Boolean(req.user)

export const editorsOnly: Access = ({ req }) => isEditor({ req })

export const editorsOnlyField: FieldAccess = ({ req }) => isEditor({ req })

export const anyone: Access = () => true

/** Visitors read published documents; editors also read drafts. */
export const publishedOrEditor: Access = ({ req }) =>
  isEditor({ req }) ? true : { _status: { equals: 'published' } }
