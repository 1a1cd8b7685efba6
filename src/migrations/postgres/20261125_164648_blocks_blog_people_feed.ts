// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_member_cards__74f66e43" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_member_cards__f525ee51" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_offices_layout" AS ENUM('map', 'grid');
  CREATE TYPE "public"."enum_pages_blocks_offices_block_146aecb3" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_offices_block_61fad860" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_posts_archive_f1d1d5f6" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_posts_archive_2c72f5ab" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_cta_3b9eb8d5" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_cta_aded9659" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_cta_1553393d" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_cta_2c29326b" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_cta_77fe45db" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_blo_07907496" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_blo_ee9e2a11" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_featured_post_6fedf3c9" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_featured_post_9db2cf2b" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__6ec84b91" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__6d540519" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__4fa8bdaf" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__5ee766bc" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__53f68242" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__f2c73003" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__50cfdda1" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__36c67db2" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__64c3ec0b" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__9f39de2a" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__90475e0e" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__4d040dca" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__ee489145" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__32d0e7b8" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_align_y" AS ENUM('center', 'bottom');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_bloc_4822be79" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_bloc_be609181" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_75987490" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_62a87afb" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_4b571bcf" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_f5a9052a" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_2f26c64a" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_f7ce19ab" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_79aefad9" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_7dfaf615" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_f4cdd5d2" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_7beba03f" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_3bcb0d5a" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_d3e2ca9a" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_6486dec0" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_5f156192" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_media_kind" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_bl_118f8e90" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_bl_9fb89388" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__476581fd" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__4bc68b15" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__c7bf3e5a" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__e32d61df" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__24cd78d1" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__1b633384" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__9f3c6ca7" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__dcf2bedf" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__26d0c4c6" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__ffdf805e" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__f3d3a0dc" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__6a3a896c" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__f0f517b9" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__29d41177" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__1805f61f" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__bd882eb6" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__d4b13641" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__00ce1bff" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__3a474078" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__dfd59759" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__28b1bfdb" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__a9456751" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__da702d71" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__3877cba0" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__df6d729b" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__73f92ae1" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_f0859581" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_c3cfc897" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_f92d293d" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_a133bed7" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_62a698ce" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_ec406b23" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_b_dcdda27f" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_b_9fa12995" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_broker_testim_fba08ddd" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_broker_testim_f185249d" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_google_review_cb3c03cc" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_google_review_533e8d2b" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_testimonials__4cb621ef" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_testimonials__41e500b5" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_testimonials__363a9462" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_testimonials__cc91ed79" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_rewards_rewar_9c10bc00" AS ENUM('100-perct', '100-perct-or', 'cercle-legendes', 'chariman', 'diamant', 'luminary-distinction', 'paramount-off-excellence', 'pinacle', 'platine', 'pretige', 'reussite-carriere', 'select', 'temple-renomee', 'titan');
  CREATE TYPE "public"."enum_pages_blocks_rewards_block_1a148f80" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_rewards_block_b3625af9" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_statistics_la_dc0b6491" AS ENUM('variant_1', 'variant_2', 'variant_3');
  CREATE TYPE "public"."enum_pages_blocks_statistics_bl_db2c0425" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_statistics_bl_479d61d6" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_highlights_hi_0a0b9b08" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_highlights_hi_20a9b92e" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_highlights_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_highlights_ct_f4ce98c7" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_highlights_ct_9cba3b71" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_highlights_ct_36e2f2a3" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_highlights_ct_e8c2d5e5" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_highlights_ct_a6c2359c" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_highlights_bl_593cc733" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_highlights_bl_7e629fb2" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_8c7270fb" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_b0cc7d84" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_bbec23ca" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_2699e839" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_5ed6dd4c" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_820ef921" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_bl_83c59be5" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_bl_04ad3a58" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_befdbea4" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_02425e5e" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_b1f3cbbc" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_64413368" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_0249853e" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_e265a8ab" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_3d82d5f4" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_765fda02" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_1e731bcb" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_9556af35" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_b5b89ffa" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_e0b0e41b" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_a1ef1a2d" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_16c78c11" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_24d9b19d" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_61affdbf" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_7333c19c" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_55d2c6a8" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_cdf6f5bc" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_ea4c4a71" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_c5347875" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_608542fa" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_192bd59c" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_0088b57c" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_85ae33f8" AS ENUM('image', 'icon', 'numbered');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_d62dcaa6" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_00b0fb0d" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_a40cbd0c" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_6e7fa546" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_bdd8fe4a" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_f01eba7c" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_13e31f2f" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_c551d788" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_bb0872f5" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_5e183ba5" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_47921b0e" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_a1516779" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_3dd8e780" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_fb4ea328" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_8d11b5dc" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_b87dc763" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_6066116e" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_8da54689" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_5b6f15b6" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_3a98c5d3" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_b4b3019d" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_1f43f9c5" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_a4657a6e" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_0530ee81" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_30bab208" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_d449a2e6" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_ffe29262" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_7141e368" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_63d9af06" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_aefaa30f" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_a98c48cd" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_9c20b2bc" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_038b6bc3" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_script_block__e2ce5013" AS ENUM('necessary', 'functional', 'analytics', 'marketing');
  CREATE TYPE "public"."enum_pages_blocks_script_block__f9edda96" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_script_block__44b211e1" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_dev_test_bloc_cf718e21" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_dev_test_bloc_dbcfc89d" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_member_cards__0c23571f" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_member_cards__291e0208" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_offices_v_blo_d9d68c5a" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_offices_v_blo_5b0bf9fa" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_posts_archive_459577b5" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_posts_archive_8ff5c005" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_v_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_v_c_47c473be" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_v_c_053175d0" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_v_c_c1151db6" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_v_c_f42bcfda" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_v_c_d41e0804" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_v_b_9a148c00" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_blog_grid_v_b_ca378800" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_featured_post_b2e16a13" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_featured_post_b5415428" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__5868408d" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__3cdc111f" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__d6b1eb68" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__5127761f" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__59746a00" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__4e6c1e20" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__68b4da84" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__d1a1cdf4" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__28180bc1" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__019116aa" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__9cf2670a" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__413f13e3" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__7d3097b4" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_cta__27922148" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_v_bl_e92c4526" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_v_bl_b8492fb7" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_6ae431f9" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_74602f0a" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_2131b66f" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_61a98c1e" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_be1656f9" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_18a22f90" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_29106343" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ic_e0ded9b9" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_4dccc87d" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_a6ecd645" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_adc6aeaa" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_3136a090" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_3187d54f" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_ct_71820fe6" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_v__3fa24da9" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_v__089819b3" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_infos_v__8e3252df" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__e1c97349" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__b27184e6" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__7df9e10f" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__bf486aee" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__b6fd6a37" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__8eb40eb2" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__debae87a" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__e551a0b8" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__a1dc74dc" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__a5e135b5" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__18d5de0f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__bff49536" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__6a7f7088" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__d043ae14" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__041fa51f" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__08aaf6ef" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_profile__0de25aad" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__915de60d" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__5cd933a8" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__ae52c4eb" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__62aaf45f" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__5a852796" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__42f1a627" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__f56d44f0" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__96b9d219" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_landing__949e7576" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_1d5aba59" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_cf23daf6" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_5dd1e2c8" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_1a8cd73b" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_69f165da" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_s_5f4aed65" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_v_6a1f3ccf" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_v_6ecc620e" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_broker_testim_0cba72b2" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_broker_testim_539c8aa0" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_google_review_2e93e690" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_google_review_c0243df8" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_testimonials__b7b83282" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_testimonials__244f309a" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_testimonials__687f2195" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_testimonials__5baa7a7a" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_rewards_v_blo_183c5163" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_rewards_v_blo_0bef8750" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_statistics_v__b4f8c869" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_statistics_v__d6a1b9c0" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_highlights_hi_2f61126d" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_highlights_hi_4879b4cd" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_highlights_v__20390162" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_highlights_v__c504fb0b" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_highlights_v__0c2d1f53" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_highlights_v__67bab413" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_highlights_v__7308eac2" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_highlights_v__7695cfff" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_highlights_v__2b63d38e" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_highlights_v__ebe0af5b" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_be5ecabf" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_dd7c8f9d" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_0af04c30" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_02212002" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_7ef6ab9e" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_ct_a98d7f86" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_v__5e31ddbc" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_double_cta_v__b3dc0f61" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_84735701" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_2b06e269" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_35fc09f5" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_3f3de9b6" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_425aa55f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_4b4dc54a" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_989217c1" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_eb270165" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_d89c14ac" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_icon_cta_card_f448dfe5" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_c5bdf28f" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_55f007a0" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_ab338ce1" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_e8fc4abc" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_51df5758" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_697b254a" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_90bd8919" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_8174c1b1" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_f7ef579d" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_ea28d75a" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_9361f941" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_840ce012" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_2ff4aaf1" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_0b29b852" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_6f127ad5" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_b83fe8fb" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_f141da9c" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_ee3f926c" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_57f4714c" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_6d2995ea" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_fb0ee060" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_4ff0fded" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_e230508a" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_multi_redirec_70ca3c52" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_c7268c4a" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_6f38843e" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_a356ecae" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_ff2084f3" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_59b44b7a" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_f1f39d6e" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_255a7bd8" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_b17056e3" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_a4930977" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_c1d47ef8" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_a8ba8d02" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_00f26a89" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_ad2fc162" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_carousel_card_ae08ea60" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_b569dc1d" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_be3ec1b0" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_66d91bc6" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_68ab07cf" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_63c1cb3d" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_9e9873d9" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_d7fe6e21" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_f2021cb0" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_medias_carous_95d38d21" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_script_block__faadf550" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_script_block__47d3c2d4" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_dev_test_v_bl_4dceba91" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_dev_test_v_bl_f5fbb1f2" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_members_licence_designation" AS ENUM('residential_broker', 'residential_broker_f', 'broker', 'broker_f', 'commercial_broker', 'commercial_broker_f', 'agency_executive', 'agency_executive_f');
  CREATE TYPE "public"."enum_listing_feed_resources" AS ENUM('Property', 'Member', 'Office', 'Media');
  CREATE TABLE "pages_blocks_member_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_office_filter" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_member_cards__74f66e43" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_member_cards__f525ee51",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_member_cards_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_offices_layout" DEFAULT 'map',
  	"block_params_color_scheme" "enum_pages_blocks_offices_block_146aecb3" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_offices_block_61fad860",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offices_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_posts_archive" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_posts_archive_f1d1d5f6" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_posts_archive_2c72f5ab",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_posts_archive_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_blog_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_blog_grid_cta_target" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_blog_grid_cta_3b9eb8d5" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_blog_grid_cta_aded9659",
  	"cta_icon_font_weight" "enum_pages_blocks_blog_grid_cta_1553393d" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_blog_grid_cta_2c29326b" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_blog_grid_cta_77fe45db",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_blog_grid_blo_07907496" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_blog_grid_blo_ee9e2a11",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blog_grid_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_featured_post" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_featured_post_6fedf3c9" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_featured_post_9db2cf2b",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_featured_post_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_content_2_cta_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_content__6ec84b91" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_content__6d540519" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_content__4fa8bdaf",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_content__5ee766bc" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_content__53f68242" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_content__f2c73003",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_hero_content_2_cta_repeater_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_content_2" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_hero_content__50cfdda1" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_content__36c67db2",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_content_2_locales" (
  	"main_title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_cta_cta_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_cta_cta__64c3ec0b" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_cta_cta__9f39de2a" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_cta_cta__90475e0e",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_cta_cta__4d040dca" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_cta_cta__ee489145" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_cta_cta__32d0e7b8",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_hero_cta_cta_repeater_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"align_y" "enum_pages_blocks_hero_cta_align_y" DEFAULT 'center',
  	"inner_color_scheme" varchar,
  	"logo_id" integer,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_hero_cta_bloc_4822be79" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_cta_bloc_be609181",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_cta_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"under_sub_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_infos_media_v_af09f384" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4'
  );
  
  CREATE TABLE "pages_blocks_hero_infos_media_v_78f020ce" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4'
  );
  
  CREATE TABLE "pages_blocks_hero_infos_list_it_ad300d91" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_infos_list_it_ad300d91_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_infos_icon_li_6fefe4b6" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_hero_infos_ic_75987490",
  	"icon_font_weight" "enum_pages_blocks_hero_infos_ic_62a87afb" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_hero_infos_ic_4b571bcf" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_hero_infos_ic_f5a9052a" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_hero_infos_ic_2f26c64a",
  	"link_icon_font_weight" "enum_pages_blocks_hero_infos_ic_f7ce19ab" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_hero_infos_ic_79aefad9" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_hero_infos_ic_7dfaf615",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_hero_infos_icon_li_6fefe4b6_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_infos_cta_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_infos_ct_f4cdd5d2" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_infos_ct_7beba03f" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_infos_ct_3bcb0d5a",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_infos_ct_d3e2ca9a" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_infos_ct_6486dec0" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_infos_ct_5f156192",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_hero_infos_cta_repeater_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_infos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_kind" "enum_pages_blocks_hero_infos_media_kind" DEFAULT 'image',
  	"media_image_media_id" integer,
  	"media_image_center_x" numeric,
  	"media_image_center_y" numeric,
  	"media_image_filters_blur" numeric DEFAULT 0,
  	"media_image_filters_brightness" numeric DEFAULT 1,
  	"media_image_filters_contrast" numeric DEFAULT 1,
  	"media_image_filters_opacity" numeric DEFAULT 1,
  	"media_image_filters_saturate" numeric DEFAULT 1,
  	"media_video_poster_id" integer,
  	"media_video_autoplay" boolean DEFAULT false,
  	"media_video_controls" boolean DEFAULT false,
  	"media_video_loop" boolean DEFAULT true,
  	"media_video_muted" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_hero_infos_bl_118f8e90" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_infos_bl_9fb89388",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_infos_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"under_sub_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_profile_page__a64a2617" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4'
  );
  
  CREATE TABLE "pages_blocks_hero_profile_page__ce01c468" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4'
  );
  
  CREATE TABLE "pages_blocks_hero_profile_page__62962363" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_profile_page__62962363_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_profile_page__4c3e338f" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_hero_profile__476581fd",
  	"icon_font_weight" "enum_pages_blocks_hero_profile__4bc68b15" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_hero_profile__c7bf3e5a" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_hero_profile__e32d61df" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_hero_profile__24cd78d1",
  	"link_icon_font_weight" "enum_pages_blocks_hero_profile__1b633384" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_hero_profile__9f3c6ca7" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_hero_profile__dcf2bedf",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_hero_profile_page__4c3e338f_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_profile_page__09bff375" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_profile__26d0c4c6" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_profile__ffdf805e" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_profile__f3d3a0dc",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_profile__6a3a896c" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_profile__f0f517b9" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_profile__29d41177",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_hero_profile_page__09bff375_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_profile_page" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_kind" "enum_pages_blocks_hero_profile__1805f61f" DEFAULT 'image',
  	"media_image_media_id" integer,
  	"media_image_center_x" numeric,
  	"media_image_center_y" numeric,
  	"media_image_filters_blur" numeric DEFAULT 0,
  	"media_image_filters_brightness" numeric DEFAULT 1,
  	"media_image_filters_contrast" numeric DEFAULT 1,
  	"media_image_filters_opacity" numeric DEFAULT 1,
  	"media_image_filters_saturate" numeric DEFAULT 1,
  	"media_video_poster_id" integer,
  	"media_video_autoplay" boolean DEFAULT false,
  	"media_video_controls" boolean DEFAULT false,
  	"media_video_loop" boolean DEFAULT true,
  	"media_video_muted" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_hero_profile__bd882eb6" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_profile__d4b13641",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_profile_page_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"under_sub_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_landing_page__09a6e1b0" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4'
  );
  
  CREATE TABLE "pages_blocks_hero_landing_page__1d04a7b0" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4'
  );
  
  CREATE TABLE "pages_blocks_hero_landing_page__7d168958" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_landing__00ce1bff" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_landing__3a474078" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_landing__dfd59759",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_landing__28b1bfdb" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_landing__a9456751" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_landing__da702d71",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_hero_landing_page__7d168958_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_landing_page" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_kind" "enum_pages_blocks_hero_landing__3877cba0" DEFAULT 'image',
  	"media_image_media_id" integer,
  	"media_image_center_x" numeric,
  	"media_image_center_y" numeric,
  	"media_image_filters_blur" numeric DEFAULT 0,
  	"media_image_filters_brightness" numeric DEFAULT 1,
  	"media_image_filters_contrast" numeric DEFAULT 1,
  	"media_image_filters_opacity" numeric DEFAULT 1,
  	"media_image_filters_saturate" numeric DEFAULT 1,
  	"media_video_poster_id" integer,
  	"media_video_autoplay" boolean DEFAULT false,
  	"media_video_controls" boolean DEFAULT false,
  	"media_video_loop" boolean DEFAULT true,
  	"media_video_muted" boolean DEFAULT true,
  	"avatar_media_id" integer,
  	"avatar_center_x" numeric,
  	"avatar_center_y" numeric,
  	"avatar_filters_blur" numeric DEFAULT 0,
  	"avatar_filters_brightness" numeric DEFAULT 1,
  	"avatar_filters_contrast" numeric DEFAULT 1,
  	"avatar_filters_opacity" numeric DEFAULT 1,
  	"avatar_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_hero_landing__df6d729b" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_landing__73f92ae1",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_landing_page_locales" (
  	"main_title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_slider_slides_c7624f3f" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_slider_s_f0859581" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_slider_s_c3cfc897" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_slider_s_f92d293d",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_slider_s_a133bed7" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_slider_s_62a698ce" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_slider_s_ec406b23",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_hero_slider_slides_c7624f3f_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_slider_slides_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1
  );
  
  CREATE TABLE "pages_blocks_hero_slider_slides_repeater_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_hero_slider_b_dcdda27f" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_slider_b_9fa12995",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_broker_testimonial_9a94aa0c" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"broker_avatar_media_id" integer,
  	"broker_avatar_center_x" numeric,
  	"broker_avatar_center_y" numeric,
  	"broker_avatar_filters_blur" numeric DEFAULT 0,
  	"broker_avatar_filters_brightness" numeric DEFAULT 1,
  	"broker_avatar_filters_contrast" numeric DEFAULT 1,
  	"broker_avatar_filters_opacity" numeric DEFAULT 1,
  	"broker_avatar_filters_saturate" numeric DEFAULT 1
  );
  
  CREATE TABLE "pages_blocks_broker_testimonial_9a94aa0c_locales" (
  	"description" varchar,
  	"broker_name" varchar,
  	"broker_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_broker_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"highlight_color" varchar,
  	"block_params_color_scheme" "enum_pages_blocks_broker_testim_fba08ddd" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_broker_testim_f185249d",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_broker_testimonials_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_google_reviews_tes_4277dad9" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author_avatar_media_id" integer,
  	"author_avatar_center_x" numeric,
  	"author_avatar_center_y" numeric,
  	"author_avatar_filters_blur" numeric DEFAULT 0,
  	"author_avatar_filters_brightness" numeric DEFAULT 1,
  	"author_avatar_filters_contrast" numeric DEFAULT 1,
  	"author_avatar_filters_opacity" numeric DEFAULT 1,
  	"author_avatar_filters_saturate" numeric DEFAULT 1,
  	"review_date" varchar,
  	"review_score" numeric
  );
  
  CREATE TABLE "pages_blocks_google_reviews_tes_4277dad9_locales" (
  	"author_name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_google_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"total_reviews" numeric,
  	"average_score" numeric,
  	"block_params_color_scheme" "enum_pages_blocks_google_review_cb3c03cc" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_google_review_533e8d2b",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_google_reviews_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials_slide_e1c0c8fb" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author_avatar_media_id" integer,
  	"author_avatar_center_x" numeric,
  	"author_avatar_center_y" numeric,
  	"author_avatar_filters_blur" numeric DEFAULT 0,
  	"author_avatar_filters_brightness" numeric DEFAULT 1,
  	"author_avatar_filters_contrast" numeric DEFAULT 1,
  	"author_avatar_filters_opacity" numeric DEFAULT 1,
  	"author_avatar_filters_saturate" numeric DEFAULT 1,
  	"bg_color_primary" varchar,
  	"text_color" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_slide_e1c0c8fb_locales" (
  	"author_name" varchar,
  	"author_subtitle" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_testimonials__4cb621ef" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_testimonials__41e500b5",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_slider_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials_testi_39d20eef" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author_avatar_media_id" integer,
  	"author_avatar_center_x" numeric,
  	"author_avatar_center_y" numeric,
  	"author_avatar_filters_blur" numeric DEFAULT 0,
  	"author_avatar_filters_brightness" numeric DEFAULT 1,
  	"author_avatar_filters_contrast" numeric DEFAULT 1,
  	"author_avatar_filters_opacity" numeric DEFAULT 1,
  	"author_avatar_filters_saturate" numeric DEFAULT 1
  );
  
  CREATE TABLE "pages_blocks_testimonials_testi_39d20eef_locales" (
  	"author_name" varchar,
  	"author_subtitle" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_testimonials__363a9462" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_testimonials__cc91ed79",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rewards_rewards_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reward_ident" "enum_pages_blocks_rewards_rewar_9c10bc00"
  );
  
  CREATE TABLE "pages_blocks_rewards_rewards_repeater_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rewards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_rewards_block_1a148f80" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_rewards_block_b3625af9",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rewards_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_statistics_statist_90acf2ca" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"bg_color_primary" varchar,
  	"text_color" varchar
  );
  
  CREATE TABLE "pages_blocks_statistics_statist_90acf2ca_locales" (
  	"main_title" varchar,
  	"super_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_statistics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout_display" "enum_pages_blocks_statistics_la_dc0b6491" DEFAULT 'variant_1',
  	"block_params_color_scheme" "enum_pages_blocks_statistics_bl_db2c0425" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_statistics_bl_479d61d6",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_statistics_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_highlights_highlig_882e00d7" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_highlights_hi_0a0b9b08",
  	"icon_font_weight" "enum_pages_blocks_highlights_hi_20a9b92e" DEFAULT 'regular',
  	"icon_color" varchar
  );
  
  CREATE TABLE "pages_blocks_highlights_highlig_882e00d7_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"cta_target" "enum_pages_blocks_highlights_cta_target" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_highlights_ct_f4ce98c7" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_highlights_ct_9cba3b71",
  	"cta_icon_font_weight" "enum_pages_blocks_highlights_ct_36e2f2a3" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_highlights_ct_e8c2d5e5" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_highlights_ct_a6c2359c",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_highlights_bl_593cc733" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_highlights_bl_7e629fb2",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_highlights_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_double_cta_cta_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_double_cta_ct_8c7270fb" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_double_cta_ct_b0cc7d84" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_double_cta_ct_bbec23ca",
  	"cta_icon_font_weight" "enum_pages_blocks_double_cta_ct_2699e839" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_double_cta_ct_5ed6dd4c" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_double_cta_ct_820ef921",
  	"cta_on_click_action_action_params" jsonb,
  	"bg_color_secondary" varchar,
  	"text_color" varchar,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1
  );
  
  CREATE TABLE "pages_blocks_double_cta_cta_repeater_locales" (
  	"main_title" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_double_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_double_cta_bl_83c59be5" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_double_cta_bl_04ad3a58",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_cta_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_icon_cta_card_befdbea4",
  	"icon_font_weight" "enum_pages_blocks_icon_cta_card_02425e5e" DEFAULT 'regular',
  	"icon_color" varchar,
  	"cta_target" "enum_pages_blocks_icon_cta_card_b1f3cbbc" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_icon_cta_card_64413368" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_icon_cta_card_0249853e",
  	"cta_icon_font_weight" "enum_pages_blocks_icon_cta_card_e265a8ab" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_icon_cta_card_3d82d5f4" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_icon_cta_card_765fda02",
  	"cta_on_click_action_action_params" jsonb,
  	"bg_color_primary" varchar,
  	"text_color" varchar,
  	"block_params_color_scheme" "enum_pages_blocks_icon_cta_card_1e731bcb" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_icon_cta_card_9556af35",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_cta_card_locales" (
  	"main_title" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_multi_redirect_hor_e7277cd1" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_multi_redirec_b5b89ffa" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_multi_redirec_e0b0e41b" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_multi_redirec_a1ef1a2d",
  	"cta_icon_font_weight" "enum_pages_blocks_multi_redirec_16c78c11" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_multi_redirec_24d9b19d" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_multi_redirec_61affdbf",
  	"cta_on_click_action_action_params" jsonb,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"icon_type" "enum_pages_blocks_multi_redirec_7333c19c",
  	"icon_font_weight" "enum_pages_blocks_multi_redirec_55d2c6a8" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_multi_redirec_cdf6f5bc" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_multi_redirec_ea4c4a71" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_multi_redirec_c5347875",
  	"link_icon_font_weight" "enum_pages_blocks_multi_redirec_608542fa" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_multi_redirec_192bd59c" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_multi_redirec_0088b57c",
  	"link_on_click_action_action_params" jsonb,
  	"index" numeric,
  	"show_number" boolean DEFAULT true
  );
  
  CREATE TABLE "pages_blocks_multi_redirect_hor_e7277cd1_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_multi_redirect_horizontal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item_display" "enum_pages_blocks_multi_redirec_85ae33f8" DEFAULT 'image',
  	"block_params_color_scheme" "enum_pages_blocks_multi_redirec_d62dcaa6" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_multi_redirec_00b0fb0d",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_multi_redirect_horizontal_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_multi_redirect_ver_6c1e04bc" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_multi_redirec_a40cbd0c" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_multi_redirec_6e7fa546" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_multi_redirec_bdd8fe4a",
  	"cta_icon_font_weight" "enum_pages_blocks_multi_redirec_f01eba7c" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_multi_redirec_13e31f2f" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_multi_redirec_c551d788",
  	"cta_on_click_action_action_params" jsonb,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"image_bg_color" varchar
  );
  
  CREATE TABLE "pages_blocks_multi_redirect_ver_6c1e04bc_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_multi_redirect_vertical" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_multi_redirec_bb0872f5" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_multi_redirec_5e183ba5",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_multi_redirect_vertical_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_carousel_cards_car_8160222a" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"cta_target" "enum_pages_blocks_carousel_card_47921b0e" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_carousel_card_a1516779" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_carousel_card_3dd8e780",
  	"cta_icon_font_weight" "enum_pages_blocks_carousel_card_fb4ea328" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_carousel_card_8d11b5dc" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_carousel_card_b87dc763",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_carousel_cards_car_8160222a_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_carousel_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_carousel_card_6066116e" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_carousel_card_8da54689" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_carousel_card_5b6f15b6",
  	"cta_icon_font_weight" "enum_pages_blocks_carousel_card_3a98c5d3" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_carousel_card_b4b3019d" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_carousel_card_1f43f9c5",
  	"cta_on_click_action_action_params" jsonb,
  	"show_number" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_carousel_card_a4657a6e" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_carousel_card_0530ee81",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_carousel_cards_locales" (
  	"main_title" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_medias_carousel_me_41f66bc1" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4'
  );
  
  CREATE TABLE "pages_blocks_medias_carousel_me_e1f53be8" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4'
  );
  
  CREATE TABLE "pages_blocks_medias_carousel_me_4c354af4" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_medias_carous_30bab208" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_medias_carous_d449a2e6" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_medias_carous_ffe29262",
  	"cta_icon_font_weight" "enum_pages_blocks_medias_carous_7141e368" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_medias_carous_63d9af06" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_medias_carous_aefaa30f",
  	"cta_on_click_action_action_params" jsonb,
  	"media_kind" "enum_pages_blocks_medias_carous_a98c48cd" DEFAULT 'image',
  	"media_image_media_id" integer,
  	"media_image_center_x" numeric,
  	"media_image_center_y" numeric,
  	"media_image_filters_blur" numeric DEFAULT 0,
  	"media_image_filters_brightness" numeric DEFAULT 1,
  	"media_image_filters_contrast" numeric DEFAULT 1,
  	"media_image_filters_opacity" numeric DEFAULT 1,
  	"media_image_filters_saturate" numeric DEFAULT 1,
  	"media_video_poster_id" integer,
  	"media_video_autoplay" boolean DEFAULT false,
  	"media_video_controls" boolean DEFAULT false,
  	"media_video_loop" boolean DEFAULT true,
  	"media_video_muted" boolean DEFAULT true
  );
  
  CREATE TABLE "pages_blocks_medias_carousel_me_4c354af4_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_medias_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_medias_carous_9c20b2bc" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_medias_carous_038b6bc3",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_medias_carousel_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_script_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"frontend_only" boolean DEFAULT true,
  	"script_content" varchar,
  	"consent_category" "enum_pages_blocks_script_block__e2ce5013" DEFAULT 'functional',
  	"padding_top" numeric DEFAULT 0,
  	"padding_right" numeric DEFAULT 0,
  	"padding_bottom" numeric DEFAULT 0,
  	"padding_left" numeric DEFAULT 0,
  	"block_params_color_scheme" "enum_pages_blocks_script_block__f9edda96" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_script_block__44b211e1",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_dev_test" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_dev_test_bloc_cf718e21" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_dev_test_bloc_dbcfc89d",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_dev_test_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer
  );
  
  CREATE TABLE "_pages_blocks_member_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_office_filter" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_member_cards__0c23571f" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_member_cards__291e0208",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_member_cards_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_offices_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_offices_layout" DEFAULT 'map',
  	"block_params_color_scheme" "enum_pages_blocks_offices_v_blo_d9d68c5a" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_offices_v_blo_5b0bf9fa",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_offices_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_posts_archive_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_posts_archive_459577b5" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_posts_archive_8ff5c005",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_posts_archive_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_blog_grid_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_blog_grid_v_cta_target" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_blog_grid_v_c_47c473be" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_blog_grid_v_c_053175d0",
  	"cta_icon_font_weight" "enum_pages_blocks_blog_grid_v_c_c1151db6" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_blog_grid_v_c_f42bcfda" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_blog_grid_v_c_d41e0804",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_blog_grid_v_b_9a148c00" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_blog_grid_v_b_ca378800",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_blog_grid_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_featured_post_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_featured_post_b2e16a13" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_featured_post_b5415428",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_featured_post_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_content_2_cta_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_content__5868408d" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_content__3cdc111f" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_content__d6b1eb68",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_content__5127761f" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_content__59746a00" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_content__4e6c1e20",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_content_2_cta_repeater_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_content_2_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_hero_content__68b4da84" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_content__d1a1cdf4",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_content_2_v_locales" (
  	"main_title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_cta_cta_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_cta_cta__28180bc1" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_cta_cta__019116aa" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_cta_cta__9cf2670a",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_cta_cta__413f13e3" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_cta_cta__7d3097b4" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_cta_cta__27922148",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_cta_cta_repeater_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"align_y" "enum_pages_blocks_hero_cta_align_y" DEFAULT 'center',
  	"inner_color_scheme" varchar,
  	"logo_id" integer,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_hero_cta_v_bl_e92c4526" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_cta_v_bl_b8492fb7",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_cta_v_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"under_sub_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_infos_v_media_a1c5161d_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_infos_v_media_d40a8c15_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_infos_list_it_ad300d91_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_infos_list_it_ad300d91_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_infos_icon_li_6fefe4b6_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_hero_infos_ic_6ae431f9",
  	"icon_font_weight" "enum_pages_blocks_hero_infos_ic_74602f0a" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_hero_infos_ic_2131b66f" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_hero_infos_ic_61a98c1e" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_hero_infos_ic_be1656f9",
  	"link_icon_font_weight" "enum_pages_blocks_hero_infos_ic_18a22f90" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_hero_infos_ic_29106343" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_hero_infos_ic_e0ded9b9",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_infos_cta_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_infos_ct_4dccc87d" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_infos_ct_a6ecd645" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_infos_ct_adc6aeaa",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_infos_ct_3136a090" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_infos_ct_3187d54f" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_infos_ct_71820fe6",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_infos_cta_repeater_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_infos_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_kind" "enum_pages_blocks_hero_infos_v__3fa24da9" DEFAULT 'image',
  	"media_image_media_id" integer,
  	"media_image_center_x" numeric,
  	"media_image_center_y" numeric,
  	"media_image_filters_blur" numeric DEFAULT 0,
  	"media_image_filters_brightness" numeric DEFAULT 1,
  	"media_image_filters_contrast" numeric DEFAULT 1,
  	"media_image_filters_opacity" numeric DEFAULT 1,
  	"media_image_filters_saturate" numeric DEFAULT 1,
  	"media_video_poster_id" integer,
  	"media_video_autoplay" boolean DEFAULT false,
  	"media_video_controls" boolean DEFAULT false,
  	"media_video_loop" boolean DEFAULT true,
  	"media_video_muted" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_hero_infos_v__089819b3" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_infos_v__8e3252df",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_infos_v_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"under_sub_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_profile_page__e778da19_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_profile_page__b9b66846_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_profile_page__62962363_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_profile_page__62962363_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_profile_page__4c3e338f_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_hero_profile__e1c97349",
  	"icon_font_weight" "enum_pages_blocks_hero_profile__b27184e6" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_hero_profile__7df9e10f" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_hero_profile__bf486aee" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_hero_profile__b6fd6a37",
  	"link_icon_font_weight" "enum_pages_blocks_hero_profile__8eb40eb2" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_hero_profile__debae87a" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_hero_profile__e551a0b8",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_profile_page__4c3e338f_v_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_profile_page__09bff375_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_profile__a1dc74dc" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_profile__a5e135b5" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_profile__18d5de0f",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_profile__bff49536" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_profile__6a7f7088" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_profile__d043ae14",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_profile_page__09bff375_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_profile_page_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_kind" "enum_pages_blocks_hero_profile__041fa51f" DEFAULT 'image',
  	"media_image_media_id" integer,
  	"media_image_center_x" numeric,
  	"media_image_center_y" numeric,
  	"media_image_filters_blur" numeric DEFAULT 0,
  	"media_image_filters_brightness" numeric DEFAULT 1,
  	"media_image_filters_contrast" numeric DEFAULT 1,
  	"media_image_filters_opacity" numeric DEFAULT 1,
  	"media_image_filters_saturate" numeric DEFAULT 1,
  	"media_video_poster_id" integer,
  	"media_video_autoplay" boolean DEFAULT false,
  	"media_video_controls" boolean DEFAULT false,
  	"media_video_loop" boolean DEFAULT true,
  	"media_video_muted" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_hero_profile__08aaf6ef" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_profile__0de25aad",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_profile_page_v_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"under_sub_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_landing_page__cde8c88c_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_landing_page__443b8de4_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_landing_page__7d168958_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_landing__915de60d" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_landing__5cd933a8" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_landing__ae52c4eb",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_landing__62aaf45f" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_landing__5a852796" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_landing__42f1a627",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_landing_page__7d168958_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_landing_page_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_kind" "enum_pages_blocks_hero_landing__f56d44f0" DEFAULT 'image',
  	"media_image_media_id" integer,
  	"media_image_center_x" numeric,
  	"media_image_center_y" numeric,
  	"media_image_filters_blur" numeric DEFAULT 0,
  	"media_image_filters_brightness" numeric DEFAULT 1,
  	"media_image_filters_contrast" numeric DEFAULT 1,
  	"media_image_filters_opacity" numeric DEFAULT 1,
  	"media_image_filters_saturate" numeric DEFAULT 1,
  	"media_video_poster_id" integer,
  	"media_video_autoplay" boolean DEFAULT false,
  	"media_video_controls" boolean DEFAULT false,
  	"media_video_loop" boolean DEFAULT true,
  	"media_video_muted" boolean DEFAULT true,
  	"avatar_media_id" integer,
  	"avatar_center_x" numeric,
  	"avatar_center_y" numeric,
  	"avatar_filters_blur" numeric DEFAULT 0,
  	"avatar_filters_brightness" numeric DEFAULT 1,
  	"avatar_filters_contrast" numeric DEFAULT 1,
  	"avatar_filters_opacity" numeric DEFAULT 1,
  	"avatar_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_hero_landing__96b9d219" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_landing__949e7576",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_landing_page_v_locales" (
  	"main_title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_slider_slides_c7624f3f_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_slider_s_1d5aba59" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_slider_s_cf23daf6" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_slider_s_5dd1e2c8",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_slider_s_1a8cd73b" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_slider_s_69f165da" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_slider_s_5f4aed65",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_slider_slides_c7624f3f_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_slider_slides_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_slider_slides_repeater_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_slider_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_hero_slider_v_6a1f3ccf" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_slider_v_6ecc620e",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_broker_testimonial_9a94aa0c_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"broker_avatar_media_id" integer,
  	"broker_avatar_center_x" numeric,
  	"broker_avatar_center_y" numeric,
  	"broker_avatar_filters_blur" numeric DEFAULT 0,
  	"broker_avatar_filters_brightness" numeric DEFAULT 1,
  	"broker_avatar_filters_contrast" numeric DEFAULT 1,
  	"broker_avatar_filters_opacity" numeric DEFAULT 1,
  	"broker_avatar_filters_saturate" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_broker_testimonial_9a94aa0c_v_locales" (
  	"description" varchar,
  	"broker_name" varchar,
  	"broker_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_broker_testimonials_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"highlight_color" varchar,
  	"block_params_color_scheme" "enum_pages_blocks_broker_testim_0cba72b2" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_broker_testim_539c8aa0",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_broker_testimonials_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_google_reviews_tes_4277dad9_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author_avatar_media_id" integer,
  	"author_avatar_center_x" numeric,
  	"author_avatar_center_y" numeric,
  	"author_avatar_filters_blur" numeric DEFAULT 0,
  	"author_avatar_filters_brightness" numeric DEFAULT 1,
  	"author_avatar_filters_contrast" numeric DEFAULT 1,
  	"author_avatar_filters_opacity" numeric DEFAULT 1,
  	"author_avatar_filters_saturate" numeric DEFAULT 1,
  	"review_date" varchar,
  	"review_score" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_google_reviews_tes_4277dad9_v_locales" (
  	"author_name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_google_reviews_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"total_reviews" numeric,
  	"average_score" numeric,
  	"block_params_color_scheme" "enum_pages_blocks_google_review_2e93e690" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_google_review_c0243df8",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_google_reviews_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_testimonials_slide_e1c0c8fb_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author_avatar_media_id" integer,
  	"author_avatar_center_x" numeric,
  	"author_avatar_center_y" numeric,
  	"author_avatar_filters_blur" numeric DEFAULT 0,
  	"author_avatar_filters_brightness" numeric DEFAULT 1,
  	"author_avatar_filters_contrast" numeric DEFAULT 1,
  	"author_avatar_filters_opacity" numeric DEFAULT 1,
  	"author_avatar_filters_saturate" numeric DEFAULT 1,
  	"bg_color_primary" varchar,
  	"text_color" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_testimonials_slide_e1c0c8fb_v_locales" (
  	"author_name" varchar,
  	"author_subtitle" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_testimonials_slider_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_testimonials__b7b83282" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_testimonials__244f309a",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_testimonials_slider_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_testimonials_testi_39d20eef_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author_avatar_media_id" integer,
  	"author_avatar_center_x" numeric,
  	"author_avatar_center_y" numeric,
  	"author_avatar_filters_blur" numeric DEFAULT 0,
  	"author_avatar_filters_brightness" numeric DEFAULT 1,
  	"author_avatar_filters_contrast" numeric DEFAULT 1,
  	"author_avatar_filters_opacity" numeric DEFAULT 1,
  	"author_avatar_filters_saturate" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_testimonials_testi_39d20eef_v_locales" (
  	"author_name" varchar,
  	"author_subtitle" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_testimonials_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_testimonials__687f2195" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_testimonials__5baa7a7a",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_testimonials_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_rewards_rewards_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"reward_ident" "enum_pages_blocks_rewards_rewar_9c10bc00",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_rewards_rewards_repeater_v_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_rewards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_rewards_v_blo_183c5163" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_rewards_v_blo_0bef8750",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_rewards_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_statistics_statist_90acf2ca_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"bg_color_primary" varchar,
  	"text_color" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_statistics_statist_90acf2ca_v_locales" (
  	"main_title" varchar,
  	"super_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_statistics_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout_display" "enum_pages_blocks_statistics_la_dc0b6491" DEFAULT 'variant_1',
  	"block_params_color_scheme" "enum_pages_blocks_statistics_v__b4f8c869" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_statistics_v__d6a1b9c0",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_statistics_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_highlights_highlig_882e00d7_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_highlights_hi_2f61126d",
  	"icon_font_weight" "enum_pages_blocks_highlights_hi_4879b4cd" DEFAULT 'regular',
  	"icon_color" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_highlights_highlig_882e00d7_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_highlights_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"cta_target" "enum_pages_blocks_highlights_v__20390162" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_highlights_v__c504fb0b" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_highlights_v__0c2d1f53",
  	"cta_icon_font_weight" "enum_pages_blocks_highlights_v__67bab413" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_highlights_v__7308eac2" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_highlights_v__7695cfff",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_highlights_v__2b63d38e" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_highlights_v__ebe0af5b",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_highlights_v_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_double_cta_cta_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_double_cta_ct_be5ecabf" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_double_cta_ct_dd7c8f9d" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_double_cta_ct_0af04c30",
  	"cta_icon_font_weight" "enum_pages_blocks_double_cta_ct_02212002" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_double_cta_ct_7ef6ab9e" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_double_cta_ct_a98d7f86",
  	"cta_on_click_action_action_params" jsonb,
  	"bg_color_secondary" varchar,
  	"text_color" varchar,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_double_cta_cta_repeater_v_locales" (
  	"main_title" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_double_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_double_cta_v__5e31ddbc" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_double_cta_v__b3dc0f61",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_icon_cta_card_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_icon_cta_card_84735701",
  	"icon_font_weight" "enum_pages_blocks_icon_cta_card_2b06e269" DEFAULT 'regular',
  	"icon_color" varchar,
  	"cta_target" "enum_pages_blocks_icon_cta_card_35fc09f5" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_icon_cta_card_3f3de9b6" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_icon_cta_card_425aa55f",
  	"cta_icon_font_weight" "enum_pages_blocks_icon_cta_card_4b4dc54a" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_icon_cta_card_989217c1" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_icon_cta_card_eb270165",
  	"cta_on_click_action_action_params" jsonb,
  	"bg_color_primary" varchar,
  	"text_color" varchar,
  	"block_params_color_scheme" "enum_pages_blocks_icon_cta_card_d89c14ac" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_icon_cta_card_f448dfe5",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_icon_cta_card_v_locales" (
  	"main_title" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_multi_redirect_hor_e7277cd1_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_multi_redirec_c5bdf28f" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_multi_redirec_55f007a0" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_multi_redirec_ab338ce1",
  	"cta_icon_font_weight" "enum_pages_blocks_multi_redirec_e8fc4abc" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_multi_redirec_51df5758" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_multi_redirec_697b254a",
  	"cta_on_click_action_action_params" jsonb,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"icon_type" "enum_pages_blocks_multi_redirec_90bd8919",
  	"icon_font_weight" "enum_pages_blocks_multi_redirec_8174c1b1" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_multi_redirec_f7ef579d" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_multi_redirec_ea28d75a" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_multi_redirec_9361f941",
  	"link_icon_font_weight" "enum_pages_blocks_multi_redirec_840ce012" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_multi_redirec_2ff4aaf1" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_multi_redirec_0b29b852",
  	"link_on_click_action_action_params" jsonb,
  	"index" numeric,
  	"show_number" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_multi_redirect_hor_e7277cd1_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_multi_redirect_horizontal_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item_display" "enum_pages_blocks_multi_redirec_85ae33f8" DEFAULT 'image',
  	"block_params_color_scheme" "enum_pages_blocks_multi_redirec_6f127ad5" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_multi_redirec_b83fe8fb",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_multi_redirect_horizontal_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_multi_redirect_ver_6c1e04bc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_multi_redirec_f141da9c" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_multi_redirec_ee3f926c" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_multi_redirec_57f4714c",
  	"cta_icon_font_weight" "enum_pages_blocks_multi_redirec_6d2995ea" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_multi_redirec_fb0ee060" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_multi_redirec_4ff0fded",
  	"cta_on_click_action_action_params" jsonb,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"image_bg_color" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_multi_redirect_vertical_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_multi_redirec_e230508a" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_multi_redirec_70ca3c52",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_multi_redirect_vertical_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_carousel_cards_car_8160222a_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"cta_target" "enum_pages_blocks_carousel_card_c7268c4a" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_carousel_card_6f38843e" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_carousel_card_a356ecae",
  	"cta_icon_font_weight" "enum_pages_blocks_carousel_card_ff2084f3" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_carousel_card_59b44b7a" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_carousel_card_f1f39d6e",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_carousel_cards_car_8160222a_v_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_carousel_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_carousel_card_255a7bd8" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_carousel_card_b17056e3" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_carousel_card_a4930977",
  	"cta_icon_font_weight" "enum_pages_blocks_carousel_card_c1d47ef8" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_carousel_card_a8ba8d02" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_carousel_card_00f26a89",
  	"cta_on_click_action_action_params" jsonb,
  	"show_number" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_carousel_card_ad2fc162" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_carousel_card_ae08ea60",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_carousel_cards_v_locales" (
  	"main_title" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_medias_carousel_me_60568ec5_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_medias_carousel_me_f6a4c01e_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_medias_carousel_me_4c354af4_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_medias_carous_b569dc1d" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_medias_carous_be3ec1b0" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_medias_carous_66d91bc6",
  	"cta_icon_font_weight" "enum_pages_blocks_medias_carous_68ab07cf" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_medias_carous_63c1cb3d" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_medias_carous_9e9873d9",
  	"cta_on_click_action_action_params" jsonb,
  	"media_kind" "enum_pages_blocks_medias_carous_d7fe6e21" DEFAULT 'image',
  	"media_image_media_id" integer,
  	"media_image_center_x" numeric,
  	"media_image_center_y" numeric,
  	"media_image_filters_blur" numeric DEFAULT 0,
  	"media_image_filters_brightness" numeric DEFAULT 1,
  	"media_image_filters_contrast" numeric DEFAULT 1,
  	"media_image_filters_opacity" numeric DEFAULT 1,
  	"media_image_filters_saturate" numeric DEFAULT 1,
  	"media_video_poster_id" integer,
  	"media_video_autoplay" boolean DEFAULT false,
  	"media_video_controls" boolean DEFAULT false,
  	"media_video_loop" boolean DEFAULT true,
  	"media_video_muted" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_medias_carousel_me_4c354af4_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_medias_carousel_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_medias_carous_f2021cb0" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_medias_carous_95d38d21",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_medias_carousel_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_script_block_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"frontend_only" boolean DEFAULT true,
  	"script_content" varchar,
  	"consent_category" "enum_pages_blocks_script_block__e2ce5013" DEFAULT 'functional',
  	"padding_top" numeric DEFAULT 0,
  	"padding_right" numeric DEFAULT 0,
  	"padding_bottom" numeric DEFAULT 0,
  	"padding_left" numeric DEFAULT 0,
  	"block_params_color_scheme" "enum_pages_blocks_script_block__faadf550" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_script_block__47d3c2d4",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_dev_test_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_dev_test_v_bl_4dceba91" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_dev_test_v_bl_f5fbb1f2",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_blocks_dev_test_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer
  );
  
  CREATE TABLE "articles_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "articles_tags_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_articles_v_version_tags_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_version_tags_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "listing_feed_resources" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_listing_feed_resources",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "listing_feed" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT false,
  	"endpoint" varchar,
  	"token_url" varchar,
  	"client_id" varchar,
  	"client_secret" varchar,
  	"client_secret_sealed" varchar,
  	"interval_minutes" numeric DEFAULT 15 NOT NULL,
  	"reconcile_hours" numeric DEFAULT 24 NOT NULL,
  	"confirm_mass_withdrawal" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "articles" ADD COLUMN "author_name" varchar;
  ALTER TABLE "articles" ADD COLUMN "author_avatar_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_author_name" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_author_avatar_id" integer;
  ALTER TABLE "members" ADD COLUMN "licence_name" varchar;
  ALTER TABLE "members" ADD COLUMN "licence_designation" "enum_members_licence_designation";
  ALTER TABLE "members" ADD COLUMN "agency_name" varchar;
  ALTER TABLE "pages_blocks_member_cards" ADD CONSTRAINT "pages_blocks_member_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_cards_locales" ADD CONSTRAINT "pages_blocks_member_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_member_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offices" ADD CONSTRAINT "pages_blocks_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offices_locales" ADD CONSTRAINT "pages_blocks_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_posts_archive" ADD CONSTRAINT "pages_blocks_posts_archive_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_posts_archive_locales" ADD CONSTRAINT "pages_blocks_posts_archive_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_posts_archive"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_grid" ADD CONSTRAINT "pages_blocks_blog_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_grid_locales" ADD CONSTRAINT "pages_blocks_blog_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_blog_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_post" ADD CONSTRAINT "pages_blocks_featured_post_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_post_locales" ADD CONSTRAINT "pages_blocks_featured_post_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_post"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_2_cta_repeater" ADD CONSTRAINT "pages_blocks_hero_content_2_cta_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_content_2"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_2_cta_repeater_locales" ADD CONSTRAINT "pages_blocks_hero_content_2_cta_repeater_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_content_2_cta_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_2" ADD CONSTRAINT "pages_blocks_hero_content_2_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_2" ADD CONSTRAINT "pages_blocks_hero_content_2_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_2_locales" ADD CONSTRAINT "pages_blocks_hero_content_2_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_content_2"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_cta_cta_repeater" ADD CONSTRAINT "pages_blocks_hero_cta_cta_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_cta_cta_repeater_locales" ADD CONSTRAINT "pages_blocks_hero_cta_cta_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_cta_cta_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_cta" ADD CONSTRAINT "pages_blocks_hero_cta_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_cta" ADD CONSTRAINT "pages_blocks_hero_cta_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_cta" ADD CONSTRAINT "pages_blocks_hero_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_cta_locales" ADD CONSTRAINT "pages_blocks_hero_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos_media_v_af09f384" ADD CONSTRAINT "pages_blocks_hero_infos_media_v_af09f384_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos_media_v_78f020ce" ADD CONSTRAINT "pages_blocks_hero_infos_media_v_78f020ce_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos_list_it_ad300d91" ADD CONSTRAINT "pages_blocks_hero_infos_list_it_ad300d91_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos_list_it_ad300d91_locales" ADD CONSTRAINT "pages_blocks_hero_infos_list_it_ad300d91_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_infos_list_it_ad300d91"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos_icon_li_6fefe4b6" ADD CONSTRAINT "pages_blocks_hero_infos_icon_li_6fefe4b6_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos_icon_li_6fefe4b6_locales" ADD CONSTRAINT "pages_blocks_hero_infos_icon_li_6fefe4b6_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_infos_icon_li_6fefe4b6"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos_cta_repeater" ADD CONSTRAINT "pages_blocks_hero_infos_cta_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos_cta_repeater_locales" ADD CONSTRAINT "pages_blocks_hero_infos_cta_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_infos_cta_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos" ADD CONSTRAINT "pages_blocks_hero_infos_media_image_media_id_media_id_fk" FOREIGN KEY ("media_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos" ADD CONSTRAINT "pages_blocks_hero_infos_media_video_poster_id_media_id_fk" FOREIGN KEY ("media_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos" ADD CONSTRAINT "pages_blocks_hero_infos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_infos_locales" ADD CONSTRAINT "pages_blocks_hero_infos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page__a64a2617" ADD CONSTRAINT "pages_blocks_hero_profile_page__a64a2617_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_profile_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page__ce01c468" ADD CONSTRAINT "pages_blocks_hero_profile_page__ce01c468_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_profile_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page__62962363" ADD CONSTRAINT "pages_blocks_hero_profile_page__62962363_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_profile_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page__62962363_locales" ADD CONSTRAINT "pages_blocks_hero_profile_page__62962363_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_profile_page__62962363"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page__4c3e338f" ADD CONSTRAINT "pages_blocks_hero_profile_page__4c3e338f_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_profile_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page__4c3e338f_locales" ADD CONSTRAINT "pages_blocks_hero_profile_page__4c3e338f_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_profile_page__4c3e338f"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page__09bff375" ADD CONSTRAINT "pages_blocks_hero_profile_page__09bff375_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_profile_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page__09bff375_locales" ADD CONSTRAINT "pages_blocks_hero_profile_page__09bff375_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_profile_page__09bff375"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page" ADD CONSTRAINT "pages_blocks_hero_profile_page_media_image_media_id_media_id_fk" FOREIGN KEY ("media_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page" ADD CONSTRAINT "pages_blocks_hero_profile_page_media_video_poster_id_media_id_fk" FOREIGN KEY ("media_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page" ADD CONSTRAINT "pages_blocks_hero_profile_page_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_profile_page_locales" ADD CONSTRAINT "pages_blocks_hero_profile_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_profile_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_landing_page__09a6e1b0" ADD CONSTRAINT "pages_blocks_hero_landing_page__09a6e1b0_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_landing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_landing_page__1d04a7b0" ADD CONSTRAINT "pages_blocks_hero_landing_page__1d04a7b0_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_landing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_landing_page__7d168958" ADD CONSTRAINT "pages_blocks_hero_landing_page__7d168958_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_landing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_landing_page__7d168958_locales" ADD CONSTRAINT "pages_blocks_hero_landing_page__7d168958_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_landing_page__7d168958"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_landing_page" ADD CONSTRAINT "pages_blocks_hero_landing_page_media_image_media_id_media_id_fk" FOREIGN KEY ("media_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_landing_page" ADD CONSTRAINT "pages_blocks_hero_landing_page_media_video_poster_id_media_id_fk" FOREIGN KEY ("media_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_landing_page" ADD CONSTRAINT "pages_blocks_hero_landing_page_avatar_media_id_media_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_landing_page" ADD CONSTRAINT "pages_blocks_hero_landing_page_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_landing_page_locales" ADD CONSTRAINT "pages_blocks_hero_landing_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_landing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_c7624f3f" ADD CONSTRAINT "pages_blocks_hero_slider_slides_c7624f3f_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider_slides_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_c7624f3f_locales" ADD CONSTRAINT "pages_blocks_hero_slider_slides_c7624f3f_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider_slides_c7624f3f"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_repeater" ADD CONSTRAINT "pages_blocks_hero_slider_slides_repeater_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_repeater" ADD CONSTRAINT "pages_blocks_hero_slider_slides_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_repeater_locales" ADD CONSTRAINT "pages_blocks_hero_slider_slides_repeater_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider_slides_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider" ADD CONSTRAINT "pages_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_broker_testimonial_9a94aa0c" ADD CONSTRAINT "pages_blocks_broker_testimonial_9a94aa0c_broker_avatar_media_id_media_id_fk" FOREIGN KEY ("broker_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_broker_testimonial_9a94aa0c" ADD CONSTRAINT "pages_blocks_broker_testimonial_9a94aa0c_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_broker_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_broker_testimonial_9a94aa0c_locales" ADD CONSTRAINT "pages_blocks_broker_testimonial_9a94aa0c_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_broker_testimonial_9a94aa0c"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_broker_testimonials" ADD CONSTRAINT "pages_blocks_broker_testimonials_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_broker_testimonials" ADD CONSTRAINT "pages_blocks_broker_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_broker_testimonials_locales" ADD CONSTRAINT "pages_blocks_broker_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_broker_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_google_reviews_tes_4277dad9" ADD CONSTRAINT "pages_blocks_google_reviews_tes_4277dad9_author_avatar_media_id_media_id_fk" FOREIGN KEY ("author_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_google_reviews_tes_4277dad9" ADD CONSTRAINT "pages_blocks_google_reviews_tes_4277dad9_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_google_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_google_reviews_tes_4277dad9_locales" ADD CONSTRAINT "pages_blocks_google_reviews_tes_4277dad9_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_google_reviews_tes_4277dad9"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_google_reviews" ADD CONSTRAINT "pages_blocks_google_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_google_reviews_locales" ADD CONSTRAINT "pages_blocks_google_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_google_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_slide_e1c0c8fb" ADD CONSTRAINT "pages_blocks_testimonials_slide_e1c0c8fb_author_avatar_media_id_media_id_fk" FOREIGN KEY ("author_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_slide_e1c0c8fb" ADD CONSTRAINT "pages_blocks_testimonials_slide_e1c0c8fb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_slide_e1c0c8fb_locales" ADD CONSTRAINT "pages_blocks_testimonials_slide_e1c0c8fb_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials_slide_e1c0c8fb"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_slider" ADD CONSTRAINT "pages_blocks_testimonials_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_slider_locales" ADD CONSTRAINT "pages_blocks_testimonials_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_testi_39d20eef" ADD CONSTRAINT "pages_blocks_testimonials_testi_39d20eef_author_avatar_media_id_media_id_fk" FOREIGN KEY ("author_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_testi_39d20eef" ADD CONSTRAINT "pages_blocks_testimonials_testi_39d20eef_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_testi_39d20eef_locales" ADD CONSTRAINT "pages_blocks_testimonials_testi_39d20eef_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials_testi_39d20eef"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_locales" ADD CONSTRAINT "pages_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rewards_rewards_repeater" ADD CONSTRAINT "pages_blocks_rewards_rewards_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rewards_rewards_repeater_locales" ADD CONSTRAINT "pages_blocks_rewards_rewards_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rewards_rewards_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rewards" ADD CONSTRAINT "pages_blocks_rewards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rewards_locales" ADD CONSTRAINT "pages_blocks_rewards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statistics_statist_90acf2ca" ADD CONSTRAINT "pages_blocks_statistics_statist_90acf2ca_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_statistics_statist_90acf2ca" ADD CONSTRAINT "pages_blocks_statistics_statist_90acf2ca_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statistics_statist_90acf2ca_locales" ADD CONSTRAINT "pages_blocks_statistics_statist_90acf2ca_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_statistics_statist_90acf2ca"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statistics" ADD CONSTRAINT "pages_blocks_statistics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statistics_locales" ADD CONSTRAINT "pages_blocks_statistics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlights_highlig_882e00d7" ADD CONSTRAINT "pages_blocks_highlights_highlig_882e00d7_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlights_highlig_882e00d7_locales" ADD CONSTRAINT "pages_blocks_highlights_highlig_882e00d7_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_highlights_highlig_882e00d7"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlights" ADD CONSTRAINT "pages_blocks_highlights_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlights" ADD CONSTRAINT "pages_blocks_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlights_locales" ADD CONSTRAINT "pages_blocks_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_double_cta_cta_repeater" ADD CONSTRAINT "pages_blocks_double_cta_cta_repeater_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_double_cta_cta_repeater" ADD CONSTRAINT "pages_blocks_double_cta_cta_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_double_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_double_cta_cta_repeater_locales" ADD CONSTRAINT "pages_blocks_double_cta_cta_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_double_cta_cta_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_double_cta" ADD CONSTRAINT "pages_blocks_double_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_cta_card" ADD CONSTRAINT "pages_blocks_icon_cta_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_cta_card_locales" ADD CONSTRAINT "pages_blocks_icon_cta_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_cta_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_redirect_hor_e7277cd1" ADD CONSTRAINT "pages_blocks_multi_redirect_hor_e7277cd1_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_redirect_hor_e7277cd1" ADD CONSTRAINT "pages_blocks_multi_redirect_hor_e7277cd1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_multi_redirect_horizontal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_redirect_hor_e7277cd1_locales" ADD CONSTRAINT "pages_blocks_multi_redirect_hor_e7277cd1_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_multi_redirect_hor_e7277cd1"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_redirect_horizontal" ADD CONSTRAINT "pages_blocks_multi_redirect_horizontal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_redirect_horizontal_locales" ADD CONSTRAINT "pages_blocks_multi_redirect_horizontal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_multi_redirect_horizontal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_redirect_ver_6c1e04bc" ADD CONSTRAINT "pages_blocks_multi_redirect_ver_6c1e04bc_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_redirect_ver_6c1e04bc" ADD CONSTRAINT "pages_blocks_multi_redirect_ver_6c1e04bc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_multi_redirect_vertical"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_redirect_ver_6c1e04bc_locales" ADD CONSTRAINT "pages_blocks_multi_redirect_ver_6c1e04bc_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_multi_redirect_ver_6c1e04bc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_redirect_vertical" ADD CONSTRAINT "pages_blocks_multi_redirect_vertical_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multi_redirect_vertical_locales" ADD CONSTRAINT "pages_blocks_multi_redirect_vertical_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_multi_redirect_vertical"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_cards_car_8160222a" ADD CONSTRAINT "pages_blocks_carousel_cards_car_8160222a_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_cards_car_8160222a" ADD CONSTRAINT "pages_blocks_carousel_cards_car_8160222a_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_cards_car_8160222a_locales" ADD CONSTRAINT "pages_blocks_carousel_cards_car_8160222a_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel_cards_car_8160222a"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_cards" ADD CONSTRAINT "pages_blocks_carousel_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_cards_locales" ADD CONSTRAINT "pages_blocks_carousel_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_medias_carousel_me_41f66bc1" ADD CONSTRAINT "pages_blocks_medias_carousel_me_41f66bc1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_medias_carousel_me_4c354af4"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_medias_carousel_me_e1f53be8" ADD CONSTRAINT "pages_blocks_medias_carousel_me_e1f53be8_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_medias_carousel_me_4c354af4"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_medias_carousel_me_4c354af4" ADD CONSTRAINT "pages_blocks_medias_carousel_me_4c354af4_media_image_media_id_media_id_fk" FOREIGN KEY ("media_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_medias_carousel_me_4c354af4" ADD CONSTRAINT "pages_blocks_medias_carousel_me_4c354af4_media_video_poster_id_media_id_fk" FOREIGN KEY ("media_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_medias_carousel_me_4c354af4" ADD CONSTRAINT "pages_blocks_medias_carousel_me_4c354af4_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_medias_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_medias_carousel_me_4c354af4_locales" ADD CONSTRAINT "pages_blocks_medias_carousel_me_4c354af4_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_medias_carousel_me_4c354af4"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_medias_carousel" ADD CONSTRAINT "pages_blocks_medias_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_medias_carousel_locales" ADD CONSTRAINT "pages_blocks_medias_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_medias_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_script_block" ADD CONSTRAINT "pages_blocks_script_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dev_test" ADD CONSTRAINT "pages_blocks_dev_test_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dev_test_locales" ADD CONSTRAINT "pages_blocks_dev_test_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dev_test"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_member_cards_v" ADD CONSTRAINT "_pages_blocks_member_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_member_cards_v_locales" ADD CONSTRAINT "_pages_blocks_member_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_member_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_offices_v" ADD CONSTRAINT "_pages_blocks_offices_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_offices_v_locales" ADD CONSTRAINT "_pages_blocks_offices_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_offices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_posts_archive_v" ADD CONSTRAINT "_pages_blocks_posts_archive_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_posts_archive_v_locales" ADD CONSTRAINT "_pages_blocks_posts_archive_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_posts_archive_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_blog_grid_v" ADD CONSTRAINT "_pages_blocks_blog_grid_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_blog_grid_v_locales" ADD CONSTRAINT "_pages_blocks_blog_grid_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_blog_grid_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_post_v" ADD CONSTRAINT "_pages_blocks_featured_post_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_featured_post_v_locales" ADD CONSTRAINT "_pages_blocks_featured_post_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_featured_post_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_2_cta_repeater_v" ADD CONSTRAINT "_pages_blocks_hero_content_2_cta_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_content_2_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_2_cta_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_hero_content_2_cta_repeater_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_content_2_cta_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_2_v" ADD CONSTRAINT "_pages_blocks_hero_content_2_v_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_2_v" ADD CONSTRAINT "_pages_blocks_hero_content_2_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_2_v_locales" ADD CONSTRAINT "_pages_blocks_hero_content_2_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_content_2_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_cta_cta_repeater_v" ADD CONSTRAINT "_pages_blocks_hero_cta_cta_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_cta_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_cta_cta_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_hero_cta_cta_repeater_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_cta_cta_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_cta_v" ADD CONSTRAINT "_pages_blocks_hero_cta_v_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_cta_v" ADD CONSTRAINT "_pages_blocks_hero_cta_v_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_cta_v" ADD CONSTRAINT "_pages_blocks_hero_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_cta_v_locales" ADD CONSTRAINT "_pages_blocks_hero_cta_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_cta_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_v_media_a1c5161d_v" ADD CONSTRAINT "_pages_blocks_hero_infos_v_media_a1c5161d_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_infos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_v_media_d40a8c15_v" ADD CONSTRAINT "_pages_blocks_hero_infos_v_media_d40a8c15_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_infos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_list_it_ad300d91_v" ADD CONSTRAINT "_pages_blocks_hero_infos_list_it_ad300d91_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_infos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_list_it_ad300d91_v_locales" ADD CONSTRAINT "_pages_blocks_hero_infos_list_it_ad300d91_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_infos_list_it_ad300d91_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_icon_li_6fefe4b6_v" ADD CONSTRAINT "_pages_blocks_hero_infos_icon_li_6fefe4b6_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_infos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales" ADD CONSTRAINT "_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_infos_icon_li_6fefe4b6_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_cta_repeater_v" ADD CONSTRAINT "_pages_blocks_hero_infos_cta_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_infos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_cta_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_hero_infos_cta_repeater_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_infos_cta_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_v" ADD CONSTRAINT "_pages_blocks_hero_infos_v_media_image_media_id_media_id_fk" FOREIGN KEY ("media_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_v" ADD CONSTRAINT "_pages_blocks_hero_infos_v_media_video_poster_id_media_id_fk" FOREIGN KEY ("media_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_v" ADD CONSTRAINT "_pages_blocks_hero_infos_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_infos_v_locales" ADD CONSTRAINT "_pages_blocks_hero_infos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_infos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page__e778da19_v" ADD CONSTRAINT "_pages_blocks_hero_profile_page__e778da19_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_profile_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page__b9b66846_v" ADD CONSTRAINT "_pages_blocks_hero_profile_page__b9b66846_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_profile_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page__62962363_v" ADD CONSTRAINT "_pages_blocks_hero_profile_page__62962363_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_profile_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page__62962363_v_locales" ADD CONSTRAINT "_pages_blocks_hero_profile_page__62962363_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_profile_page__62962363_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page__4c3e338f_v" ADD CONSTRAINT "_pages_blocks_hero_profile_page__4c3e338f_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_profile_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page__4c3e338f_v_locales" ADD CONSTRAINT "_pages_blocks_hero_profile_page__4c3e338f_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_profile_page__4c3e338f_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page__09bff375_v" ADD CONSTRAINT "_pages_blocks_hero_profile_page__09bff375_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_profile_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page__09bff375_v_locales" ADD CONSTRAINT "_pages_blocks_hero_profile_page__09bff375_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_profile_page__09bff375_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page_v" ADD CONSTRAINT "_pages_blocks_hero_profile_page_v_media_image_media_id_media_id_fk" FOREIGN KEY ("media_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page_v" ADD CONSTRAINT "_pages_blocks_hero_profile_page_v_media_video_poster_id_media_id_fk" FOREIGN KEY ("media_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page_v" ADD CONSTRAINT "_pages_blocks_hero_profile_page_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_profile_page_v_locales" ADD CONSTRAINT "_pages_blocks_hero_profile_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_profile_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_landing_page__cde8c88c_v" ADD CONSTRAINT "_pages_blocks_hero_landing_page__cde8c88c_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_landing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_landing_page__443b8de4_v" ADD CONSTRAINT "_pages_blocks_hero_landing_page__443b8de4_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_landing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_landing_page__7d168958_v" ADD CONSTRAINT "_pages_blocks_hero_landing_page__7d168958_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_landing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_landing_page__7d168958_v_locales" ADD CONSTRAINT "_pages_blocks_hero_landing_page__7d168958_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_landing_page__7d168958_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_landing_page_v" ADD CONSTRAINT "_pages_blocks_hero_landing_page_v_media_image_media_id_media_id_fk" FOREIGN KEY ("media_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_landing_page_v" ADD CONSTRAINT "_pages_blocks_hero_landing_page_v_media_video_poster_id_media_id_fk" FOREIGN KEY ("media_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_landing_page_v" ADD CONSTRAINT "_pages_blocks_hero_landing_page_v_avatar_media_id_media_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_landing_page_v" ADD CONSTRAINT "_pages_blocks_hero_landing_page_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_landing_page_v_locales" ADD CONSTRAINT "_pages_blocks_hero_landing_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_landing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_slider_slides_c7624f3f_v" ADD CONSTRAINT "_pages_blocks_hero_slider_slides_c7624f3f_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_slider_slides_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_slider_slides_c7624f3f_v_locales" ADD CONSTRAINT "_pages_blocks_hero_slider_slides_c7624f3f_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_slider_slides_c7624f3f_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_slider_slides_repeater_v" ADD CONSTRAINT "_pages_blocks_hero_slider_slides_repeater_v_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_slider_slides_repeater_v" ADD CONSTRAINT "_pages_blocks_hero_slider_slides_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_slider_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_slider_slides_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_hero_slider_slides_repeater_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_slider_slides_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_slider_v" ADD CONSTRAINT "_pages_blocks_hero_slider_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_broker_testimonial_9a94aa0c_v" ADD CONSTRAINT "_pages_blocks_broker_testimonial_9a94aa0c_v_broker_avatar_media_id_media_id_fk" FOREIGN KEY ("broker_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_broker_testimonial_9a94aa0c_v" ADD CONSTRAINT "_pages_blocks_broker_testimonial_9a94aa0c_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_broker_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_broker_testimonial_9a94aa0c_v_locales" ADD CONSTRAINT "_pages_blocks_broker_testimonial_9a94aa0c_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_broker_testimonial_9a94aa0c_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_broker_testimonials_v" ADD CONSTRAINT "_pages_blocks_broker_testimonials_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_broker_testimonials_v" ADD CONSTRAINT "_pages_blocks_broker_testimonials_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_broker_testimonials_v_locales" ADD CONSTRAINT "_pages_blocks_broker_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_broker_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_google_reviews_tes_4277dad9_v" ADD CONSTRAINT "_pages_blocks_google_reviews_tes_4277dad9_v_author_avatar_media_id_media_id_fk" FOREIGN KEY ("author_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_google_reviews_tes_4277dad9_v" ADD CONSTRAINT "_pages_blocks_google_reviews_tes_4277dad9_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_google_reviews_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_google_reviews_tes_4277dad9_v_locales" ADD CONSTRAINT "_pages_blocks_google_reviews_tes_4277dad9_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_google_reviews_tes_4277dad9_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_google_reviews_v" ADD CONSTRAINT "_pages_blocks_google_reviews_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_google_reviews_v_locales" ADD CONSTRAINT "_pages_blocks_google_reviews_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_google_reviews_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_testimonials_slide_e1c0c8fb_v" ADD CONSTRAINT "_pages_blocks_testimonials_slide_e1c0c8fb_v_author_avatar_media_id_media_id_fk" FOREIGN KEY ("author_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_testimonials_slide_e1c0c8fb_v" ADD CONSTRAINT "_pages_blocks_testimonials_slide_e1c0c8fb_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_testimonials_slider_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_testimonials_slide_e1c0c8fb_v_locales" ADD CONSTRAINT "_pages_blocks_testimonials_slide_e1c0c8fb_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_testimonials_slide_e1c0c8fb_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_testimonials_slider_v" ADD CONSTRAINT "_pages_blocks_testimonials_slider_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_testimonials_slider_v_locales" ADD CONSTRAINT "_pages_blocks_testimonials_slider_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_testimonials_slider_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_testimonials_testi_39d20eef_v" ADD CONSTRAINT "_pages_blocks_testimonials_testi_39d20eef_v_author_avatar_media_id_media_id_fk" FOREIGN KEY ("author_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_testimonials_testi_39d20eef_v" ADD CONSTRAINT "_pages_blocks_testimonials_testi_39d20eef_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_testimonials_testi_39d20eef_v_locales" ADD CONSTRAINT "_pages_blocks_testimonials_testi_39d20eef_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_testimonials_testi_39d20eef_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_testimonials_v" ADD CONSTRAINT "_pages_blocks_testimonials_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_testimonials_v_locales" ADD CONSTRAINT "_pages_blocks_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_rewards_rewards_repeater_v" ADD CONSTRAINT "_pages_blocks_rewards_rewards_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_rewards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_rewards_rewards_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_rewards_rewards_repeater_v_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_rewards_rewards_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_rewards_v" ADD CONSTRAINT "_pages_blocks_rewards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_rewards_v_locales" ADD CONSTRAINT "_pages_blocks_rewards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_rewards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_statistics_statist_90acf2ca_v" ADD CONSTRAINT "_pages_blocks_statistics_statist_90acf2ca_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_statistics_statist_90acf2ca_v" ADD CONSTRAINT "_pages_blocks_statistics_statist_90acf2ca_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_statistics_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_statistics_statist_90acf2ca_v_locales" ADD CONSTRAINT "_pages_blocks_statistics_statist_90acf2ca_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_statistics_statist_90acf2ca_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_statistics_v" ADD CONSTRAINT "_pages_blocks_statistics_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_statistics_v_locales" ADD CONSTRAINT "_pages_blocks_statistics_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_statistics_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_highlights_highlig_882e00d7_v" ADD CONSTRAINT "_pages_blocks_highlights_highlig_882e00d7_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_highlights_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_highlights_highlig_882e00d7_v_locales" ADD CONSTRAINT "_pages_blocks_highlights_highlig_882e00d7_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_highlights_highlig_882e00d7_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_highlights_v" ADD CONSTRAINT "_pages_blocks_highlights_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_highlights_v" ADD CONSTRAINT "_pages_blocks_highlights_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_highlights_v_locales" ADD CONSTRAINT "_pages_blocks_highlights_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_highlights_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_double_cta_cta_repeater_v" ADD CONSTRAINT "_pages_blocks_double_cta_cta_repeater_v_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_double_cta_cta_repeater_v" ADD CONSTRAINT "_pages_blocks_double_cta_cta_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_double_cta_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_double_cta_cta_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_double_cta_cta_repeater_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_double_cta_cta_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_double_cta_v" ADD CONSTRAINT "_pages_blocks_double_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_icon_cta_card_v" ADD CONSTRAINT "_pages_blocks_icon_cta_card_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_icon_cta_card_v_locales" ADD CONSTRAINT "_pages_blocks_icon_cta_card_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_icon_cta_card_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_multi_redirect_hor_e7277cd1_v" ADD CONSTRAINT "_pages_blocks_multi_redirect_hor_e7277cd1_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_multi_redirect_hor_e7277cd1_v" ADD CONSTRAINT "_pages_blocks_multi_redirect_hor_e7277cd1_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_multi_redirect_horizontal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_multi_redirect_hor_e7277cd1_v_locales" ADD CONSTRAINT "_pages_blocks_multi_redirect_hor_e7277cd1_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_multi_redirect_hor_e7277cd1_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_multi_redirect_horizontal_v" ADD CONSTRAINT "_pages_blocks_multi_redirect_horizontal_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_multi_redirect_horizontal_v_locales" ADD CONSTRAINT "_pages_blocks_multi_redirect_horizontal_v_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_multi_redirect_horizontal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_multi_redirect_ver_6c1e04bc_v" ADD CONSTRAINT "_pages_blocks_multi_redirect_ver_6c1e04bc_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_multi_redirect_ver_6c1e04bc_v" ADD CONSTRAINT "_pages_blocks_multi_redirect_ver_6c1e04bc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_multi_redirect_vertical_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales" ADD CONSTRAINT "_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_multi_redirect_ver_6c1e04bc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_multi_redirect_vertical_v" ADD CONSTRAINT "_pages_blocks_multi_redirect_vertical_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_multi_redirect_vertical_v_locales" ADD CONSTRAINT "_pages_blocks_multi_redirect_vertical_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_multi_redirect_vertical_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_carousel_cards_car_8160222a_v" ADD CONSTRAINT "_pages_blocks_carousel_cards_car_8160222a_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_carousel_cards_car_8160222a_v" ADD CONSTRAINT "_pages_blocks_carousel_cards_car_8160222a_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_carousel_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_carousel_cards_car_8160222a_v_locales" ADD CONSTRAINT "_pages_blocks_carousel_cards_car_8160222a_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_carousel_cards_car_8160222a_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_carousel_cards_v" ADD CONSTRAINT "_pages_blocks_carousel_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_carousel_cards_v_locales" ADD CONSTRAINT "_pages_blocks_carousel_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_carousel_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_medias_carousel_me_60568ec5_v" ADD CONSTRAINT "_pages_blocks_medias_carousel_me_60568ec5_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_medias_carousel_me_4c354af4_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_medias_carousel_me_f6a4c01e_v" ADD CONSTRAINT "_pages_blocks_medias_carousel_me_f6a4c01e_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_medias_carousel_me_4c354af4_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_medias_carousel_me_4c354af4_v" ADD CONSTRAINT "_pages_blocks_medias_carousel_me_4c354af4_v_media_image_media_id_media_id_fk" FOREIGN KEY ("media_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_medias_carousel_me_4c354af4_v" ADD CONSTRAINT "_pages_blocks_medias_carousel_me_4c354af4_v_media_video_poster_id_media_id_fk" FOREIGN KEY ("media_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_medias_carousel_me_4c354af4_v" ADD CONSTRAINT "_pages_blocks_medias_carousel_me_4c354af4_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_medias_carousel_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_medias_carousel_me_4c354af4_v_locales" ADD CONSTRAINT "_pages_blocks_medias_carousel_me_4c354af4_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_medias_carousel_me_4c354af4_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_medias_carousel_v" ADD CONSTRAINT "_pages_blocks_medias_carousel_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_medias_carousel_v_locales" ADD CONSTRAINT "_pages_blocks_medias_carousel_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_medias_carousel_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_script_block_v" ADD CONSTRAINT "_pages_blocks_script_block_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_dev_test_v" ADD CONSTRAINT "_pages_blocks_dev_test_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_dev_test_v_locales" ADD CONSTRAINT "_pages_blocks_dev_test_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_dev_test_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_tags" ADD CONSTRAINT "articles_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_tags_locales" ADD CONSTRAINT "articles_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_tags_v" ADD CONSTRAINT "_articles_v_version_tags_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_tags_v_locales" ADD CONSTRAINT "_articles_v_version_tags_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_version_tags_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listing_feed_resources" ADD CONSTRAINT "listing_feed_resources_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."listing_feed"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_member_cards_order_idx" ON "pages_blocks_member_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_member_cards_parent_id_idx" ON "pages_blocks_member_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_member_cards_path_idx" ON "pages_blocks_member_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_member_cards_locales_locale_parent_id_unique" ON "pages_blocks_member_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_offices_order_idx" ON "pages_blocks_offices" USING btree ("_order");
  CREATE INDEX "pages_blocks_offices_parent_id_idx" ON "pages_blocks_offices" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offices_path_idx" ON "pages_blocks_offices" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_offices_locales_locale_parent_id_unique" ON "pages_blocks_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_posts_archive_order_idx" ON "pages_blocks_posts_archive" USING btree ("_order");
  CREATE INDEX "pages_blocks_posts_archive_parent_id_idx" ON "pages_blocks_posts_archive" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_posts_archive_path_idx" ON "pages_blocks_posts_archive" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_posts_archive_locales_locale_parent_id_unique" ON "pages_blocks_posts_archive_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_blog_grid_order_idx" ON "pages_blocks_blog_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_blog_grid_parent_id_idx" ON "pages_blocks_blog_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blog_grid_path_idx" ON "pages_blocks_blog_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_blog_grid_locales_locale_parent_id_unique" ON "pages_blocks_blog_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_featured_post_order_idx" ON "pages_blocks_featured_post" USING btree ("_order");
  CREATE INDEX "pages_blocks_featured_post_parent_id_idx" ON "pages_blocks_featured_post" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_featured_post_path_idx" ON "pages_blocks_featured_post" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_featured_post_locales_locale_parent_id_unique" ON "pages_blocks_featured_post_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_content_2_cta_repeater_order_idx" ON "pages_blocks_hero_content_2_cta_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_content_2_cta_repeater_parent_id_idx" ON "pages_blocks_hero_content_2_cta_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_content_2_cta_repeater_locales_locale_pare" ON "pages_blocks_hero_content_2_cta_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_content_2_order_idx" ON "pages_blocks_hero_content_2" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_content_2_parent_id_idx" ON "pages_blocks_hero_content_2" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_content_2_path_idx" ON "pages_blocks_hero_content_2" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_content_2_bg_media_bg_media_media_idx" ON "pages_blocks_hero_content_2" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_content_2_locales_locale_parent_id_unique" ON "pages_blocks_hero_content_2_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_cta_cta_repeater_order_idx" ON "pages_blocks_hero_cta_cta_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_cta_cta_repeater_parent_id_idx" ON "pages_blocks_hero_cta_cta_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_cta_cta_repeater_locales_locale_parent_id_" ON "pages_blocks_hero_cta_cta_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_cta_order_idx" ON "pages_blocks_hero_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_cta_parent_id_idx" ON "pages_blocks_hero_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_cta_path_idx" ON "pages_blocks_hero_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_cta_logo_idx" ON "pages_blocks_hero_cta" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_hero_cta_bg_media_bg_media_media_idx" ON "pages_blocks_hero_cta" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_cta_locales_locale_parent_id_unique" ON "pages_blocks_hero_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_infos_media_v_af09f384_order_idx" ON "pages_blocks_hero_infos_media_v_af09f384" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_infos_media_v_af09f384_parent_id_idx" ON "pages_blocks_hero_infos_media_v_af09f384" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_infos_media_v_af09f384_locale_idx" ON "pages_blocks_hero_infos_media_v_af09f384" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_infos_media_v_78f020ce_order_idx" ON "pages_blocks_hero_infos_media_v_78f020ce" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_infos_media_v_78f020ce_parent_id_idx" ON "pages_blocks_hero_infos_media_v_78f020ce" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_infos_media_v_78f020ce_locale_idx" ON "pages_blocks_hero_infos_media_v_78f020ce" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_infos_list_it_ad300d91_order_idx" ON "pages_blocks_hero_infos_list_it_ad300d91" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_infos_list_it_ad300d91_parent_id_idx" ON "pages_blocks_hero_infos_list_it_ad300d91" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_infos_list_it_ad300d91_locales_locale_pare" ON "pages_blocks_hero_infos_list_it_ad300d91_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_infos_icon_li_6fefe4b6_order_idx" ON "pages_blocks_hero_infos_icon_li_6fefe4b6" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_infos_icon_li_6fefe4b6_parent_id_idx" ON "pages_blocks_hero_infos_icon_li_6fefe4b6" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_infos_icon_li_6fefe4b6_locales_locale_pare" ON "pages_blocks_hero_infos_icon_li_6fefe4b6_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_infos_cta_repeater_order_idx" ON "pages_blocks_hero_infos_cta_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_infos_cta_repeater_parent_id_idx" ON "pages_blocks_hero_infos_cta_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_infos_cta_repeater_locales_locale_parent_i" ON "pages_blocks_hero_infos_cta_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_infos_order_idx" ON "pages_blocks_hero_infos" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_infos_parent_id_idx" ON "pages_blocks_hero_infos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_infos_path_idx" ON "pages_blocks_hero_infos" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_infos_media_image_media_image_media_idx" ON "pages_blocks_hero_infos" USING btree ("media_image_media_id");
  CREATE INDEX "pages_blocks_hero_infos_media_video_media_video_poster_idx" ON "pages_blocks_hero_infos" USING btree ("media_video_poster_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_infos_locales_locale_parent_id_unique" ON "pages_blocks_hero_infos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_profile_page__a64a2617_order_idx" ON "pages_blocks_hero_profile_page__a64a2617" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_profile_page__a64a2617_parent_id_idx" ON "pages_blocks_hero_profile_page__a64a2617" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_profile_page__a64a2617_locale_idx" ON "pages_blocks_hero_profile_page__a64a2617" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_profile_page__ce01c468_order_idx" ON "pages_blocks_hero_profile_page__ce01c468" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_profile_page__ce01c468_parent_id_idx" ON "pages_blocks_hero_profile_page__ce01c468" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_profile_page__ce01c468_locale_idx" ON "pages_blocks_hero_profile_page__ce01c468" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_profile_page__62962363_order_idx" ON "pages_blocks_hero_profile_page__62962363" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_profile_page__62962363_parent_id_idx" ON "pages_blocks_hero_profile_page__62962363" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_profile_page__62962363_locales_locale_pare" ON "pages_blocks_hero_profile_page__62962363_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_profile_page__4c3e338f_order_idx" ON "pages_blocks_hero_profile_page__4c3e338f" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_profile_page__4c3e338f_parent_id_idx" ON "pages_blocks_hero_profile_page__4c3e338f" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_profile_page__4c3e338f_locales_locale_pare" ON "pages_blocks_hero_profile_page__4c3e338f_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_profile_page__09bff375_order_idx" ON "pages_blocks_hero_profile_page__09bff375" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_profile_page__09bff375_parent_id_idx" ON "pages_blocks_hero_profile_page__09bff375" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_profile_page__09bff375_locales_locale_pare" ON "pages_blocks_hero_profile_page__09bff375_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_profile_page_order_idx" ON "pages_blocks_hero_profile_page" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_profile_page_parent_id_idx" ON "pages_blocks_hero_profile_page" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_profile_page_path_idx" ON "pages_blocks_hero_profile_page" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_profile_page_media_image_media_image_m_idx" ON "pages_blocks_hero_profile_page" USING btree ("media_image_media_id");
  CREATE INDEX "pages_blocks_hero_profile_page_media_video_media_video_p_idx" ON "pages_blocks_hero_profile_page" USING btree ("media_video_poster_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_profile_page_locales_locale_parent_id_uniq" ON "pages_blocks_hero_profile_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_landing_page__09a6e1b0_order_idx" ON "pages_blocks_hero_landing_page__09a6e1b0" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_landing_page__09a6e1b0_parent_id_idx" ON "pages_blocks_hero_landing_page__09a6e1b0" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_landing_page__09a6e1b0_locale_idx" ON "pages_blocks_hero_landing_page__09a6e1b0" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_landing_page__1d04a7b0_order_idx" ON "pages_blocks_hero_landing_page__1d04a7b0" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_landing_page__1d04a7b0_parent_id_idx" ON "pages_blocks_hero_landing_page__1d04a7b0" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_landing_page__1d04a7b0_locale_idx" ON "pages_blocks_hero_landing_page__1d04a7b0" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_landing_page__7d168958_order_idx" ON "pages_blocks_hero_landing_page__7d168958" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_landing_page__7d168958_parent_id_idx" ON "pages_blocks_hero_landing_page__7d168958" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_landing_page__7d168958_locales_locale_pare" ON "pages_blocks_hero_landing_page__7d168958_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_landing_page_order_idx" ON "pages_blocks_hero_landing_page" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_landing_page_parent_id_idx" ON "pages_blocks_hero_landing_page" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_landing_page_path_idx" ON "pages_blocks_hero_landing_page" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_landing_page_media_image_media_image_m_idx" ON "pages_blocks_hero_landing_page" USING btree ("media_image_media_id");
  CREATE INDEX "pages_blocks_hero_landing_page_media_video_media_video_p_idx" ON "pages_blocks_hero_landing_page" USING btree ("media_video_poster_id");
  CREATE INDEX "pages_blocks_hero_landing_page_avatar_avatar_media_idx" ON "pages_blocks_hero_landing_page" USING btree ("avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_landing_page_locales_locale_parent_id_uniq" ON "pages_blocks_hero_landing_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_c7624f3f_order_idx" ON "pages_blocks_hero_slider_slides_c7624f3f" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_slides_c7624f3f_parent_id_idx" ON "pages_blocks_hero_slider_slides_c7624f3f" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_slider_slides_c7624f3f_locales_locale_pare" ON "pages_blocks_hero_slider_slides_c7624f3f_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_repeater_order_idx" ON "pages_blocks_hero_slider_slides_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_slides_repeater_parent_id_idx" ON "pages_blocks_hero_slider_slides_repeater" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_repeater_bg_media_bg_med_idx" ON "pages_blocks_hero_slider_slides_repeater" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_slider_slides_repeater_locales_locale_pare" ON "pages_blocks_hero_slider_slides_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_order_idx" ON "pages_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_parent_id_idx" ON "pages_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_path_idx" ON "pages_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_broker_testimonial_9a94aa0c_order_idx" ON "pages_blocks_broker_testimonial_9a94aa0c" USING btree ("_order");
  CREATE INDEX "pages_blocks_broker_testimonial_9a94aa0c_parent_id_idx" ON "pages_blocks_broker_testimonial_9a94aa0c" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_broker_testimonial_9a94aa0c_broker_avatar_b_idx" ON "pages_blocks_broker_testimonial_9a94aa0c" USING btree ("broker_avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_broker_testimonial_9a94aa0c_locales_locale_pare" ON "pages_blocks_broker_testimonial_9a94aa0c_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_broker_testimonials_order_idx" ON "pages_blocks_broker_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_broker_testimonials_parent_id_idx" ON "pages_blocks_broker_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_broker_testimonials_path_idx" ON "pages_blocks_broker_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_broker_testimonials_image_image_media_idx" ON "pages_blocks_broker_testimonials" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_broker_testimonials_locales_locale_parent_id_un" ON "pages_blocks_broker_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_google_reviews_tes_4277dad9_order_idx" ON "pages_blocks_google_reviews_tes_4277dad9" USING btree ("_order");
  CREATE INDEX "pages_blocks_google_reviews_tes_4277dad9_parent_id_idx" ON "pages_blocks_google_reviews_tes_4277dad9" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_google_reviews_tes_4277dad9_author_avatar_a_idx" ON "pages_blocks_google_reviews_tes_4277dad9" USING btree ("author_avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_google_reviews_tes_4277dad9_locales_locale_pare" ON "pages_blocks_google_reviews_tes_4277dad9_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_google_reviews_order_idx" ON "pages_blocks_google_reviews" USING btree ("_order");
  CREATE INDEX "pages_blocks_google_reviews_parent_id_idx" ON "pages_blocks_google_reviews" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_google_reviews_path_idx" ON "pages_blocks_google_reviews" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_google_reviews_locales_locale_parent_id_unique" ON "pages_blocks_google_reviews_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_slide_e1c0c8fb_order_idx" ON "pages_blocks_testimonials_slide_e1c0c8fb" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_slide_e1c0c8fb_parent_id_idx" ON "pages_blocks_testimonials_slide_e1c0c8fb" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_slide_e1c0c8fb_author_avatar_a_idx" ON "pages_blocks_testimonials_slide_e1c0c8fb" USING btree ("author_avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_slide_e1c0c8fb_locales_locale_pare" ON "pages_blocks_testimonials_slide_e1c0c8fb_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_slider_order_idx" ON "pages_blocks_testimonials_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_slider_parent_id_idx" ON "pages_blocks_testimonials_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_slider_path_idx" ON "pages_blocks_testimonials_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_slider_locales_locale_parent_id_un" ON "pages_blocks_testimonials_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_testi_39d20eef_order_idx" ON "pages_blocks_testimonials_testi_39d20eef" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_testi_39d20eef_parent_id_idx" ON "pages_blocks_testimonials_testi_39d20eef" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_testi_39d20eef_author_avatar_a_idx" ON "pages_blocks_testimonials_testi_39d20eef" USING btree ("author_avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_testi_39d20eef_locales_locale_pare" ON "pages_blocks_testimonials_testi_39d20eef_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_locales_locale_parent_id_unique" ON "pages_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_rewards_rewards_repeater_order_idx" ON "pages_blocks_rewards_rewards_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_rewards_rewards_repeater_parent_id_idx" ON "pages_blocks_rewards_rewards_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_rewards_rewards_repeater_locales_locale_parent_" ON "pages_blocks_rewards_rewards_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_rewards_order_idx" ON "pages_blocks_rewards" USING btree ("_order");
  CREATE INDEX "pages_blocks_rewards_parent_id_idx" ON "pages_blocks_rewards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rewards_path_idx" ON "pages_blocks_rewards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_rewards_locales_locale_parent_id_unique" ON "pages_blocks_rewards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_statistics_statist_90acf2ca_order_idx" ON "pages_blocks_statistics_statist_90acf2ca" USING btree ("_order");
  CREATE INDEX "pages_blocks_statistics_statist_90acf2ca_parent_id_idx" ON "pages_blocks_statistics_statist_90acf2ca" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_statistics_statist_90acf2ca_image_image_med_idx" ON "pages_blocks_statistics_statist_90acf2ca" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_statistics_statist_90acf2ca_locales_locale_pare" ON "pages_blocks_statistics_statist_90acf2ca_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_statistics_order_idx" ON "pages_blocks_statistics" USING btree ("_order");
  CREATE INDEX "pages_blocks_statistics_parent_id_idx" ON "pages_blocks_statistics" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_statistics_path_idx" ON "pages_blocks_statistics" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_statistics_locales_locale_parent_id_unique" ON "pages_blocks_statistics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_highlights_highlig_882e00d7_order_idx" ON "pages_blocks_highlights_highlig_882e00d7" USING btree ("_order");
  CREATE INDEX "pages_blocks_highlights_highlig_882e00d7_parent_id_idx" ON "pages_blocks_highlights_highlig_882e00d7" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_highlights_highlig_882e00d7_locales_locale_pare" ON "pages_blocks_highlights_highlig_882e00d7_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_highlights_order_idx" ON "pages_blocks_highlights" USING btree ("_order");
  CREATE INDEX "pages_blocks_highlights_parent_id_idx" ON "pages_blocks_highlights" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_highlights_path_idx" ON "pages_blocks_highlights" USING btree ("_path");
  CREATE INDEX "pages_blocks_highlights_image_image_media_idx" ON "pages_blocks_highlights" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_highlights_locales_locale_parent_id_unique" ON "pages_blocks_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_double_cta_cta_repeater_order_idx" ON "pages_blocks_double_cta_cta_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_double_cta_cta_repeater_parent_id_idx" ON "pages_blocks_double_cta_cta_repeater" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_double_cta_cta_repeater_bg_media_bg_media_m_idx" ON "pages_blocks_double_cta_cta_repeater" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "pages_blocks_double_cta_cta_repeater_locales_locale_parent_i" ON "pages_blocks_double_cta_cta_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_double_cta_order_idx" ON "pages_blocks_double_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_double_cta_parent_id_idx" ON "pages_blocks_double_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_double_cta_path_idx" ON "pages_blocks_double_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_icon_cta_card_order_idx" ON "pages_blocks_icon_cta_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_icon_cta_card_parent_id_idx" ON "pages_blocks_icon_cta_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_icon_cta_card_path_idx" ON "pages_blocks_icon_cta_card" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_icon_cta_card_locales_locale_parent_id_unique" ON "pages_blocks_icon_cta_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_multi_redirect_hor_e7277cd1_order_idx" ON "pages_blocks_multi_redirect_hor_e7277cd1" USING btree ("_order");
  CREATE INDEX "pages_blocks_multi_redirect_hor_e7277cd1_parent_id_idx" ON "pages_blocks_multi_redirect_hor_e7277cd1" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_multi_redirect_hor_e7277cd1_image_image_med_idx" ON "pages_blocks_multi_redirect_hor_e7277cd1" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_multi_redirect_hor_e7277cd1_locales_locale_pare" ON "pages_blocks_multi_redirect_hor_e7277cd1_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_multi_redirect_horizontal_order_idx" ON "pages_blocks_multi_redirect_horizontal" USING btree ("_order");
  CREATE INDEX "pages_blocks_multi_redirect_horizontal_parent_id_idx" ON "pages_blocks_multi_redirect_horizontal" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_multi_redirect_horizontal_path_idx" ON "pages_blocks_multi_redirect_horizontal" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_multi_redirect_horizontal_locales_locale_parent" ON "pages_blocks_multi_redirect_horizontal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_multi_redirect_ver_6c1e04bc_order_idx" ON "pages_blocks_multi_redirect_ver_6c1e04bc" USING btree ("_order");
  CREATE INDEX "pages_blocks_multi_redirect_ver_6c1e04bc_parent_id_idx" ON "pages_blocks_multi_redirect_ver_6c1e04bc" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_multi_redirect_ver_6c1e04bc_image_image_med_idx" ON "pages_blocks_multi_redirect_ver_6c1e04bc" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_multi_redirect_ver_6c1e04bc_locales_locale_pare" ON "pages_blocks_multi_redirect_ver_6c1e04bc_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_multi_redirect_vertical_order_idx" ON "pages_blocks_multi_redirect_vertical" USING btree ("_order");
  CREATE INDEX "pages_blocks_multi_redirect_vertical_parent_id_idx" ON "pages_blocks_multi_redirect_vertical" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_multi_redirect_vertical_path_idx" ON "pages_blocks_multi_redirect_vertical" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_multi_redirect_vertical_locales_locale_parent_i" ON "pages_blocks_multi_redirect_vertical_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_carousel_cards_car_8160222a_order_idx" ON "pages_blocks_carousel_cards_car_8160222a" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_cards_car_8160222a_parent_id_idx" ON "pages_blocks_carousel_cards_car_8160222a" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_cards_car_8160222a_image_image_med_idx" ON "pages_blocks_carousel_cards_car_8160222a" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_carousel_cards_car_8160222a_locales_locale_pare" ON "pages_blocks_carousel_cards_car_8160222a_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_carousel_cards_order_idx" ON "pages_blocks_carousel_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_cards_parent_id_idx" ON "pages_blocks_carousel_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_cards_path_idx" ON "pages_blocks_carousel_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_carousel_cards_locales_locale_parent_id_unique" ON "pages_blocks_carousel_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_medias_carousel_me_41f66bc1_order_idx" ON "pages_blocks_medias_carousel_me_41f66bc1" USING btree ("_order");
  CREATE INDEX "pages_blocks_medias_carousel_me_41f66bc1_parent_id_idx" ON "pages_blocks_medias_carousel_me_41f66bc1" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_medias_carousel_me_41f66bc1_locale_idx" ON "pages_blocks_medias_carousel_me_41f66bc1" USING btree ("_locale");
  CREATE INDEX "pages_blocks_medias_carousel_me_e1f53be8_order_idx" ON "pages_blocks_medias_carousel_me_e1f53be8" USING btree ("_order");
  CREATE INDEX "pages_blocks_medias_carousel_me_e1f53be8_parent_id_idx" ON "pages_blocks_medias_carousel_me_e1f53be8" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_medias_carousel_me_e1f53be8_locale_idx" ON "pages_blocks_medias_carousel_me_e1f53be8" USING btree ("_locale");
  CREATE INDEX "pages_blocks_medias_carousel_me_4c354af4_order_idx" ON "pages_blocks_medias_carousel_me_4c354af4" USING btree ("_order");
  CREATE INDEX "pages_blocks_medias_carousel_me_4c354af4_parent_id_idx" ON "pages_blocks_medias_carousel_me_4c354af4" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_medias_carousel_me_4c354af4_media_image_med_idx" ON "pages_blocks_medias_carousel_me_4c354af4" USING btree ("media_image_media_id");
  CREATE INDEX "pages_blocks_medias_carousel_me_4c354af4_media_video_med_idx" ON "pages_blocks_medias_carousel_me_4c354af4" USING btree ("media_video_poster_id");
  CREATE UNIQUE INDEX "pages_blocks_medias_carousel_me_4c354af4_locales_locale_pare" ON "pages_blocks_medias_carousel_me_4c354af4_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_medias_carousel_order_idx" ON "pages_blocks_medias_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_medias_carousel_parent_id_idx" ON "pages_blocks_medias_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_medias_carousel_path_idx" ON "pages_blocks_medias_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_medias_carousel_locales_locale_parent_id_unique" ON "pages_blocks_medias_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_script_block_order_idx" ON "pages_blocks_script_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_script_block_parent_id_idx" ON "pages_blocks_script_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_script_block_path_idx" ON "pages_blocks_script_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_dev_test_order_idx" ON "pages_blocks_dev_test" USING btree ("_order");
  CREATE INDEX "pages_blocks_dev_test_parent_id_idx" ON "pages_blocks_dev_test" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dev_test_path_idx" ON "pages_blocks_dev_test" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_dev_test_locales_locale_parent_id_unique" ON "pages_blocks_dev_test_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_articles_id_idx" ON "pages_rels" USING btree ("articles_id");
  CREATE INDEX "_pages_blocks_member_cards_v_order_idx" ON "_pages_blocks_member_cards_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_member_cards_v_parent_id_idx" ON "_pages_blocks_member_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_member_cards_v_path_idx" ON "_pages_blocks_member_cards_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_member_cards_v_locales_locale_parent_id_unique" ON "_pages_blocks_member_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_offices_v_order_idx" ON "_pages_blocks_offices_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_offices_v_parent_id_idx" ON "_pages_blocks_offices_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_offices_v_path_idx" ON "_pages_blocks_offices_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_offices_v_locales_locale_parent_id_unique" ON "_pages_blocks_offices_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_posts_archive_v_order_idx" ON "_pages_blocks_posts_archive_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_posts_archive_v_parent_id_idx" ON "_pages_blocks_posts_archive_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_posts_archive_v_path_idx" ON "_pages_blocks_posts_archive_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_posts_archive_v_locales_locale_parent_id_uniqu" ON "_pages_blocks_posts_archive_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_blog_grid_v_order_idx" ON "_pages_blocks_blog_grid_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_blog_grid_v_parent_id_idx" ON "_pages_blocks_blog_grid_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_blog_grid_v_path_idx" ON "_pages_blocks_blog_grid_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_blog_grid_v_locales_locale_parent_id_unique" ON "_pages_blocks_blog_grid_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_featured_post_v_order_idx" ON "_pages_blocks_featured_post_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_featured_post_v_parent_id_idx" ON "_pages_blocks_featured_post_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_featured_post_v_path_idx" ON "_pages_blocks_featured_post_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_featured_post_v_locales_locale_parent_id_uniqu" ON "_pages_blocks_featured_post_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_content_2_cta_repeater_v_order_idx" ON "_pages_blocks_hero_content_2_cta_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_content_2_cta_repeater_v_parent_id_idx" ON "_pages_blocks_hero_content_2_cta_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_content_2_cta_repeater_v_locales_locale_p" ON "_pages_blocks_hero_content_2_cta_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_content_2_v_order_idx" ON "_pages_blocks_hero_content_2_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_content_2_v_parent_id_idx" ON "_pages_blocks_hero_content_2_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_content_2_v_path_idx" ON "_pages_blocks_hero_content_2_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_hero_content_2_v_bg_media_bg_media_media_idx" ON "_pages_blocks_hero_content_2_v" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_content_2_v_locales_locale_parent_id_uniq" ON "_pages_blocks_hero_content_2_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_cta_cta_repeater_v_order_idx" ON "_pages_blocks_hero_cta_cta_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_cta_cta_repeater_v_parent_id_idx" ON "_pages_blocks_hero_cta_cta_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_cta_cta_repeater_v_locales_locale_parent_" ON "_pages_blocks_hero_cta_cta_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_cta_v_order_idx" ON "_pages_blocks_hero_cta_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_cta_v_parent_id_idx" ON "_pages_blocks_hero_cta_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_cta_v_path_idx" ON "_pages_blocks_hero_cta_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_hero_cta_v_logo_idx" ON "_pages_blocks_hero_cta_v" USING btree ("logo_id");
  CREATE INDEX "_pages_blocks_hero_cta_v_bg_media_bg_media_media_idx" ON "_pages_blocks_hero_cta_v" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_cta_v_locales_locale_parent_id_unique" ON "_pages_blocks_hero_cta_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_infos_v_media_a1c5161d_v_order_idx" ON "_pages_blocks_hero_infos_v_media_a1c5161d_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_infos_v_media_a1c5161d_v_parent_id_idx" ON "_pages_blocks_hero_infos_v_media_a1c5161d_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_infos_v_media_a1c5161d_v_locale_idx" ON "_pages_blocks_hero_infos_v_media_a1c5161d_v" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_hero_infos_v_media_d40a8c15_v_order_idx" ON "_pages_blocks_hero_infos_v_media_d40a8c15_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_infos_v_media_d40a8c15_v_parent_id_idx" ON "_pages_blocks_hero_infos_v_media_d40a8c15_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_infos_v_media_d40a8c15_v_locale_idx" ON "_pages_blocks_hero_infos_v_media_d40a8c15_v" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_hero_infos_list_it_ad300d91_v_order_idx" ON "_pages_blocks_hero_infos_list_it_ad300d91_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_infos_list_it_ad300d91_v_parent_id_idx" ON "_pages_blocks_hero_infos_list_it_ad300d91_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_infos_list_it_ad300d91_v_locales_locale_p" ON "_pages_blocks_hero_infos_list_it_ad300d91_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_infos_icon_li_6fefe4b6_v_order_idx" ON "_pages_blocks_hero_infos_icon_li_6fefe4b6_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_infos_icon_li_6fefe4b6_v_parent_id_idx" ON "_pages_blocks_hero_infos_icon_li_6fefe4b6_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales_locale_p" ON "_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_infos_cta_repeater_v_order_idx" ON "_pages_blocks_hero_infos_cta_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_infos_cta_repeater_v_parent_id_idx" ON "_pages_blocks_hero_infos_cta_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_infos_cta_repeater_v_locales_locale_paren" ON "_pages_blocks_hero_infos_cta_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_infos_v_order_idx" ON "_pages_blocks_hero_infos_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_infos_v_parent_id_idx" ON "_pages_blocks_hero_infos_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_infos_v_path_idx" ON "_pages_blocks_hero_infos_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_hero_infos_v_media_image_media_image_media_idx" ON "_pages_blocks_hero_infos_v" USING btree ("media_image_media_id");
  CREATE INDEX "_pages_blocks_hero_infos_v_media_video_media_video_poste_idx" ON "_pages_blocks_hero_infos_v" USING btree ("media_video_poster_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_infos_v_locales_locale_parent_id_unique" ON "_pages_blocks_hero_infos_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_profile_page__e778da19_v_order_idx" ON "_pages_blocks_hero_profile_page__e778da19_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_profile_page__e778da19_v_parent_id_idx" ON "_pages_blocks_hero_profile_page__e778da19_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_profile_page__e778da19_v_locale_idx" ON "_pages_blocks_hero_profile_page__e778da19_v" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_hero_profile_page__b9b66846_v_order_idx" ON "_pages_blocks_hero_profile_page__b9b66846_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_profile_page__b9b66846_v_parent_id_idx" ON "_pages_blocks_hero_profile_page__b9b66846_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_profile_page__b9b66846_v_locale_idx" ON "_pages_blocks_hero_profile_page__b9b66846_v" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_hero_profile_page__62962363_v_order_idx" ON "_pages_blocks_hero_profile_page__62962363_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_profile_page__62962363_v_parent_id_idx" ON "_pages_blocks_hero_profile_page__62962363_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_profile_page__62962363_v_locales_locale_p" ON "_pages_blocks_hero_profile_page__62962363_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_profile_page__4c3e338f_v_order_idx" ON "_pages_blocks_hero_profile_page__4c3e338f_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_profile_page__4c3e338f_v_parent_id_idx" ON "_pages_blocks_hero_profile_page__4c3e338f_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_profile_page__4c3e338f_v_locales_locale_p" ON "_pages_blocks_hero_profile_page__4c3e338f_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_profile_page__09bff375_v_order_idx" ON "_pages_blocks_hero_profile_page__09bff375_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_profile_page__09bff375_v_parent_id_idx" ON "_pages_blocks_hero_profile_page__09bff375_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_profile_page__09bff375_v_locales_locale_p" ON "_pages_blocks_hero_profile_page__09bff375_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_profile_page_v_order_idx" ON "_pages_blocks_hero_profile_page_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_profile_page_v_parent_id_idx" ON "_pages_blocks_hero_profile_page_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_profile_page_v_path_idx" ON "_pages_blocks_hero_profile_page_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_hero_profile_page_v_media_image_media_imag_idx" ON "_pages_blocks_hero_profile_page_v" USING btree ("media_image_media_id");
  CREATE INDEX "_pages_blocks_hero_profile_page_v_media_video_media_vide_idx" ON "_pages_blocks_hero_profile_page_v" USING btree ("media_video_poster_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_profile_page_v_locales_locale_parent_id_u" ON "_pages_blocks_hero_profile_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_landing_page__cde8c88c_v_order_idx" ON "_pages_blocks_hero_landing_page__cde8c88c_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_landing_page__cde8c88c_v_parent_id_idx" ON "_pages_blocks_hero_landing_page__cde8c88c_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_landing_page__cde8c88c_v_locale_idx" ON "_pages_blocks_hero_landing_page__cde8c88c_v" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_hero_landing_page__443b8de4_v_order_idx" ON "_pages_blocks_hero_landing_page__443b8de4_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_landing_page__443b8de4_v_parent_id_idx" ON "_pages_blocks_hero_landing_page__443b8de4_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_landing_page__443b8de4_v_locale_idx" ON "_pages_blocks_hero_landing_page__443b8de4_v" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_hero_landing_page__7d168958_v_order_idx" ON "_pages_blocks_hero_landing_page__7d168958_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_landing_page__7d168958_v_parent_id_idx" ON "_pages_blocks_hero_landing_page__7d168958_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_landing_page__7d168958_v_locales_locale_p" ON "_pages_blocks_hero_landing_page__7d168958_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_landing_page_v_order_idx" ON "_pages_blocks_hero_landing_page_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_landing_page_v_parent_id_idx" ON "_pages_blocks_hero_landing_page_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_landing_page_v_path_idx" ON "_pages_blocks_hero_landing_page_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_hero_landing_page_v_media_image_media_imag_idx" ON "_pages_blocks_hero_landing_page_v" USING btree ("media_image_media_id");
  CREATE INDEX "_pages_blocks_hero_landing_page_v_media_video_media_vide_idx" ON "_pages_blocks_hero_landing_page_v" USING btree ("media_video_poster_id");
  CREATE INDEX "_pages_blocks_hero_landing_page_v_avatar_avatar_media_idx" ON "_pages_blocks_hero_landing_page_v" USING btree ("avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_landing_page_v_locales_locale_parent_id_u" ON "_pages_blocks_hero_landing_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_slider_slides_c7624f3f_v_order_idx" ON "_pages_blocks_hero_slider_slides_c7624f3f_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_slider_slides_c7624f3f_v_parent_id_idx" ON "_pages_blocks_hero_slider_slides_c7624f3f_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_slider_slides_c7624f3f_v_locales_locale_p" ON "_pages_blocks_hero_slider_slides_c7624f3f_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_slider_slides_repeater_v_order_idx" ON "_pages_blocks_hero_slider_slides_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_slider_slides_repeater_v_parent_id_idx" ON "_pages_blocks_hero_slider_slides_repeater_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_slider_slides_repeater_v_bg_media_bg__idx" ON "_pages_blocks_hero_slider_slides_repeater_v" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_slider_slides_repeater_v_locales_locale_p" ON "_pages_blocks_hero_slider_slides_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_slider_v_order_idx" ON "_pages_blocks_hero_slider_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_slider_v_parent_id_idx" ON "_pages_blocks_hero_slider_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_slider_v_path_idx" ON "_pages_blocks_hero_slider_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_broker_testimonial_9a94aa0c_v_order_idx" ON "_pages_blocks_broker_testimonial_9a94aa0c_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_broker_testimonial_9a94aa0c_v_parent_id_idx" ON "_pages_blocks_broker_testimonial_9a94aa0c_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_broker_testimonial_9a94aa0c_v_broker_avata_idx" ON "_pages_blocks_broker_testimonial_9a94aa0c_v" USING btree ("broker_avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_broker_testimonial_9a94aa0c_v_locales_locale_p" ON "_pages_blocks_broker_testimonial_9a94aa0c_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_broker_testimonials_v_order_idx" ON "_pages_blocks_broker_testimonials_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_broker_testimonials_v_parent_id_idx" ON "_pages_blocks_broker_testimonials_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_broker_testimonials_v_path_idx" ON "_pages_blocks_broker_testimonials_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_broker_testimonials_v_image_image_media_idx" ON "_pages_blocks_broker_testimonials_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_broker_testimonials_v_locales_locale_parent_id" ON "_pages_blocks_broker_testimonials_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_google_reviews_tes_4277dad9_v_order_idx" ON "_pages_blocks_google_reviews_tes_4277dad9_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_google_reviews_tes_4277dad9_v_parent_id_idx" ON "_pages_blocks_google_reviews_tes_4277dad9_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_google_reviews_tes_4277dad9_v_author_avata_idx" ON "_pages_blocks_google_reviews_tes_4277dad9_v" USING btree ("author_avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_google_reviews_tes_4277dad9_v_locales_locale_p" ON "_pages_blocks_google_reviews_tes_4277dad9_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_google_reviews_v_order_idx" ON "_pages_blocks_google_reviews_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_google_reviews_v_parent_id_idx" ON "_pages_blocks_google_reviews_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_google_reviews_v_path_idx" ON "_pages_blocks_google_reviews_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_google_reviews_v_locales_locale_parent_id_uniq" ON "_pages_blocks_google_reviews_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_testimonials_slide_e1c0c8fb_v_order_idx" ON "_pages_blocks_testimonials_slide_e1c0c8fb_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_testimonials_slide_e1c0c8fb_v_parent_id_idx" ON "_pages_blocks_testimonials_slide_e1c0c8fb_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_testimonials_slide_e1c0c8fb_v_author_avata_idx" ON "_pages_blocks_testimonials_slide_e1c0c8fb_v" USING btree ("author_avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_testimonials_slide_e1c0c8fb_v_locales_locale_p" ON "_pages_blocks_testimonials_slide_e1c0c8fb_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_testimonials_slider_v_order_idx" ON "_pages_blocks_testimonials_slider_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_testimonials_slider_v_parent_id_idx" ON "_pages_blocks_testimonials_slider_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_testimonials_slider_v_path_idx" ON "_pages_blocks_testimonials_slider_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_testimonials_slider_v_locales_locale_parent_id" ON "_pages_blocks_testimonials_slider_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_testimonials_testi_39d20eef_v_order_idx" ON "_pages_blocks_testimonials_testi_39d20eef_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_testimonials_testi_39d20eef_v_parent_id_idx" ON "_pages_blocks_testimonials_testi_39d20eef_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_testimonials_testi_39d20eef_v_author_avata_idx" ON "_pages_blocks_testimonials_testi_39d20eef_v" USING btree ("author_avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_testimonials_testi_39d20eef_v_locales_locale_p" ON "_pages_blocks_testimonials_testi_39d20eef_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_testimonials_v_order_idx" ON "_pages_blocks_testimonials_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_testimonials_v_parent_id_idx" ON "_pages_blocks_testimonials_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_testimonials_v_path_idx" ON "_pages_blocks_testimonials_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_testimonials_v_locales_locale_parent_id_unique" ON "_pages_blocks_testimonials_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_rewards_rewards_repeater_v_order_idx" ON "_pages_blocks_rewards_rewards_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_rewards_rewards_repeater_v_parent_id_idx" ON "_pages_blocks_rewards_rewards_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_rewards_rewards_repeater_v_locales_locale_pare" ON "_pages_blocks_rewards_rewards_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_rewards_v_order_idx" ON "_pages_blocks_rewards_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_rewards_v_parent_id_idx" ON "_pages_blocks_rewards_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_rewards_v_path_idx" ON "_pages_blocks_rewards_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_rewards_v_locales_locale_parent_id_unique" ON "_pages_blocks_rewards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_statistics_statist_90acf2ca_v_order_idx" ON "_pages_blocks_statistics_statist_90acf2ca_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_statistics_statist_90acf2ca_v_parent_id_idx" ON "_pages_blocks_statistics_statist_90acf2ca_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_statistics_statist_90acf2ca_v_image_image__idx" ON "_pages_blocks_statistics_statist_90acf2ca_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_statistics_statist_90acf2ca_v_locales_locale_p" ON "_pages_blocks_statistics_statist_90acf2ca_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_statistics_v_order_idx" ON "_pages_blocks_statistics_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_statistics_v_parent_id_idx" ON "_pages_blocks_statistics_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_statistics_v_path_idx" ON "_pages_blocks_statistics_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_statistics_v_locales_locale_parent_id_unique" ON "_pages_blocks_statistics_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_highlights_highlig_882e00d7_v_order_idx" ON "_pages_blocks_highlights_highlig_882e00d7_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_highlights_highlig_882e00d7_v_parent_id_idx" ON "_pages_blocks_highlights_highlig_882e00d7_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_highlights_highlig_882e00d7_v_locales_locale_p" ON "_pages_blocks_highlights_highlig_882e00d7_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_highlights_v_order_idx" ON "_pages_blocks_highlights_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_highlights_v_parent_id_idx" ON "_pages_blocks_highlights_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_highlights_v_path_idx" ON "_pages_blocks_highlights_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_highlights_v_image_image_media_idx" ON "_pages_blocks_highlights_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_highlights_v_locales_locale_parent_id_unique" ON "_pages_blocks_highlights_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_double_cta_cta_repeater_v_order_idx" ON "_pages_blocks_double_cta_cta_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_double_cta_cta_repeater_v_parent_id_idx" ON "_pages_blocks_double_cta_cta_repeater_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_double_cta_cta_repeater_v_bg_media_bg_medi_idx" ON "_pages_blocks_double_cta_cta_repeater_v" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_double_cta_cta_repeater_v_locales_locale_paren" ON "_pages_blocks_double_cta_cta_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_double_cta_v_order_idx" ON "_pages_blocks_double_cta_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_double_cta_v_parent_id_idx" ON "_pages_blocks_double_cta_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_double_cta_v_path_idx" ON "_pages_blocks_double_cta_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_icon_cta_card_v_order_idx" ON "_pages_blocks_icon_cta_card_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_icon_cta_card_v_parent_id_idx" ON "_pages_blocks_icon_cta_card_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_icon_cta_card_v_path_idx" ON "_pages_blocks_icon_cta_card_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_icon_cta_card_v_locales_locale_parent_id_uniqu" ON "_pages_blocks_icon_cta_card_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_multi_redirect_hor_e7277cd1_v_order_idx" ON "_pages_blocks_multi_redirect_hor_e7277cd1_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_multi_redirect_hor_e7277cd1_v_parent_id_idx" ON "_pages_blocks_multi_redirect_hor_e7277cd1_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_multi_redirect_hor_e7277cd1_v_image_image__idx" ON "_pages_blocks_multi_redirect_hor_e7277cd1_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_multi_redirect_hor_e7277cd1_v_locales_locale_p" ON "_pages_blocks_multi_redirect_hor_e7277cd1_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_multi_redirect_horizontal_v_order_idx" ON "_pages_blocks_multi_redirect_horizontal_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_multi_redirect_horizontal_v_parent_id_idx" ON "_pages_blocks_multi_redirect_horizontal_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_multi_redirect_horizontal_v_path_idx" ON "_pages_blocks_multi_redirect_horizontal_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_multi_redirect_horizontal_v_locales_locale_par" ON "_pages_blocks_multi_redirect_horizontal_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_multi_redirect_ver_6c1e04bc_v_order_idx" ON "_pages_blocks_multi_redirect_ver_6c1e04bc_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_multi_redirect_ver_6c1e04bc_v_parent_id_idx" ON "_pages_blocks_multi_redirect_ver_6c1e04bc_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_multi_redirect_ver_6c1e04bc_v_image_image__idx" ON "_pages_blocks_multi_redirect_ver_6c1e04bc_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales_locale_p" ON "_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_multi_redirect_vertical_v_order_idx" ON "_pages_blocks_multi_redirect_vertical_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_multi_redirect_vertical_v_parent_id_idx" ON "_pages_blocks_multi_redirect_vertical_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_multi_redirect_vertical_v_path_idx" ON "_pages_blocks_multi_redirect_vertical_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_multi_redirect_vertical_v_locales_locale_paren" ON "_pages_blocks_multi_redirect_vertical_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_carousel_cards_car_8160222a_v_order_idx" ON "_pages_blocks_carousel_cards_car_8160222a_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_carousel_cards_car_8160222a_v_parent_id_idx" ON "_pages_blocks_carousel_cards_car_8160222a_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_carousel_cards_car_8160222a_v_image_image__idx" ON "_pages_blocks_carousel_cards_car_8160222a_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_carousel_cards_car_8160222a_v_locales_locale_p" ON "_pages_blocks_carousel_cards_car_8160222a_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_carousel_cards_v_order_idx" ON "_pages_blocks_carousel_cards_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_carousel_cards_v_parent_id_idx" ON "_pages_blocks_carousel_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_carousel_cards_v_path_idx" ON "_pages_blocks_carousel_cards_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_carousel_cards_v_locales_locale_parent_id_uniq" ON "_pages_blocks_carousel_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_medias_carousel_me_60568ec5_v_order_idx" ON "_pages_blocks_medias_carousel_me_60568ec5_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_medias_carousel_me_60568ec5_v_parent_id_idx" ON "_pages_blocks_medias_carousel_me_60568ec5_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_medias_carousel_me_60568ec5_v_locale_idx" ON "_pages_blocks_medias_carousel_me_60568ec5_v" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_medias_carousel_me_f6a4c01e_v_order_idx" ON "_pages_blocks_medias_carousel_me_f6a4c01e_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_medias_carousel_me_f6a4c01e_v_parent_id_idx" ON "_pages_blocks_medias_carousel_me_f6a4c01e_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_medias_carousel_me_f6a4c01e_v_locale_idx" ON "_pages_blocks_medias_carousel_me_f6a4c01e_v" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_medias_carousel_me_4c354af4_v_order_idx" ON "_pages_blocks_medias_carousel_me_4c354af4_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_medias_carousel_me_4c354af4_v_parent_id_idx" ON "_pages_blocks_medias_carousel_me_4c354af4_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_medias_carousel_me_4c354af4_v_media_image__idx" ON "_pages_blocks_medias_carousel_me_4c354af4_v" USING btree ("media_image_media_id");
  CREATE INDEX "_pages_blocks_medias_carousel_me_4c354af4_v_media_video__idx" ON "_pages_blocks_medias_carousel_me_4c354af4_v" USING btree ("media_video_poster_id");
  CREATE UNIQUE INDEX "_pages_blocks_medias_carousel_me_4c354af4_v_locales_locale_p" ON "_pages_blocks_medias_carousel_me_4c354af4_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_medias_carousel_v_order_idx" ON "_pages_blocks_medias_carousel_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_medias_carousel_v_parent_id_idx" ON "_pages_blocks_medias_carousel_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_medias_carousel_v_path_idx" ON "_pages_blocks_medias_carousel_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_medias_carousel_v_locales_locale_parent_id_uni" ON "_pages_blocks_medias_carousel_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_script_block_v_order_idx" ON "_pages_blocks_script_block_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_script_block_v_parent_id_idx" ON "_pages_blocks_script_block_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_script_block_v_path_idx" ON "_pages_blocks_script_block_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_dev_test_v_order_idx" ON "_pages_blocks_dev_test_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_dev_test_v_parent_id_idx" ON "_pages_blocks_dev_test_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_dev_test_v_path_idx" ON "_pages_blocks_dev_test_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_dev_test_v_locales_locale_parent_id_unique" ON "_pages_blocks_dev_test_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_articles_id_idx" ON "_pages_v_rels" USING btree ("articles_id");
  CREATE INDEX "articles_tags_order_idx" ON "articles_tags" USING btree ("_order");
  CREATE INDEX "articles_tags_parent_id_idx" ON "articles_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "articles_tags_locales_locale_parent_id_unique" ON "articles_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_version_tags_v_order_idx" ON "_articles_v_version_tags_v" USING btree ("_order");
  CREATE INDEX "_articles_v_version_tags_v_parent_id_idx" ON "_articles_v_version_tags_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_articles_v_version_tags_v_locales_locale_parent_id_unique" ON "_articles_v_version_tags_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "listing_feed_resources_order_idx" ON "listing_feed_resources" USING btree ("order");
  CREATE INDEX "listing_feed_resources_parent_idx" ON "listing_feed_resources" USING btree ("parent_id");
  ALTER TABLE "articles" ADD CONSTRAINT "articles_author_avatar_id_media_id_fk" FOREIGN KEY ("author_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_author_avatar_id_media_id_fk" FOREIGN KEY ("version_author_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_author_avatar_idx" ON "articles" USING btree ("author_avatar_id");
  CREATE INDEX "_articles_v_version_version_author_avatar_idx" ON "_articles_v" USING btree ("version_author_avatar_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_member_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_member_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_posts_archive" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_posts_archive_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_featured_post" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_featured_post_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_content_2_cta_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_content_2_cta_repeater_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_content_2" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_content_2_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_cta_cta_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_cta_cta_repeater_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_cta_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_infos_media_v_af09f384" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_infos_media_v_78f020ce" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_infos_list_it_ad300d91" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_infos_list_it_ad300d91_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_infos_icon_li_6fefe4b6" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_infos_icon_li_6fefe4b6_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_infos_cta_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_infos_cta_repeater_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_infos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_infos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_profile_page__a64a2617" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_profile_page__ce01c468" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_profile_page__62962363" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_profile_page__62962363_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_profile_page__4c3e338f" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_profile_page__4c3e338f_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_profile_page__09bff375" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_profile_page__09bff375_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_profile_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_profile_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_landing_page__09a6e1b0" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_landing_page__1d04a7b0" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_landing_page__7d168958" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_landing_page__7d168958_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_landing_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_landing_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider_slides_c7624f3f" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider_slides_c7624f3f_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider_slides_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider_slides_repeater_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_broker_testimonial_9a94aa0c" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_broker_testimonial_9a94aa0c_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_broker_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_broker_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_google_reviews_tes_4277dad9" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_google_reviews_tes_4277dad9_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_google_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_google_reviews_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_slide_e1c0c8fb" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_slide_e1c0c8fb_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_testi_39d20eef" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_testi_39d20eef_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rewards_rewards_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rewards_rewards_repeater_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rewards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rewards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_statistics_statist_90acf2ca" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_statistics_statist_90acf2ca_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_statistics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_statistics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_highlights_highlig_882e00d7" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_highlights_highlig_882e00d7_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_double_cta_cta_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_double_cta_cta_repeater_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_double_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_icon_cta_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_icon_cta_card_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_multi_redirect_hor_e7277cd1" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_multi_redirect_hor_e7277cd1_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_multi_redirect_horizontal" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_multi_redirect_horizontal_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_multi_redirect_ver_6c1e04bc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_multi_redirect_ver_6c1e04bc_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_multi_redirect_vertical" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_multi_redirect_vertical_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_cards_car_8160222a" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_cards_car_8160222a_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_medias_carousel_me_41f66bc1" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_medias_carousel_me_e1f53be8" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_medias_carousel_me_4c354af4" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_medias_carousel_me_4c354af4_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_medias_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_medias_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_script_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_dev_test" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_dev_test_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_member_cards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_member_cards_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_offices_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_offices_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_posts_archive_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_posts_archive_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_blog_grid_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_blog_grid_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_featured_post_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_featured_post_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_content_2_cta_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_content_2_cta_repeater_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_content_2_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_content_2_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_cta_cta_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_cta_cta_repeater_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_cta_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_cta_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_infos_v_media_a1c5161d_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_infos_v_media_d40a8c15_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_infos_list_it_ad300d91_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_infos_list_it_ad300d91_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_infos_icon_li_6fefe4b6_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_infos_cta_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_infos_cta_repeater_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_infos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_infos_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_profile_page__e778da19_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_profile_page__b9b66846_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_profile_page__62962363_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_profile_page__62962363_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_profile_page__4c3e338f_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_profile_page__4c3e338f_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_profile_page__09bff375_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_profile_page__09bff375_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_profile_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_profile_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_landing_page__cde8c88c_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_landing_page__443b8de4_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_landing_page__7d168958_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_landing_page__7d168958_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_landing_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_landing_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_slider_slides_c7624f3f_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_slider_slides_c7624f3f_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_slider_slides_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_slider_slides_repeater_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_hero_slider_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_broker_testimonial_9a94aa0c_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_broker_testimonial_9a94aa0c_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_broker_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_broker_testimonials_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_google_reviews_tes_4277dad9_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_google_reviews_tes_4277dad9_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_google_reviews_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_google_reviews_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_testimonials_slide_e1c0c8fb_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_testimonials_slide_e1c0c8fb_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_testimonials_slider_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_testimonials_slider_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_testimonials_testi_39d20eef_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_testimonials_testi_39d20eef_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_testimonials_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_rewards_rewards_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_rewards_rewards_repeater_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_rewards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_rewards_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_statistics_statist_90acf2ca_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_statistics_statist_90acf2ca_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_statistics_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_statistics_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_highlights_highlig_882e00d7_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_highlights_highlig_882e00d7_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_highlights_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_highlights_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_double_cta_cta_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_double_cta_cta_repeater_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_double_cta_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_icon_cta_card_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_icon_cta_card_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_multi_redirect_hor_e7277cd1_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_multi_redirect_hor_e7277cd1_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_multi_redirect_horizontal_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_multi_redirect_horizontal_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_multi_redirect_ver_6c1e04bc_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_multi_redirect_vertical_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_multi_redirect_vertical_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_carousel_cards_car_8160222a_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_carousel_cards_car_8160222a_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_carousel_cards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_carousel_cards_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_medias_carousel_me_60568ec5_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_medias_carousel_me_f6a4c01e_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_medias_carousel_me_4c354af4_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_medias_carousel_me_4c354af4_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_medias_carousel_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_medias_carousel_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_script_block_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_dev_test_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_dev_test_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_tags_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_version_tags_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_version_tags_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listing_feed_resources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listing_feed" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_member_cards" CASCADE;
  DROP TABLE "pages_blocks_member_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_offices" CASCADE;
  DROP TABLE "pages_blocks_offices_locales" CASCADE;
  DROP TABLE "pages_blocks_posts_archive" CASCADE;
  DROP TABLE "pages_blocks_posts_archive_locales" CASCADE;
  DROP TABLE "pages_blocks_blog_grid" CASCADE;
  DROP TABLE "pages_blocks_blog_grid_locales" CASCADE;
  DROP TABLE "pages_blocks_featured_post" CASCADE;
  DROP TABLE "pages_blocks_featured_post_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_content_2_cta_repeater" CASCADE;
  DROP TABLE "pages_blocks_hero_content_2_cta_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_content_2" CASCADE;
  DROP TABLE "pages_blocks_hero_content_2_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_cta_cta_repeater" CASCADE;
  DROP TABLE "pages_blocks_hero_cta_cta_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_cta" CASCADE;
  DROP TABLE "pages_blocks_hero_cta_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_infos_media_v_af09f384" CASCADE;
  DROP TABLE "pages_blocks_hero_infos_media_v_78f020ce" CASCADE;
  DROP TABLE "pages_blocks_hero_infos_list_it_ad300d91" CASCADE;
  DROP TABLE "pages_blocks_hero_infos_list_it_ad300d91_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_infos_icon_li_6fefe4b6" CASCADE;
  DROP TABLE "pages_blocks_hero_infos_icon_li_6fefe4b6_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_infos_cta_repeater" CASCADE;
  DROP TABLE "pages_blocks_hero_infos_cta_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_infos" CASCADE;
  DROP TABLE "pages_blocks_hero_infos_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_profile_page__a64a2617" CASCADE;
  DROP TABLE "pages_blocks_hero_profile_page__ce01c468" CASCADE;
  DROP TABLE "pages_blocks_hero_profile_page__62962363" CASCADE;
  DROP TABLE "pages_blocks_hero_profile_page__62962363_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_profile_page__4c3e338f" CASCADE;
  DROP TABLE "pages_blocks_hero_profile_page__4c3e338f_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_profile_page__09bff375" CASCADE;
  DROP TABLE "pages_blocks_hero_profile_page__09bff375_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_profile_page" CASCADE;
  DROP TABLE "pages_blocks_hero_profile_page_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_landing_page__09a6e1b0" CASCADE;
  DROP TABLE "pages_blocks_hero_landing_page__1d04a7b0" CASCADE;
  DROP TABLE "pages_blocks_hero_landing_page__7d168958" CASCADE;
  DROP TABLE "pages_blocks_hero_landing_page__7d168958_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_landing_page" CASCADE;
  DROP TABLE "pages_blocks_hero_landing_page_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_slider_slides_c7624f3f" CASCADE;
  DROP TABLE "pages_blocks_hero_slider_slides_c7624f3f_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_slider_slides_repeater" CASCADE;
  DROP TABLE "pages_blocks_hero_slider_slides_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_slider" CASCADE;
  DROP TABLE "pages_blocks_broker_testimonial_9a94aa0c" CASCADE;
  DROP TABLE "pages_blocks_broker_testimonial_9a94aa0c_locales" CASCADE;
  DROP TABLE "pages_blocks_broker_testimonials" CASCADE;
  DROP TABLE "pages_blocks_broker_testimonials_locales" CASCADE;
  DROP TABLE "pages_blocks_google_reviews_tes_4277dad9" CASCADE;
  DROP TABLE "pages_blocks_google_reviews_tes_4277dad9_locales" CASCADE;
  DROP TABLE "pages_blocks_google_reviews" CASCADE;
  DROP TABLE "pages_blocks_google_reviews_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials_slide_e1c0c8fb" CASCADE;
  DROP TABLE "pages_blocks_testimonials_slide_e1c0c8fb_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials_slider" CASCADE;
  DROP TABLE "pages_blocks_testimonials_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials_testi_39d20eef" CASCADE;
  DROP TABLE "pages_blocks_testimonials_testi_39d20eef_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_testimonials_locales" CASCADE;
  DROP TABLE "pages_blocks_rewards_rewards_repeater" CASCADE;
  DROP TABLE "pages_blocks_rewards_rewards_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_rewards" CASCADE;
  DROP TABLE "pages_blocks_rewards_locales" CASCADE;
  DROP TABLE "pages_blocks_statistics_statist_90acf2ca" CASCADE;
  DROP TABLE "pages_blocks_statistics_statist_90acf2ca_locales" CASCADE;
  DROP TABLE "pages_blocks_statistics" CASCADE;
  DROP TABLE "pages_blocks_statistics_locales" CASCADE;
  DROP TABLE "pages_blocks_highlights_highlig_882e00d7" CASCADE;
  DROP TABLE "pages_blocks_highlights_highlig_882e00d7_locales" CASCADE;
  DROP TABLE "pages_blocks_highlights" CASCADE;
  DROP TABLE "pages_blocks_highlights_locales" CASCADE;
  DROP TABLE "pages_blocks_double_cta_cta_repeater" CASCADE;
  DROP TABLE "pages_blocks_double_cta_cta_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_double_cta" CASCADE;
  DROP TABLE "pages_blocks_icon_cta_card" CASCADE;
  DROP TABLE "pages_blocks_icon_cta_card_locales" CASCADE;
  DROP TABLE "pages_blocks_multi_redirect_hor_e7277cd1" CASCADE;
  DROP TABLE "pages_blocks_multi_redirect_hor_e7277cd1_locales" CASCADE;
  DROP TABLE "pages_blocks_multi_redirect_horizontal" CASCADE;
  DROP TABLE "pages_blocks_multi_redirect_horizontal_locales" CASCADE;
  DROP TABLE "pages_blocks_multi_redirect_ver_6c1e04bc" CASCADE;
  DROP TABLE "pages_blocks_multi_redirect_ver_6c1e04bc_locales" CASCADE;
  DROP TABLE "pages_blocks_multi_redirect_vertical" CASCADE;
  DROP TABLE "pages_blocks_multi_redirect_vertical_locales" CASCADE;
  DROP TABLE "pages_blocks_carousel_cards_car_8160222a" CASCADE;
  DROP TABLE "pages_blocks_carousel_cards_car_8160222a_locales" CASCADE;
  DROP TABLE "pages_blocks_carousel_cards" CASCADE;
  DROP TABLE "pages_blocks_carousel_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_medias_carousel_me_41f66bc1" CASCADE;
  DROP TABLE "pages_blocks_medias_carousel_me_e1f53be8" CASCADE;
  DROP TABLE "pages_blocks_medias_carousel_me_4c354af4" CASCADE;
  DROP TABLE "pages_blocks_medias_carousel_me_4c354af4_locales" CASCADE;
  DROP TABLE "pages_blocks_medias_carousel" CASCADE;
  DROP TABLE "pages_blocks_medias_carousel_locales" CASCADE;
  DROP TABLE "pages_blocks_script_block" CASCADE;
  DROP TABLE "pages_blocks_dev_test" CASCADE;
  DROP TABLE "pages_blocks_dev_test_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_blocks_member_cards_v" CASCADE;
  DROP TABLE "_pages_blocks_member_cards_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_offices_v" CASCADE;
  DROP TABLE "_pages_blocks_offices_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_posts_archive_v" CASCADE;
  DROP TABLE "_pages_blocks_posts_archive_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_blog_grid_v" CASCADE;
  DROP TABLE "_pages_blocks_blog_grid_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_featured_post_v" CASCADE;
  DROP TABLE "_pages_blocks_featured_post_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_content_2_cta_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_content_2_cta_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_content_2_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_content_2_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_cta_cta_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_cta_cta_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_cta_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_cta_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_infos_v_media_a1c5161d_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_infos_v_media_d40a8c15_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_infos_list_it_ad300d91_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_infos_list_it_ad300d91_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_infos_icon_li_6fefe4b6_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_infos_icon_li_6fefe4b6_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_infos_cta_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_infos_cta_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_infos_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_infos_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_profile_page__e778da19_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_profile_page__b9b66846_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_profile_page__62962363_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_profile_page__62962363_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_profile_page__4c3e338f_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_profile_page__4c3e338f_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_profile_page__09bff375_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_profile_page__09bff375_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_profile_page_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_profile_page_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_landing_page__cde8c88c_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_landing_page__443b8de4_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_landing_page__7d168958_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_landing_page__7d168958_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_landing_page_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_landing_page_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_slider_slides_c7624f3f_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_slider_slides_c7624f3f_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_slider_slides_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_slider_slides_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_slider_v" CASCADE;
  DROP TABLE "_pages_blocks_broker_testimonial_9a94aa0c_v" CASCADE;
  DROP TABLE "_pages_blocks_broker_testimonial_9a94aa0c_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_broker_testimonials_v" CASCADE;
  DROP TABLE "_pages_blocks_broker_testimonials_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_google_reviews_tes_4277dad9_v" CASCADE;
  DROP TABLE "_pages_blocks_google_reviews_tes_4277dad9_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_google_reviews_v" CASCADE;
  DROP TABLE "_pages_blocks_google_reviews_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_testimonials_slide_e1c0c8fb_v" CASCADE;
  DROP TABLE "_pages_blocks_testimonials_slide_e1c0c8fb_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_testimonials_slider_v" CASCADE;
  DROP TABLE "_pages_blocks_testimonials_slider_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_testimonials_testi_39d20eef_v" CASCADE;
  DROP TABLE "_pages_blocks_testimonials_testi_39d20eef_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_testimonials_v" CASCADE;
  DROP TABLE "_pages_blocks_testimonials_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_rewards_rewards_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_rewards_rewards_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_rewards_v" CASCADE;
  DROP TABLE "_pages_blocks_rewards_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_statistics_statist_90acf2ca_v" CASCADE;
  DROP TABLE "_pages_blocks_statistics_statist_90acf2ca_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_statistics_v" CASCADE;
  DROP TABLE "_pages_blocks_statistics_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_highlights_highlig_882e00d7_v" CASCADE;
  DROP TABLE "_pages_blocks_highlights_highlig_882e00d7_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_highlights_v" CASCADE;
  DROP TABLE "_pages_blocks_highlights_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_double_cta_cta_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_double_cta_cta_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_double_cta_v" CASCADE;
  DROP TABLE "_pages_blocks_icon_cta_card_v" CASCADE;
  DROP TABLE "_pages_blocks_icon_cta_card_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_multi_redirect_hor_e7277cd1_v" CASCADE;
  DROP TABLE "_pages_blocks_multi_redirect_hor_e7277cd1_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_multi_redirect_horizontal_v" CASCADE;
  DROP TABLE "_pages_blocks_multi_redirect_horizontal_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_multi_redirect_ver_6c1e04bc_v" CASCADE;
  DROP TABLE "_pages_blocks_multi_redirect_ver_6c1e04bc_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_multi_redirect_vertical_v" CASCADE;
  DROP TABLE "_pages_blocks_multi_redirect_vertical_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_carousel_cards_car_8160222a_v" CASCADE;
  DROP TABLE "_pages_blocks_carousel_cards_car_8160222a_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_carousel_cards_v" CASCADE;
  DROP TABLE "_pages_blocks_carousel_cards_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_medias_carousel_me_60568ec5_v" CASCADE;
  DROP TABLE "_pages_blocks_medias_carousel_me_f6a4c01e_v" CASCADE;
  DROP TABLE "_pages_blocks_medias_carousel_me_4c354af4_v" CASCADE;
  DROP TABLE "_pages_blocks_medias_carousel_me_4c354af4_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_medias_carousel_v" CASCADE;
  DROP TABLE "_pages_blocks_medias_carousel_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_script_block_v" CASCADE;
  DROP TABLE "_pages_blocks_dev_test_v" CASCADE;
  DROP TABLE "_pages_blocks_dev_test_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "articles_tags" CASCADE;
  DROP TABLE "articles_tags_locales" CASCADE;
  DROP TABLE "_articles_v_version_tags_v" CASCADE;
  DROP TABLE "_articles_v_version_tags_v_locales" CASCADE;
  DROP TABLE "listing_feed_resources" CASCADE;
  DROP TABLE "listing_feed" CASCADE;
  ALTER TABLE "articles" DROP CONSTRAINT "articles_author_avatar_id_media_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_author_avatar_id_media_id_fk";
  
  DROP INDEX "articles_author_avatar_idx";
  DROP INDEX "_articles_v_version_version_author_avatar_idx";
  ALTER TABLE "articles" DROP COLUMN "author_name";
  ALTER TABLE "articles" DROP COLUMN "author_avatar_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_author_name";
  ALTER TABLE "_articles_v" DROP COLUMN "version_author_avatar_id";
  ALTER TABLE "members" DROP COLUMN "licence_name";
  ALTER TABLE "members" DROP COLUMN "licence_designation";
  ALTER TABLE "members" DROP COLUMN "agency_name";
  DROP TYPE "public"."enum_pages_blocks_member_cards__74f66e43";
  DROP TYPE "public"."enum_pages_blocks_member_cards__f525ee51";
  DROP TYPE "public"."enum_pages_blocks_offices_layout";
  DROP TYPE "public"."enum_pages_blocks_offices_block_146aecb3";
  DROP TYPE "public"."enum_pages_blocks_offices_block_61fad860";
  DROP TYPE "public"."enum_pages_blocks_posts_archive_f1d1d5f6";
  DROP TYPE "public"."enum_pages_blocks_posts_archive_2c72f5ab";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_cta_target";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_cta_3b9eb8d5";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_cta_aded9659";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_cta_1553393d";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_cta_2c29326b";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_cta_77fe45db";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_blo_07907496";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_blo_ee9e2a11";
  DROP TYPE "public"."enum_pages_blocks_featured_post_6fedf3c9";
  DROP TYPE "public"."enum_pages_blocks_featured_post_9db2cf2b";
  DROP TYPE "public"."enum_pages_blocks_hero_content__6ec84b91";
  DROP TYPE "public"."enum_pages_blocks_hero_content__6d540519";
  DROP TYPE "public"."enum_pages_blocks_hero_content__4fa8bdaf";
  DROP TYPE "public"."enum_pages_blocks_hero_content__5ee766bc";
  DROP TYPE "public"."enum_pages_blocks_hero_content__53f68242";
  DROP TYPE "public"."enum_pages_blocks_hero_content__f2c73003";
  DROP TYPE "public"."enum_pages_blocks_hero_content__50cfdda1";
  DROP TYPE "public"."enum_pages_blocks_hero_content__36c67db2";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__64c3ec0b";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__9f39de2a";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__90475e0e";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__4d040dca";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__ee489145";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__32d0e7b8";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_align_y";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_bloc_4822be79";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_bloc_be609181";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_75987490";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_62a87afb";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_4b571bcf";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_f5a9052a";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_2f26c64a";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_f7ce19ab";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_79aefad9";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_7dfaf615";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_f4cdd5d2";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_7beba03f";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_3bcb0d5a";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_d3e2ca9a";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_6486dec0";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_5f156192";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_media_kind";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_bl_118f8e90";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_bl_9fb89388";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__476581fd";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__4bc68b15";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__c7bf3e5a";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__e32d61df";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__24cd78d1";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__1b633384";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__9f3c6ca7";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__dcf2bedf";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__26d0c4c6";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__ffdf805e";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__f3d3a0dc";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__6a3a896c";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__f0f517b9";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__29d41177";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__1805f61f";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__bd882eb6";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__d4b13641";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__00ce1bff";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__3a474078";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__dfd59759";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__28b1bfdb";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__a9456751";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__da702d71";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__3877cba0";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__df6d729b";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__73f92ae1";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_f0859581";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_c3cfc897";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_f92d293d";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_a133bed7";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_62a698ce";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_ec406b23";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_b_dcdda27f";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_b_9fa12995";
  DROP TYPE "public"."enum_pages_blocks_broker_testim_fba08ddd";
  DROP TYPE "public"."enum_pages_blocks_broker_testim_f185249d";
  DROP TYPE "public"."enum_pages_blocks_google_review_cb3c03cc";
  DROP TYPE "public"."enum_pages_blocks_google_review_533e8d2b";
  DROP TYPE "public"."enum_pages_blocks_testimonials__4cb621ef";
  DROP TYPE "public"."enum_pages_blocks_testimonials__41e500b5";
  DROP TYPE "public"."enum_pages_blocks_testimonials__363a9462";
  DROP TYPE "public"."enum_pages_blocks_testimonials__cc91ed79";
  DROP TYPE "public"."enum_pages_blocks_rewards_rewar_9c10bc00";
  DROP TYPE "public"."enum_pages_blocks_rewards_block_1a148f80";
  DROP TYPE "public"."enum_pages_blocks_rewards_block_b3625af9";
  DROP TYPE "public"."enum_pages_blocks_statistics_la_dc0b6491";
  DROP TYPE "public"."enum_pages_blocks_statistics_bl_db2c0425";
  DROP TYPE "public"."enum_pages_blocks_statistics_bl_479d61d6";
  DROP TYPE "public"."enum_pages_blocks_highlights_hi_0a0b9b08";
  DROP TYPE "public"."enum_pages_blocks_highlights_hi_20a9b92e";
  DROP TYPE "public"."enum_pages_blocks_highlights_cta_target";
  DROP TYPE "public"."enum_pages_blocks_highlights_ct_f4ce98c7";
  DROP TYPE "public"."enum_pages_blocks_highlights_ct_9cba3b71";
  DROP TYPE "public"."enum_pages_blocks_highlights_ct_36e2f2a3";
  DROP TYPE "public"."enum_pages_blocks_highlights_ct_e8c2d5e5";
  DROP TYPE "public"."enum_pages_blocks_highlights_ct_a6c2359c";
  DROP TYPE "public"."enum_pages_blocks_highlights_bl_593cc733";
  DROP TYPE "public"."enum_pages_blocks_highlights_bl_7e629fb2";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_8c7270fb";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_b0cc7d84";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_bbec23ca";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_2699e839";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_5ed6dd4c";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_820ef921";
  DROP TYPE "public"."enum_pages_blocks_double_cta_bl_83c59be5";
  DROP TYPE "public"."enum_pages_blocks_double_cta_bl_04ad3a58";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_befdbea4";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_02425e5e";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_b1f3cbbc";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_64413368";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_0249853e";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_e265a8ab";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_3d82d5f4";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_765fda02";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_1e731bcb";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_9556af35";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_b5b89ffa";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_e0b0e41b";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_a1ef1a2d";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_16c78c11";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_24d9b19d";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_61affdbf";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_7333c19c";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_55d2c6a8";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_cdf6f5bc";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_ea4c4a71";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_c5347875";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_608542fa";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_192bd59c";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_0088b57c";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_85ae33f8";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_d62dcaa6";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_00b0fb0d";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_a40cbd0c";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_6e7fa546";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_bdd8fe4a";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_f01eba7c";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_13e31f2f";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_c551d788";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_bb0872f5";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_5e183ba5";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_47921b0e";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_a1516779";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_3dd8e780";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_fb4ea328";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_8d11b5dc";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_b87dc763";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_6066116e";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_8da54689";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_5b6f15b6";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_3a98c5d3";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_b4b3019d";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_1f43f9c5";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_a4657a6e";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_0530ee81";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_30bab208";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_d449a2e6";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_ffe29262";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_7141e368";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_63d9af06";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_aefaa30f";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_a98c48cd";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_9c20b2bc";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_038b6bc3";
  DROP TYPE "public"."enum_pages_blocks_script_block__e2ce5013";
  DROP TYPE "public"."enum_pages_blocks_script_block__f9edda96";
  DROP TYPE "public"."enum_pages_blocks_script_block__44b211e1";
  DROP TYPE "public"."enum_pages_blocks_dev_test_bloc_cf718e21";
  DROP TYPE "public"."enum_pages_blocks_dev_test_bloc_dbcfc89d";
  DROP TYPE "public"."enum_pages_blocks_member_cards__0c23571f";
  DROP TYPE "public"."enum_pages_blocks_member_cards__291e0208";
  DROP TYPE "public"."enum_pages_blocks_offices_v_blo_d9d68c5a";
  DROP TYPE "public"."enum_pages_blocks_offices_v_blo_5b0bf9fa";
  DROP TYPE "public"."enum_pages_blocks_posts_archive_459577b5";
  DROP TYPE "public"."enum_pages_blocks_posts_archive_8ff5c005";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_v_cta_target";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_v_c_47c473be";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_v_c_053175d0";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_v_c_c1151db6";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_v_c_f42bcfda";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_v_c_d41e0804";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_v_b_9a148c00";
  DROP TYPE "public"."enum_pages_blocks_blog_grid_v_b_ca378800";
  DROP TYPE "public"."enum_pages_blocks_featured_post_b2e16a13";
  DROP TYPE "public"."enum_pages_blocks_featured_post_b5415428";
  DROP TYPE "public"."enum_pages_blocks_hero_content__5868408d";
  DROP TYPE "public"."enum_pages_blocks_hero_content__3cdc111f";
  DROP TYPE "public"."enum_pages_blocks_hero_content__d6b1eb68";
  DROP TYPE "public"."enum_pages_blocks_hero_content__5127761f";
  DROP TYPE "public"."enum_pages_blocks_hero_content__59746a00";
  DROP TYPE "public"."enum_pages_blocks_hero_content__4e6c1e20";
  DROP TYPE "public"."enum_pages_blocks_hero_content__68b4da84";
  DROP TYPE "public"."enum_pages_blocks_hero_content__d1a1cdf4";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__28180bc1";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__019116aa";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__9cf2670a";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__413f13e3";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__7d3097b4";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_cta__27922148";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_v_bl_e92c4526";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_v_bl_b8492fb7";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_6ae431f9";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_74602f0a";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_2131b66f";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_61a98c1e";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_be1656f9";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_18a22f90";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_29106343";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ic_e0ded9b9";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_4dccc87d";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_a6ecd645";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_adc6aeaa";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_3136a090";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_3187d54f";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_ct_71820fe6";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_v__3fa24da9";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_v__089819b3";
  DROP TYPE "public"."enum_pages_blocks_hero_infos_v__8e3252df";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__e1c97349";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__b27184e6";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__7df9e10f";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__bf486aee";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__b6fd6a37";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__8eb40eb2";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__debae87a";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__e551a0b8";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__a1dc74dc";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__a5e135b5";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__18d5de0f";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__bff49536";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__6a7f7088";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__d043ae14";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__041fa51f";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__08aaf6ef";
  DROP TYPE "public"."enum_pages_blocks_hero_profile__0de25aad";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__915de60d";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__5cd933a8";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__ae52c4eb";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__62aaf45f";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__5a852796";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__42f1a627";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__f56d44f0";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__96b9d219";
  DROP TYPE "public"."enum_pages_blocks_hero_landing__949e7576";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_1d5aba59";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_cf23daf6";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_5dd1e2c8";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_1a8cd73b";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_69f165da";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_s_5f4aed65";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_v_6a1f3ccf";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_v_6ecc620e";
  DROP TYPE "public"."enum_pages_blocks_broker_testim_0cba72b2";
  DROP TYPE "public"."enum_pages_blocks_broker_testim_539c8aa0";
  DROP TYPE "public"."enum_pages_blocks_google_review_2e93e690";
  DROP TYPE "public"."enum_pages_blocks_google_review_c0243df8";
  DROP TYPE "public"."enum_pages_blocks_testimonials__b7b83282";
  DROP TYPE "public"."enum_pages_blocks_testimonials__244f309a";
  DROP TYPE "public"."enum_pages_blocks_testimonials__687f2195";
  DROP TYPE "public"."enum_pages_blocks_testimonials__5baa7a7a";
  DROP TYPE "public"."enum_pages_blocks_rewards_v_blo_183c5163";
  DROP TYPE "public"."enum_pages_blocks_rewards_v_blo_0bef8750";
  DROP TYPE "public"."enum_pages_blocks_statistics_v__b4f8c869";
  DROP TYPE "public"."enum_pages_blocks_statistics_v__d6a1b9c0";
  DROP TYPE "public"."enum_pages_blocks_highlights_hi_2f61126d";
  DROP TYPE "public"."enum_pages_blocks_highlights_hi_4879b4cd";
  DROP TYPE "public"."enum_pages_blocks_highlights_v__20390162";
  DROP TYPE "public"."enum_pages_blocks_highlights_v__c504fb0b";
  DROP TYPE "public"."enum_pages_blocks_highlights_v__0c2d1f53";
  DROP TYPE "public"."enum_pages_blocks_highlights_v__67bab413";
  DROP TYPE "public"."enum_pages_blocks_highlights_v__7308eac2";
  DROP TYPE "public"."enum_pages_blocks_highlights_v__7695cfff";
  DROP TYPE "public"."enum_pages_blocks_highlights_v__2b63d38e";
  DROP TYPE "public"."enum_pages_blocks_highlights_v__ebe0af5b";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_be5ecabf";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_dd7c8f9d";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_0af04c30";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_02212002";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_7ef6ab9e";
  DROP TYPE "public"."enum_pages_blocks_double_cta_ct_a98d7f86";
  DROP TYPE "public"."enum_pages_blocks_double_cta_v__5e31ddbc";
  DROP TYPE "public"."enum_pages_blocks_double_cta_v__b3dc0f61";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_84735701";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_2b06e269";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_35fc09f5";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_3f3de9b6";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_425aa55f";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_4b4dc54a";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_989217c1";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_eb270165";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_d89c14ac";
  DROP TYPE "public"."enum_pages_blocks_icon_cta_card_f448dfe5";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_c5bdf28f";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_55f007a0";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_ab338ce1";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_e8fc4abc";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_51df5758";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_697b254a";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_90bd8919";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_8174c1b1";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_f7ef579d";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_ea28d75a";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_9361f941";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_840ce012";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_2ff4aaf1";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_0b29b852";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_6f127ad5";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_b83fe8fb";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_f141da9c";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_ee3f926c";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_57f4714c";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_6d2995ea";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_fb0ee060";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_4ff0fded";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_e230508a";
  DROP TYPE "public"."enum_pages_blocks_multi_redirec_70ca3c52";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_c7268c4a";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_6f38843e";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_a356ecae";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_ff2084f3";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_59b44b7a";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_f1f39d6e";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_255a7bd8";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_b17056e3";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_a4930977";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_c1d47ef8";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_a8ba8d02";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_00f26a89";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_ad2fc162";
  DROP TYPE "public"."enum_pages_blocks_carousel_card_ae08ea60";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_b569dc1d";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_be3ec1b0";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_66d91bc6";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_68ab07cf";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_63c1cb3d";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_9e9873d9";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_d7fe6e21";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_f2021cb0";
  DROP TYPE "public"."enum_pages_blocks_medias_carous_95d38d21";
  DROP TYPE "public"."enum_pages_blocks_script_block__faadf550";
  DROP TYPE "public"."enum_pages_blocks_script_block__47d3c2d4";
  DROP TYPE "public"."enum_pages_blocks_dev_test_v_bl_4dceba91";
  DROP TYPE "public"."enum_pages_blocks_dev_test_v_bl_f5fbb1f2";
  DROP TYPE "public"."enum_members_licence_designation";
  DROP TYPE "public"."enum_listing_feed_resources";`)
}
