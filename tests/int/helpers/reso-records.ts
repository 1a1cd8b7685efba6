/**
 * Records as a RESO Web API server sends them (Data Dictionary 2.0 names; a field the listing lacks
 * comes as null, as OData JSON writes it): towns outside any short list, keys with dashes, dots,
 * spaces and slashes, a listing without coordinates, one without UnparsedAddress, an Office
 * (no coordinates in that resource) and a Member whose MemberDesignation is a Collection.
 */
const listing = (key: string, over: Record<string, unknown>) => ({
  ListingKey: key,
  ListingId: key.replace(/\D/g, ''),
  StandardStatus: 'Active',
  MlsStatus: 'Active',
  PropertyType: 'Residential',
  PropertySubType: 'Single Family Residence',
  ListPrice: 489000,
  UnparsedAddress: null,
  StreetNumber: null,
  StreetName: null,
  StreetSuffix: null,
  UnitNumber: null,
  City: null,
  StateOrProvince: 'QC',
  PostalCode: null,
  Country: 'CA',
  Latitude: null,
  Longitude: null,
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  LivingArea: 1650,
  LivingAreaUnits: 'Square Feet',
  NewConstructionYN: false,
  SpecialListingConditions: ['Standard'],
  PublicRemarks: 'Maison de campagne, grand terrain boisé.',
  ListAgentKey: 'MAP-AGENT-1',
  ListAgentFullName: 'Anne Després',
  ListOfficeKey: 'MAP-OFFICE-1',
  ListOfficeName: 'Agence des Cantons',
  OnMarketTimestamp: '2026-11-02T14:00:00Z',
  ModificationTimestamp: '2026-11-20T10:00:00Z',
  ...over,
})

export const townListings = [
  listing('3yd-TESTMLS-5508001', {
    UnparsedAddress: '12 rue Principale Nord',
    City: 'Sutton',
    PostalCode: 'J0E 2K0',
    Latitude: 45.1063,
    Longitude: -72.6163,
  }),
  listing('TESTMLS-5508002', {
    UnparsedAddress: '40 rue Saint-Jean-Baptiste',
    City: 'Baie-Saint-Paul',
    PostalCode: 'G3Z 1M3',
    Latitude: 47.442,
    Longitude: -70.4986,
    ListPrice: 615000,
  }),
  listing('TESTMLS.5508003', {
    UnparsedAddress: '3 chemin Magog',
    City: 'North Hatley',
    PostalCode: 'J0B 2C0',
    Latitude: 45.2766,
    Longitude: -71.9743,
    PropertySubType: 'Cabin',
  }),
  // No UnparsedAddress: the street comes from its parts.
  listing('TESTMLS 5508004', {
    StreetNumber: '275',
    StreetName: 'Knowlton',
    StreetSuffix: 'Road',
    UnitNumber: '2',
    City: 'Lac-Brome',
    Latitude: 45.2164,
    Longitude: -72.5133,
  }),
  // No coordinates: published without a map marker.
  listing('TESTMLS/5508005', {
    UnparsedAddress: '88 rue Maple',
    City: 'Sutton',
    PropertySubType: 'Condominium',
    ListPrice: 329000,
  }),
]

export const townOffice = {
  OfficeKey: 'MAP-OFFICE-1',
  OfficeMlsId: 'AGC',
  OfficeName: 'Agence des Cantons',
  OfficeAddress1: '5 rue Principale Sud',
  OfficeAddress2: null,
  OfficeCity: 'Sutton',
  OfficeStateOrProvince: 'QC',
  OfficePostalCode: 'J0E 2K0',
  OfficePhone: '450-555-0190',
  OfficeEmail: 'info@cantons.example',
  OfficeStatus: 'Active',
  ModificationTimestamp: '2026-11-01T00:00:00Z',
}

export const townMember = {
  MemberKey: 'MAP-AGENT-1',
  MemberMlsId: 'AD1',
  MemberFullName: 'Anne Després',
  MemberFirstName: 'Anne',
  MemberLastName: 'Després',
  MemberType: 'MLS Member',
  MemberDesignation: ['Courtier immobilier résidentiel', 'Certified Residential Specialist'],
  MemberPreferredPhone: '450-555-0191',
  MemberEmail: 'anne@cantons.example',
  OfficeKey: 'MAP-OFFICE-1',
  MemberStatus: 'Active',
  ModificationTimestamp: '2026-11-01T00:00:00Z',
}
