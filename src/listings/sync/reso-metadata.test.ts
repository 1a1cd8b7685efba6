import { describe, expect, it } from 'vitest'
import { serviceShape } from './reso-metadata'

const csdl = (types: string, sets: string[]) => `<?xml version="1.0" encoding="utf-8"?>
<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx"><edmx:DataServices>
<Schema Namespace="org.reso.metadata" xmlns="http://docs.oasis-open.org/odata/ns/edm">${types}
<EntityContainer Name="Default">${sets.map((s) => `<EntitySet Name="${s}" EntityType="org.reso.metadata.${s}"/>`).join('')}</EntityContainer>
</Schema></edmx:DataServices></edmx:Edmx>`

describe('a RESO server’s $metadata', () => {
  it('tells its entity sets, and that Property has no Media when it declares none', () => {
    const shape = serviceShape(
      csdl(
        '<EntityType Name="Property"><Key><PropertyRef Name="ListingKey"/></Key><Property Name="ListingKey" Type="Edm.String"/></EntityType>',
        ['Property', 'Member', 'Office', 'Media'],
      ),
    )
    expect(shape).toEqual({ entitySets: new Set(['Property', 'Member', 'Office', 'Media']), propertyMedia: null })
  })

  it('tells a Media navigation property (DDF) from an inline Media collection', () => {
    const nav =
      '<EntityType Name="Property"><Property Name="ListingKey" Type="Edm.String"/><NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)"/></EntityType>'
    expect(serviceShape(csdl(nav, ['Property', 'Member', 'Office']))?.propertyMedia).toBe('navigation')
    const inline =
      '<EntityType Name="Property"><Property Name="Media" Type="Collection(org.reso.metadata.MediaItem)"/></EntityType>'
    expect(serviceShape(csdl(inline, ['Property']))?.propertyMedia).toBe('structural')
  })

  it('answers null for what is not CSDL', () => {
    expect(serviceShape('{"error":"not found"}')).toBeNull()
    expect(serviceShape('<html><body>Login</body></html>')).toBeNull()
  })
})
