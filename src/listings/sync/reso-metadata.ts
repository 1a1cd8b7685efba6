import { XMLParser } from 'fast-xml-parser'

/** What a RESO server offers, read from its `$metadata`. */
export type ServiceShape = {
  /** The entity sets of its container (Property, Member, Office, Media…). */
  entitySets: Set<string>
  /** Property's `Media`: a navigation property (sent only with `$expand=Media`), a structural one (always inline), or none. */
  propertyMedia: 'navigation' | 'structural' | null
}

type Named = { '@_Name'?: string }
type EntityType = Named & { Property?: Named[]; NavigationProperty?: Named[] }
type Schema = { EntityType?: EntityType[]; EntityContainer?: Array<{ EntitySet?: Named[] }> }

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  processEntities: false,
  isArray: (name) =>
    ['Schema', 'EntityType', 'EntityContainer', 'EntitySet', 'Property', 'NavigationProperty'].includes(name),
})

/** Reads an OData v4 CSDL XML document (`$metadata`); null when it is not one. */
export function serviceShape(xml: string): ServiceShape | null {
  let doc: { Edmx?: { DataServices?: { Schema?: Schema[] } } }
  try {
    doc = parser.parse(xml) as typeof doc
  } catch {
    return null
  }
  const schemas = doc.Edmx?.DataServices?.Schema
  if (!schemas?.length) return null
  const entitySets = new Set(
    schemas
      .flatMap((s) => s.EntityContainer ?? [])
      .flatMap((c) => c.EntitySet ?? [])
      .map((e) => String(e['@_Name'])),
  )
  const property = schemas.flatMap((s) => s.EntityType ?? []).find((t) => t['@_Name'] === 'Property')
  const has = (list?: Named[]) => Boolean(list?.some((p) => p['@_Name'] === 'Media'))
  return {
    entitySets,
    propertyMedia: has(property?.NavigationProperty) ? 'navigation' : has(property?.Property) ? 'structural' : null,
  }
}
