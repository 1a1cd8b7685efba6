import * as migration_20261123_095903_initial from './20261123_095903_initial';
import * as migration_20261123_103517_content_directory from './20261123_103517_content_directory';
import * as migration_20261123_104359_leads_and_forms from './20261123_104359_leads_and_forms';
import * as migration_20261123_134223_property_blocks from './20261123_134223_property_blocks';
import * as migration_20261123_200000_listings from './20261123_200000_listings';
import * as migration_20261123_210000_listings_bucket_index from './20261123_210000_listings_bucket_index';
import * as migration_20261123_220000_listings_open_house_index from './20261123_220000_listings_open_house_index';
import * as migration_20261123_230000_directory_feed_keys from './20261123_230000_directory_feed_keys';
import * as migration_20261125_160000_listing_feed_sync from './20261125_160000_listing_feed_sync';
import * as migration_20261125_164648_blocks_blog_people_feed from './20261125_164648_blocks_blog_people_feed';
import * as migration_20261126_075141_blocks_headers_people_text from './20261126_075141_blocks_headers_people_text';
import * as migration_20261126_091858_places_maps_members_carousel from './20261126_091858_places_maps_members_carousel';
import * as migration_20261126_120000_property_alert_deliveries from './20261126_120000_property_alert_deliveries';
import * as migration_20261126_123647_sites from './20261126_123647_sites';
import * as migration_20261126_124016_drop_site_global from './20261126_124016_drop_site_global';
import * as migration_20261126_171136_site_people from './20261126_171136_site_people';
import * as migration_20261126_171347_media_storage_fields from './20261126_171347_media_storage_fields';
import * as migration_20261126_171500_existing_sites_keep_directory from './20261126_171500_existing_sites_keep_directory';
import * as migration_20261126_180000_listing_owner_indexes from './20261126_180000_listing_owner_indexes';
import * as migration_20261126_201951_merged_schema_snapshot from './20261126_201951_merged_schema_snapshot';
import * as migration_20261127_140000_listing_optional_coordinates from './20261127_140000_listing_optional_coordinates';
import * as migration_20261127_140100_office_optional_coordinates from './20261127_140100_office_optional_coordinates';
import * as migration_20261127_141000_listing_sources from './20261127_141000_listing_sources';
import * as migration_20261127_141100_listing_feed_auth_scope from './20261127_141100_listing_feed_auth_scope';
import * as migration_20261127_142000_listing_feed_rejects from './20261127_142000_listing_feed_rejects';
import * as migration_20261127_144736_merged_schema_snapshot from './20261127_144736_merged_schema_snapshot';
import * as migration_20261127_174000_brand_footer_variants from './20261127_174000_brand_footer_variants';
import * as migration_20261127_211000_site_tags_consent_records from './20261127_211000_site_tags_consent_records';
import * as migration_20261127_212000_lead_workspace from './20261127_212000_lead_workspace';
import * as migration_20261127_213000_translation_parity from './20261127_213000_translation_parity';
import * as migration_20261127_214000_favourites_recently_viewed from './20261127_214000_favourites_recently_viewed';
import * as migration_20261127_220242_merged_schema_snapshot from './20261127_220242_merged_schema_snapshot';
import * as migration_20261128_002230_video_captions from './20261128_002230_video_captions';
import * as migration_20261128_050000_lead_shared_shortlist from './20261128_050000_lead_shared_shortlist';
import * as migration_20261128_050100_merged_schema_snapshot from './20261128_050100_merged_schema_snapshot';
import * as migration_20261128_050200_lead_dashboard_index from './20261128_050200_lead_dashboard_index';

