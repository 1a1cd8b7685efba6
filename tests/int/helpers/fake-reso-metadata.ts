/**
 * The fake server's `$metadata`: an OData v4 CSDL XML document (OData CSDL XML 4.0 §3–§13) with
 * RESO Data Dictionary entity types. Photos are either a Media entity set (RESO's Media resource)
 * or, as on CREA's DDF, only a `Media` navigation property of Property, contained in it.
 */
const fields: Record<string, Array<[string, string]>> = {
  Property: [
    ['ListingKey', 'Edm.String'],
    ['ModificationTimestamp', 'Edm.DateTimeOffset'],
    ['StandardStatus', 'Edm.String'],
    ['ListPrice', 'Edm.Decimal'],
    ['City', 'Edm.String'],
    ['UnparsedAddress', 'Edm.String'],
    ['Latitude', 'Edm.Decimal'],
    ['Longitude', 'Edm.Decimal'],
  ],
  Member: [
    ['MemberKey', 'Edm.String'],
    ['ModificationTimestamp', 'Edm.DateTimeOffset'],
    ['MemberFullName', 'Edm.String'],
  ],
  Office: [
    ['OfficeKey', 'Edm.String'],
    ['ModificationTimestamp', 'Edm.DateTimeOffset'],
    ['OfficeName', 'Edm.String'],
  ],
  Media: [
    ['MediaKey', 'Edm.String'],
    ['ResourceRecordKey', 'Edm.String'],
    ['ResourceName', 'Edm.String'],
    ['MediaURL', 'Edm.String'],
    ['Order', 'Edm.Int32'],
  ],
}
const keys: Record<string, string> = {
  Property: 'ListingKey',
  Member: 'MemberKey',
  Office: 'OfficeKey',
  Media: 'MediaKey',
}

export function metadataXml(media: 'resource' | 'expand'): string {
  const types = Object.entries(fields).map(([name, props]) =>
    [
      `<EntityType Name="${name}"><Key><PropertyRef Name="${keys[name]}"/></Key>`,
      ...props.map(([p, t]) => `<Property Name="${p}" Type="${t}"/>`),
      name === 'Property' && media === 'expand'
        ? '<NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)" ContainsTarget="true"/>'
        : '',
      '</EntityType>',
    ].join(''),
  )
  const sets = ['Property', 'Member', 'Office', ...(media === 'resource' ? ['Media'] : [])].map(
    (s) => `<EntitySet Name="${s}" EntityType="org.reso.metadata.${s}"/>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0"><edmx:DataServices>',
    '<Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="org.reso.metadata">',
    ...types,
    '</Schema>',
    '<Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="org.reso.metadata.container">',
    '<EntityContainer Name="Default">',
    ...sets,
    '</EntityContainer></Schema>',
    '</edmx:DataServices></edmx:Edmx>',
  ].join('\n')
}
