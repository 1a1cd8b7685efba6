import * as migration_20261123_095858_initial from './20261123_095858_initial';
import * as migration_20261123_103444_content_directory from './20261123_103444_content_directory';
import * as migration_20261123_104320_leads_and_forms from './20261123_104320_leads_and_forms';
import * as migration_20261123_134251_property_blocks from './20261123_134251_property_blocks';
import * as migration_20261123_200000_listings from './20261123_200000_listings';
import * as migration_20261123_210000_listings_bucket_index from './20261123_210000_listings_bucket_index';
import * as migration_20261123_220000_listings_open_house_index from './20261123_220000_listings_open_house_index';
import * as migration_20261123_230000_directory_feed_keys from './20261123_230000_directory_feed_keys';

export const migrations = [
  {
    up: migration_20261123_095858_initial.up,
    down: migration_20261123_095858_initial.down,
    name: '20261123_095858_initial',
  },
  {
    up: migration_20261123_103444_content_directory.up,
    down: migration_20261123_103444_content_directory.down,
    name: '20261123_103444_content_directory',
  },
  {
    up: migration_20261123_104320_leads_and_forms.up,
    down: migration_20261123_104320_leads_and_forms.down,
    name: '20261123_104320_leads_and_forms',
  },
  {
    up: migration_20261123_134251_property_blocks.up,
    down: migration_20261123_134251_property_blocks.down,
    name: '20261123_134251_property_blocks',
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
    name: '20261123_220000_listings_open_house_index'
  },
  {
    up: migration_20261123_230000_directory_feed_keys.up,
    down: migration_20261123_230000_directory_feed_keys.down,
    name: '20261123_230000_directory_feed_keys'
  },
];