export const migrations = [
  {
    up: migration_20261123_095903_initial.up,
    down: migration_20261123_095903_initial.down,
    name: '20261123_095903_initial',
  },
  {
    up: migration_20261123_103517_content_directory.up,
    down: migration_20261123_103517_content_directory.down,
    name: '20261123_103517_content_directory',
  },
  {
    up: migration_20261123_104359_leads_and_forms.up,
    down: migration_20261123_104359_leads_and_forms.down,
    name: '20261123_104359_leads_and_forms',
  },
  {
    up: migration_20261123_134223_property_blocks.up,
    down: migration_20261123_134223_property_blocks.down,
    name: '20261123_134223_property_blocks',
  },
  {
    up: migration_20261123_200000_listings.up,
    down: migration_20261123_200000_listings.down,
    name: '20261123_200000_listings',
  },
  {
    up: migration_20261123_210000_listings_bucket_index.up,
    down: migration_20261123_210000_listings_bucket_index.down,
    name: '20261123_210000_listings_bucket_index',
  },
  {
    up: migration_20261123_220000_listings_open_house_index.up,
    down: migration_20261123_220000_listings_open_house_index.down,
    name: '20261123_220000_listings_open_house_index',
  },
  {
    up: migration_20261123_230000_directory_feed_keys.up,
    down: migration_20261123_230000_directory_feed_keys.down,
    name: '20261123_230000_directory_feed_keys',
  },
  {
    up: migration_20261125_160000_listing_feed_sync.up,
    down: migration_20261125_160000_listing_feed_sync.down,
    name: '20261125_160000_listing_feed_sync',
  },
  {
    up: migration_20261125_164648_blocks_blog_people_feed.up,
    down: migration_20261125_164648_blocks_blog_people_feed.down,
    name: '20261125_164648_blocks_blog_people_feed',
  },
  {
    up: migration_20261126_075141_blocks_headers_people_text.up,
    down: migration_20261126_075141_blocks_headers_people_text.down,
    name: '20261126_075141_blocks_headers_people_text',
  },
  {
    up: migration_20261126_091858_places_maps_members_carousel.up,
    down: migration_20261126_091858_places_maps_members_carousel.down,
    name: '20261126_091858_places_maps_members_carousel',
  },
  {
    up: migration_20261126_120000_property_alert_deliveries.up,
    down: migration_20261126_120000_property_alert_deliveries.down,
    name: '20261126_120000_property_alert_deliveries',
  },
  {
    up: migration_20261126_123647_sites.up,
    down: migration_20261126_123647_sites.down,
    name: '20261126_123647_sites',
  },
  {
    up: migration_20261126_124016_drop_site_global.up,
    down: migration_20261126_124016_drop_site_global.down,
    name: '20261126_124016_drop_site_global',
  },
  {
    up: migration_20261126_171136_site_people.up,
    down: migration_20261126_171136_site_people.down,
    name: '20261126_171136_site_people',
  },
  {
    up: migration_20261126_171347_media_storage_fields.up,
    down: migration_20261126_171347_media_storage_fields.down,
    name: '20261126_171347_media_storage_fields',
  },
  {
    up: migration_20261126_171500_existing_sites_keep_directory.up,
    down: migration_20261126_171500_existing_sites_keep_directory.down,
    name: '20261126_171500_existing_sites_keep_directory',
  },
  {
    up: migration_20261126_180000_listing_owner_indexes.up,
    down: migration_20261126_180000_listing_owner_indexes.down,
    name: '20261126_180000_listing_owner_indexes',
  },
  {
    up: migration_20261126_201951_merged_schema_snapshot.up,
    down: migration_20261126_201951_merged_schema_snapshot.down,
    name: '20261126_201951_merged_schema_snapshot',
  },
  {
    up: migration_20261127_140000_listing_optional_coordinates.up,
    down: migration_20261127_140000_listing_optional_coordinates.down,
    name: '20261127_140000_listing_optional_coordinates',
  },
  {
    up: migration_20261127_140100_office_optional_coordinates.up,
    down: migration_20261127_140100_office_optional_coordinates.down,
    name: '20261127_140100_office_optional_coordinates',
  },
  {
    up: migration_20261127_141000_listing_sources.up,
    down: migration_20261127_141000_listing_sources.down,
    name: '20261127_141000_listing_sources',
  },
  {
    up: migration_20261127_141100_listing_feed_auth_scope.up,
    down: migration_20261127_141100_listing_feed_auth_scope.down,
    name: '20261127_141100_listing_feed_auth_scope',
  },
  {
    up: migration_20261127_142000_listing_feed_rejects.up,
    down: migration_20261127_142000_listing_feed_rejects.down,
    name: '20261127_142000_listing_feed_rejects',
  },
  {
    up: migration_20261127_144736_merged_schema_snapshot.up,
    down: migration_20261127_144736_merged_schema_snapshot.down,
    name: '20261127_144736_merged_schema_snapshot',
  },
  {
    up: migration_20261127_174000_brand_footer_variants.up,
    down: migration_20261127_174000_brand_footer_variants.down,
    name: '20261127_174000_brand_footer_variants',
  },
  {
    up: migration_20261127_211000_site_tags_consent_records.up,
    down: migration_20261127_211000_site_tags_consent_records.down,
    name: '20261127_211000_site_tags_consent_records',
  },
  {
    up: migration_20261127_212000_lead_workspace.up,
    down: migration_20261127_212000_lead_workspace.down,
    name: '20261127_212000_lead_workspace',
  },
  {
    up: migration_20261127_213000_translation_parity.up,
    down: migration_20261127_213000_translation_parity.down,
    name: '20261127_213000_translation_parity',
  },
  {
    up: migration_20261127_214000_favourites_recently_viewed.up,
    down: migration_20261127_214000_favourites_recently_viewed.down,
    name: '20261127_214000_favourites_recently_viewed',
  },
  {
    up: migration_20261127_220242_merged_schema_snapshot.up,
    down: migration_20261127_220242_merged_schema_snapshot.down,
    name: '20261127_220242_merged_schema_snapshot',
  },
  {
    up: migration_20261128_002230_video_captions.up,
    down: migration_20261128_002230_video_captions.down,
    name: '20261128_002230_video_captions',
  },
  {
    up: migration_20261128_050000_lead_shared_shortlist.up,
    down: migration_20261128_050000_lead_shared_shortlist.down,
    name: '20261128_050000_lead_shared_shortlist',
  },
  {
    up: migration_20261128_050100_merged_schema_snapshot.up,
    down: migration_20261128_050100_merged_schema_snapshot.down,
    name: '20261128_050100_merged_schema_snapshot'
  },
  {
    up: migration_20261128_050200_lead_dashboard_index.up,
    down: migration_20261128_050200_lead_dashboard_index.down,
    name: '20261128_050200_lead_dashboard_index',
  },
];
