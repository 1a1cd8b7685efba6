/**
 * The towns the synthetic feed generator places its listings in (a sample, not a reference: the
 * importer accepts any municipality a feed names and learns it, src/listings/feed/municipalities.ts):
 * geographic code, name, administrative region, approximate centre and population in thousands
 * (the generator's weight).
 */
export type Municipality = { code: string; name: string; region: string; lat: number; lng: number; pop: number }

const m = (code: string, name: string, region: string, lat: number, lng: number, pop: number): Municipality => ({
  code,
  name,
  region,
  lat,
  lng,
  pop,
})

export const quebecMunicipalities: readonly Municipality[] = [
  m('66023', 'Montréal', 'Montréal', 45.5089, -73.5617, 1762),
  m('66142', 'Dollard-des-Ormeaux', 'Montréal', 45.4943, -73.8246, 49),
  m('66097', 'Pointe-Claire', 'Montréal', 45.4487, -73.8167, 33),
  m('66102', 'Kirkland', 'Montréal', 45.45, -73.8667, 20),
  m('66107', 'Beaconsfield', 'Montréal', 45.4333, -73.8667, 19),
  m('66072', 'Mont-Royal', 'Montréal', 45.5167, -73.65, 21),
  m('66058', 'Côte-Saint-Luc', 'Montréal', 45.465, -73.665, 34),
  m('66032', 'Westmount', 'Montréal', 45.4833, -73.6, 20),
  m('65005', 'Laval', 'Laval', 45.5833, -73.75, 438),
  m('58227', 'Longueuil', 'Montérégie', 45.5312, -73.5181, 254),
  m('58007', 'Brossard', 'Montérégie', 45.45, -73.4667, 91),
  m('58033', 'Boucherville', 'Montérégie', 45.5917, -73.4361, 41),
  m('58037', 'Saint-Bruno-de-Montarville', 'Montérégie', 45.5333, -73.35, 27),
  m('58012', 'Saint-Lambert', 'Montérégie', 45.5, -73.5, 22),
  m('59010', 'Sainte-Julie', 'Montérégie', 45.5833, -73.3333, 30),
  m('59020', 'Varennes', 'Montérégie', 45.6833, -73.4333, 21),
  m('57005', 'Chambly', 'Montérégie', 45.45, -73.2833, 31),
  m('57040', 'Beloeil', 'Montérégie', 45.5667, -73.2, 24),
  m('57035', 'Mont-Saint-Hilaire', 'Montérégie', 45.5667, -73.1833, 19),
  m('56083', 'Saint-Jean-sur-Richelieu', 'Montérégie', 45.3071, -73.2625, 98),
  m('67050', 'Châteauguay', 'Montérégie', 45.38, -73.75, 50),
  m('67035', 'Saint-Constant', 'Montérégie', 45.3667, -73.5667, 29),
  m('67015', 'La Prairie', 'Montérégie', 45.4167, -73.5, 26),
  m('67020', 'Candiac', 'Montérégie', 45.3833, -73.5167, 22),
  m('67025', 'Sainte-Catherine', 'Montérégie', 45.4, -73.5833, 17),
  m('70052', 'Salaberry-de-Valleyfield', 'Montérégie', 45.25, -74.1333, 42),
  m('71083', 'Vaudreuil-Dorion', 'Montérégie', 45.4, -74.0333, 43),
  m('71105', 'Saint-Lazare', 'Montérégie', 45.4, -74.1333, 22),
  m('54048', 'Saint-Hyacinthe', 'Montérégie', 45.6167, -72.95, 57),
  m('47017', 'Granby', 'Montérégie', 45.4, -72.7333, 69),
  m('46078', 'Bromont', 'Montérégie', 45.3167, -72.65, 11),
  m('46080', 'Cowansville', 'Montérégie', 45.2, -72.75, 14),
  m('53052', 'Sorel-Tracy', 'Montérégie', 46.0333, -73.1167, 35),
  m('64008', 'Terrebonne', 'Lanaudière', 45.7, -73.6333, 119),
  m('64015', 'Mascouche', 'Lanaudière', 45.75, -73.6, 51),
  m('60013', 'Repentigny', 'Lanaudière', 45.7422, -73.45, 86),
  m('61025', 'Joliette', 'Lanaudière', 46.0167, -73.45, 21),
  m('62037', 'Rawdon', 'Lanaudière', 46.05, -73.7167, 12),
  m('73015', 'Blainville', 'Laurentides', 45.6667, -73.8833, 59),
  m('73005', 'Boisbriand', 'Laurentides', 45.6167, -73.8333, 28),
  m('73010', 'Sainte-Thérèse', 'Laurentides', 45.6333, -73.85, 26),
  m('73020', 'Rosemère', 'Laurentides', 45.6333, -73.8, 14),
  m('73025', 'Lorraine', 'Laurentides', 45.6333, -73.7833, 9),
  m('72005', 'Saint-Eustache', 'Laurentides', 45.565, -73.905, 45),
  m('74005', 'Mirabel', 'Laurentides', 45.65, -74.0833, 61),
  m('75017', 'Saint-Jérôme', 'Laurentides', 45.7803, -74.0036, 80),
  m('75040', 'Prévost', 'Laurentides', 45.8667, -74.0833, 14),
  m('77043', 'Saint-Sauveur', 'Laurentides', 45.9, -74.1667, 11),
  m('77022', 'Sainte-Adèle', 'Laurentides', 45.95, -74.1333, 14),
  m('78032', 'Sainte-Agathe-des-Monts', 'Laurentides', 46.05, -74.2833, 11),
  m('78102', 'Mont-Tremblant', 'Laurentides', 46.1167, -74.6, 10),
  m('81017', 'Gatineau', 'Outaouais', 45.4765, -75.7013, 291),
  m('23027', 'Québec', 'Capitale-Nationale', 46.8139, -71.208, 549),
  m('23057', 'L’Ancienne-Lorette', 'Capitale-Nationale', 46.8, -71.35, 17),
  m('23072', 'Saint-Augustin-de-Desmaures', 'Capitale-Nationale', 46.7333, -71.4667, 20),
  m('25213', 'Lévis', 'Chaudière-Appalaches', 46.8, -71.1833, 149),
  m('29073', 'Saint-Georges', 'Chaudière-Appalaches', 46.1167, -70.6667, 33),
  m('31084', 'Thetford Mines', 'Chaudière-Appalaches', 46.1, -71.3, 26),
  m('43027', 'Sherbrooke', 'Estrie', 45.4, -71.9, 172),
  m('45072', 'Magog', 'Estrie', 45.2667, -72.15, 28),
  m('37067', 'Trois-Rivières', 'Mauricie', 46.35, -72.55, 139),
  m('36033', 'Shawinigan', 'Mauricie', 46.5667, -72.75, 50),
  m('49058', 'Drummondville', 'Centre-du-Québec', 45.8833, -72.4833, 79),
  m('39062', 'Victoriaville', 'Centre-du-Québec', 46.05, -71.9667, 48),
  m('94068', 'Saguenay', 'Saguenay–Lac-Saint-Jean', 48.4167, -71.0667, 145),
  m('93042', 'Alma', 'Saguenay–Lac-Saint-Jean', 48.55, -71.65, 31),
  m('10043', 'Rimouski', 'Bas-Saint-Laurent', 48.45, -68.5333, 49),
  m('12072', 'Rivière-du-Loup', 'Bas-Saint-Laurent', 47.8333, -69.5333, 20),
  m('86042', 'Rouyn-Noranda', 'Abitibi-Témiscamingue', 48.2333, -79.0167, 42),
  m('89008', 'Val-d’Or', 'Abitibi-Témiscamingue', 48.1, -77.7833, 33),
  m('96020', 'Baie-Comeau', 'Côte-Nord', 49.2167, -68.15, 21),
  m('97007', 'Sept-Îles', 'Côte-Nord', 50.2, -66.3833, 25),
]

export const municipalityByCode = new Map(quebecMunicipalities.map((x) => [x.code, x]))

/** Match a feed's City against the list: case, accents, apostrophes and dashes do not matter. */
export const cityKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`]/g, "'")
    .replace(/[\s-]+/g, ' ')
    .trim()
    .toLowerCase()
