// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__063a7c2f" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__e93ab0bd" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__c8e20648" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__87452b7a" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__aadae136" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__c48bda7a" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__1fa0a3de" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__2d876ce9" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__9388b5d9" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_f48f21a9" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_41bc4d1d" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_023842c8" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_6652e221" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_7ab19b31" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_text_align" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_b_186fbb7d" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_b_9642f6a0" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_63456234" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_e1b9aff3" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_9ec741d9" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_d866c4f7" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_68263d6d" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_15e9325f" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_image_text_bl_0c88f563" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_image_text_bl_dd20dc54" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_cta_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_cta_cta_format_type" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_cta_cta_icon_type" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_cta_cta_icon__ce94c5ce" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_cta_cta_icon_align" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_cta_cta_on_cl_429ca69d" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_cta_block_par_a640832e" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_cta_block_par_89aacca3" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_list_block_pa_5f662469" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_list_block_pa_5478d4d8" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_qa_accordion__ca796a1f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_qa_accordion__b5a5c5ef" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_qa_accordion__d6c7e8e8" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_qa_accordion__6b67b8b4" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_a63935b6" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_eb573872" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_9c199b01" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_99a43767" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_229aba1b" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_2ed4bc13" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_0fbd7a2f" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_959d9843" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_451fb14e" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_3e5ddca1" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_9141ac6f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_32cb83f0" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_46446270" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_e37e85b0" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_c13e155e" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_d6b4375f" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_spacer_block__314c2e5e" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_spacer_block__7ae44b4f" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_error_block_e_dab90996" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_error_block_e_35f75066" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_error_block_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_error_block_c_f762522f" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_error_block_c_c52fb154" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_error_block_c_5e912169" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_error_block_c_46c4b292" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_error_block_c_fd3f2577" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_error_block_b_baa98bde" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_error_block_b_03820cd2" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_route_key" AS ENUM('home', 'contact', 'properties', 'terms', 'privacy', 'blog');
  CREATE TYPE "public"."enum_pages_visibility" AS ENUM('public', 'forbidden', 'gone');
  CREATE TYPE "public"."enum_pages_seo_robots_index_rule" AS ENUM('index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__70a3fd4e" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__de239a00" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__ad20f00f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__a9d1ad99" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__fc5e98ad" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__316d521b" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__e82b716e" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__49294c52" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_hero_content__27f87490" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_v_35fce891" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_v_69966e37" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_v_0271be61" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_v_268c0fc1" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_v_7701c6d0" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_v_0682cd4b" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_v_c32434fb" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_v_039a0c85" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_61f358a6" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_e3526829" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_2ca1cd81" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_6f230e59" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_a61382a0" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_image_text_ct_83e7204e" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_image_text_v__ad0306b8" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_image_text_v__307c21c8" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_cta_v_cta_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_cta_v_cta_format_type" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_cta_v_cta_icon_type" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_cta_v_cta_ico_c54336d6" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_cta_v_cta_icon_align" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_cta_v_cta_on__8a0e8841" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_cta_v_block_p_f9c4f17b" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_cta_v_block_p_5603b293" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_list_v_block__099f5e1b" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_list_v_block__16c27a03" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_qa_accordion__a5586f15" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_qa_accordion__527c34d8" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_qa_accordion__184e91dc" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_qa_accordion__4ed616db" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_48030f31" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_63a923cc" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_bb8f1300" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_36bc72f3" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_1ee88202" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_73dfc122" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_bd1d69b1" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_4ebd78f9" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_421edc43" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_775ba748" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_28aad5c9" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_0ad4c2ba" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_617320b2" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_0227db4d" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_1342cf10" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_contact_infos_95380bf3" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_spacer_v_bloc_b5a92c03" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_spacer_v_bloc_1e29192e" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_error_block_v_e6cf16c9" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_error_block_v_791d0414" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_error_block_v_d69e7402" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_error_block_v_57790705" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_error_block_v_3c5c6ec2" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_error_block_v_8dc514f7" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_error_block_v_78266191" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_error_block_v_5dcfa618" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_error_block_v_370b2b36" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_error_block_v_46d9dc0f" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_v_version_route_key" AS ENUM('home', 'contact', 'properties', 'terms', 'privacy', 'blog');
  CREATE TYPE "public"."enum_pages_v_version_visibility" AS ENUM('public', 'forbidden', 'gone');
  CREATE TYPE "public"."enum_pages_v_version_seo_robots_2c5a60d0" AS ENUM('index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_site_head_elements_tag" AS ENUM('meta', 'link');
  CREATE TYPE "public"."enum_site_site_type" AS ENUM('broker', 'agency');
  CREATE TYPE "public"."enum_site_brand_version" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_site_captcha_version" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_header_blocks_header_class_467f9c50" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_class_3ddaa673" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_class_97056b6f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_class_ca2ebdfe" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_class_6d36e81f" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_class_1365d8e6" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_class_6f3b1dc0" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_class_43c90c96" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_class_5e78257b" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_class_36fa4dc6" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_class_3e2e8f44" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_class_1c625e7c" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_class_a7610a6e" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_class_7a3b8264" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_class_8a49e6d8" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_class_9e125eea" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_class_af531764" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_class_9e6a6ebe" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_class_a698c298" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_class_7199ea17" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_class_7e3519f9" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_class_dfbeb4a5" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_class_705083ec" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_class_e18d2f77" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_class_3c4c95c4" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_header_blocks_header_class_278e1f24" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_3063d90d" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_c8753305" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_62ab69ed" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_e040e63c" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_58ffa739" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_ae5bf624" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_a7b026c3" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_710a3ecf" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_c4191694" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_06e843ae" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_22eba404" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_a585fb4b" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_f225045f" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_c97d8031" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_53e112de" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_bf7984b0" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_c0954c6a" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_0de176c7" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_f1690b3a" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_8932b6a6" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_8c240c1b" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_51399598" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_fd1690dc" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_6bb12601" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_50d73fa1" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_b4a590ce" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_a9fbb674" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_footer_blocks_footer_class_4ae08db3" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_theme_color_schemes_scheme" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_theme_color_schemes_role" AS ENUM('button', 'input', 'background', 'text', 'highlight', 'map_marker');
  CREATE TYPE "public"."enum_theme_preset" AS ENUM('blue', 'red');
  CREATE TABLE "pages_blocks_hero_content_1_med_5d577c2a" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4'
  );
  
  CREATE TABLE "pages_blocks_hero_content_1_med_7592fbf1" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4'
  );
  
  CREATE TABLE "pages_blocks_hero_content_1_cta_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_content__063a7c2f" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_content__e93ab0bd" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_content__c8e20648",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_content__87452b7a" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_content__aadae136" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_content__c48bda7a",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_hero_content_1_cta_repeater_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_content_1" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_kind" "enum_pages_blocks_hero_content__1fa0a3de" DEFAULT 'image',
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
  	"block_params_color_scheme" "enum_pages_blocks_hero_content__2d876ce9" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_content__9388b5d9",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_content_1_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_text_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_text_blocks_cta_target" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_text_blocks_c_f48f21a9" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_text_blocks_c_41bc4d1d",
  	"cta_icon_font_weight" "enum_pages_blocks_text_blocks_c_023842c8" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_text_blocks_c_6652e221" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_text_blocks_c_7ab19b31",
  	"cta_on_click_action_action_params" jsonb,
  	"text_align" "enum_pages_blocks_text_blocks_text_align" DEFAULT 'left',
  	"block_params_color_scheme" "enum_pages_blocks_text_blocks_b_186fbb7d" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_text_blocks_b_9642f6a0",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_blocks_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" jsonb,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_text_cta_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_image_text_ct_63456234" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_image_text_ct_e1b9aff3" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_image_text_ct_9ec741d9",
  	"cta_icon_font_weight" "enum_pages_blocks_image_text_ct_d866c4f7" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_image_text_ct_68263d6d" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_image_text_ct_15e9325f",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_image_text_cta_repeater_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_text" (
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
  	"block_params_color_scheme" "enum_pages_blocks_image_text_bl_0c88f563" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_image_text_bl_dd20dc54",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_text_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_cta_cta_target" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_cta_cta_format_type" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_cta_cta_icon_type",
  	"cta_icon_font_weight" "enum_pages_blocks_cta_cta_icon__ce94c5ce" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_cta_cta_icon_align" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_cta_cta_on_cl_429ca69d",
  	"cta_on_click_action_action_params" jsonb,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_cta_block_par_a640832e" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_cta_block_par_89aacca3",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_list_list_items_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_list_list_items_repeater_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"ordered" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_list_block_pa_5f662469" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_list_block_pa_5478d4d8",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_list_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_qa_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_qa_accordion__ca796a1f",
  	"icon_font_weight" "enum_pages_blocks_qa_accordion__b5a5c5ef" DEFAULT 'regular',
  	"icon_color" varchar
  );
  
  CREATE TABLE "pages_blocks_qa_accordion_items_locales" (
  	"main_title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_qa_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_qa_accordion__d6c7e8e8" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_qa_accordion__6b67b8b4",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_qa_accordion_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_infos_item_6d1f31d6" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_contact_infos_a63935b6",
  	"icon_font_weight" "enum_pages_blocks_contact_infos_eb573872" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_contact_infos_9c199b01" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_contact_infos_99a43767" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_contact_infos_229aba1b",
  	"link_icon_font_weight" "enum_pages_blocks_contact_infos_2ed4bc13" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_contact_infos_0fbd7a2f" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_contact_infos_959d9843",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_contact_infos_item_6d1f31d6_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_infos_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_infos_items_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_infos_cta_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_contact_infos_451fb14e" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_contact_infos_3e5ddca1" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_contact_infos_9141ac6f",
  	"cta_icon_font_weight" "enum_pages_blocks_contact_infos_32cb83f0" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_contact_infos_46446270" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_contact_infos_e37e85b0",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_contact_infos_cta_repeater_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_infos" (
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
  	"block_params_color_scheme" "enum_pages_blocks_contact_infos_c13e155e" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_contact_infos_d6b4375f",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_infos_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"height" varchar DEFAULT '48px',
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_spacer_block__314c2e5e" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_spacer_block__7ae44b4f",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_error_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"error_icon_type" "enum_pages_blocks_error_block_e_dab90996",
  	"error_icon_font_weight" "enum_pages_blocks_error_block_e_35f75066" DEFAULT 'regular',
  	"error_icon_color" varchar,
  	"cta_target" "enum_pages_blocks_error_block_cta_target" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_error_block_c_f762522f" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_error_block_c_c52fb154",
  	"cta_icon_font_weight" "enum_pages_blocks_error_block_c_5e912169" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_error_block_c_46c4b292" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_error_block_c_fd3f2577",
  	"cta_on_click_action_action_params" jsonb,
  	"status_code" numeric DEFAULT 500,
  	"debug_infos" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_error_block_b_baa98bde" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_error_block_b_03820cd2",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_error_block_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"route_key" "enum_pages_route_key",
  	"visibility" "enum_pages_visibility" DEFAULT 'public',
  	"variant_variant_id" varchar,
  	"variant_name" varchar,
  	"variant_color" varchar,
  	"hide_footer" boolean DEFAULT false,
  	"seo_og_image_id" integer,
  	"seo_robots_index_rule" "enum_pages_seo_robots_index_rule" DEFAULT 'index,follow',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"path" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_og_title" varchar,
  	"seo_og_description" varchar,
  	"seo_twitter_title" varchar,
  	"seo_twitter_description" varchar,
  	"seo_canonical_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_content_1_v_m_72642613_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_content_1_v_m_be1aef72_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"type" varchar DEFAULT 'video/mp4',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_content_1_cta_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_hero_content__70a3fd4e" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_hero_content__de239a00" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_hero_content__ad20f00f",
  	"cta_icon_font_weight" "enum_pages_blocks_hero_content__a9d1ad99" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_hero_content__fc5e98ad" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_hero_content__316d521b",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_hero_content_1_cta_repeater_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_hero_content_1_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_kind" "enum_pages_blocks_hero_content__e82b716e" DEFAULT 'image',
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
  	"block_params_color_scheme" "enum_pages_blocks_hero_content__49294c52" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_hero_content__27f87490",
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
  
  CREATE TABLE "_pages_blocks_hero_content_1_v_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_text_blocks_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_text_blocks_v_35fce891" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_text_blocks_v_69966e37" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_text_blocks_v_0271be61",
  	"cta_icon_font_weight" "enum_pages_blocks_text_blocks_v_268c0fc1" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_text_blocks_v_7701c6d0" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_text_blocks_v_0682cd4b",
  	"cta_on_click_action_action_params" jsonb,
  	"text_align" "enum_pages_blocks_text_blocks_text_align" DEFAULT 'left',
  	"block_params_color_scheme" "enum_pages_blocks_text_blocks_v_c32434fb" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_text_blocks_v_039a0c85",
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
  
  CREATE TABLE "_pages_blocks_text_blocks_v_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" jsonb,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_image_text_cta_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_image_text_ct_61f358a6" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_image_text_ct_e3526829" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_image_text_ct_2ca1cd81",
  	"cta_icon_font_weight" "enum_pages_blocks_image_text_ct_6f230e59" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_image_text_ct_a61382a0" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_image_text_ct_83e7204e",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_image_text_cta_repeater_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_image_text_v" (
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
  	"block_params_color_scheme" "enum_pages_blocks_image_text_v__ad0306b8" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_image_text_v__307c21c8",
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
  
  CREATE TABLE "_pages_blocks_image_text_v_locales" (
  	"super_title" varchar,
  	"main_title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_cta_v_cta_target" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_cta_v_cta_format_type" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_cta_v_cta_icon_type",
  	"cta_icon_font_weight" "enum_pages_blocks_cta_v_cta_ico_c54336d6" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_cta_v_cta_icon_align" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_cta_v_cta_on__8a0e8841",
  	"cta_on_click_action_action_params" jsonb,
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_cta_v_block_p_f9c4f17b" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_cta_v_block_p_5603b293",
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
  
  CREATE TABLE "_pages_blocks_cta_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_list_list_items_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_list_list_items_repeater_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_list_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"ordered" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_list_v_block__099f5e1b" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_list_v_block__16c27a03",
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
  
  CREATE TABLE "_pages_blocks_list_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_qa_accordion_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_qa_accordion__a5586f15",
  	"icon_font_weight" "enum_pages_blocks_qa_accordion__527c34d8" DEFAULT 'regular',
  	"icon_color" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_qa_accordion_items_v_locales" (
  	"main_title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_qa_accordion_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_qa_accordion__184e91dc" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_qa_accordion__4ed616db",
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
  
  CREATE TABLE "_pages_blocks_qa_accordion_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_contact_infos_item_6d1f31d6_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_contact_infos_48030f31",
  	"icon_font_weight" "enum_pages_blocks_contact_infos_63a923cc" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_contact_infos_bb8f1300" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_contact_infos_36bc72f3" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_contact_infos_1ee88202",
  	"link_icon_font_weight" "enum_pages_blocks_contact_infos_73dfc122" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_contact_infos_bd1d69b1" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_contact_infos_4ebd78f9",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_contact_infos_item_6d1f31d6_v_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_contact_infos_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_contact_infos_items_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_contact_infos_cta_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_contact_infos_421edc43" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_contact_infos_775ba748" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_contact_infos_28aad5c9",
  	"cta_icon_font_weight" "enum_pages_blocks_contact_infos_0ad4c2ba" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_contact_infos_617320b2" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_contact_infos_0227db4d",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_contact_infos_cta_repeater_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_contact_infos_v" (
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
  	"block_params_color_scheme" "enum_pages_blocks_contact_infos_1342cf10" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_contact_infos_95380bf3",
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
  
  CREATE TABLE "_pages_blocks_contact_infos_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_spacer_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"height" varchar DEFAULT '48px',
  	"bg_media_media_id" integer,
  	"bg_media_center_x" numeric,
  	"bg_media_center_y" numeric,
  	"bg_media_filters_blur" numeric DEFAULT 0,
  	"bg_media_filters_brightness" numeric DEFAULT 1,
  	"bg_media_filters_contrast" numeric DEFAULT 1,
  	"bg_media_filters_opacity" numeric DEFAULT 1,
  	"bg_media_filters_saturate" numeric DEFAULT 1,
  	"block_params_color_scheme" "enum_pages_blocks_spacer_v_bloc_b5a92c03" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_spacer_v_bloc_1e29192e",
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
  
  CREATE TABLE "_pages_blocks_error_block_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"error_icon_type" "enum_pages_blocks_error_block_v_e6cf16c9",
  	"error_icon_font_weight" "enum_pages_blocks_error_block_v_791d0414" DEFAULT 'regular',
  	"error_icon_color" varchar,
  	"cta_target" "enum_pages_blocks_error_block_v_d69e7402" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_error_block_v_57790705" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_error_block_v_3c5c6ec2",
  	"cta_icon_font_weight" "enum_pages_blocks_error_block_v_8dc514f7" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_error_block_v_78266191" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_error_block_v_5dcfa618",
  	"cta_on_click_action_action_params" jsonb,
  	"status_code" numeric DEFAULT 500,
  	"debug_infos" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_error_block_v_370b2b36" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_error_block_v_46d9dc0f",
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
  
  CREATE TABLE "_pages_blocks_error_block_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_route_key" "enum_pages_v_version_route_key",
  	"version_visibility" "enum_pages_v_version_visibility" DEFAULT 'public',
  	"version_variant_variant_id" varchar,
  	"version_variant_name" varchar,
  	"version_variant_color" varchar,
  	"version_hide_footer" boolean DEFAULT false,
  	"version_seo_og_image_id" integer,
  	"version_seo_robots_index_rule" "enum_pages_v_version_seo_robots_2c5a60d0" DEFAULT 'index,follow',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_path" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_og_title" varchar,
  	"version_seo_og_description" varchar,
  	"version_seo_twitter_title" varchar,
  	"version_seo_twitter_description" varchar,
  	"version_seo_canonical_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "editors_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "editors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"media_id" integer,
  	"redirects_id" integer,
  	"editors_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"editors_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_head_elements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" "enum_site_head_elements_tag" NOT NULL,
  	"name" varchar,
  	"content" varchar,
  	"rel" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "site" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar DEFAULT 'Courtier' NOT NULL,
  	"site_type" "enum_site_site_type" DEFAULT 'broker' NOT NULL,
  	"brand_version" "enum_site_brand_version" DEFAULT '1' NOT NULL,
  	"site_id" varchar DEFAULT 'demo' NOT NULL,
  	"microsite_id" varchar DEFAULT 'demo' NOT NULL,
  	"site_key" varchar,
  	"production" boolean DEFAULT false,
  	"maintenance" boolean DEFAULT false,
  	"domain_name" varchar,
  	"contact_phone_display" varchar,
  	"contact_phone_intl" varchar,
  	"contact_email" varchar,
  	"captcha_site_key" varchar,
  	"captcha_version" "enum_site_captcha_version" DEFAULT '3',
  	"captcha_enterprise" boolean DEFAULT false,
  	"contact_form_show_consent" boolean DEFAULT true,
  	"contact_form_contact_name" varchar,
  	"contact_form_default_recipient_email" varchar,
  	"favicon_id" integer,
  	"franchise_logos_v1_light_id" integer,
  	"franchise_logos_v1_dark_id" integer,
  	"franchise_logos_v2_light_id" integer,
  	"franchise_logos_v2_dark_id" integer,
  	"powered_by_label" varchar,
  	"powered_by_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_blocks_header_classic_me_57552847" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_header_blocks_header_class_467f9c50" DEFAULT '_self',
  	"menu_link_format_type" "enum_header_blocks_header_class_3ddaa673" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_header_blocks_header_class_97056b6f",
  	"menu_link_icon_font_weight" "enum_header_blocks_header_class_ca2ebdfe" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_header_blocks_header_class_6d36e81f" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_header_blocks_header_class_1365d8e6",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_classic_me_57552847_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_classic_me_98677764" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_header_blocks_header_class_6f3b1dc0" DEFAULT '_self',
  	"menu_link_format_type" "enum_header_blocks_header_class_43c90c96" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_header_blocks_header_class_5e78257b",
  	"menu_link_icon_font_weight" "enum_header_blocks_header_class_36fa4dc6" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_header_blocks_header_class_3e2e8f44" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_header_blocks_header_class_1c625e7c",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_classic_me_98677764_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_classic" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_image_light_id" integer,
  	"logo_image_dark_id" integer,
  	"logo_multiplier" numeric DEFAULT 1,
  	"show_remax_logo" boolean DEFAULT false,
  	"cta_button_target" "enum_header_blocks_header_class_a7610a6e" DEFAULT '_self',
  	"cta_button_format_type" "enum_header_blocks_header_class_7a3b8264" DEFAULT 'link',
  	"cta_button_format_color" varchar,
  	"cta_button_format_bg_color" varchar,
  	"cta_button_icon_type" "enum_header_blocks_header_class_8a49e6d8",
  	"cta_button_icon_font_weight" "enum_header_blocks_header_class_9e125eea" DEFAULT 'regular',
  	"cta_button_icon_color" varchar,
  	"cta_button_icon_align" "enum_header_blocks_header_class_af531764" DEFAULT 'left',
  	"cta_button_on_click_action_action_type" "enum_header_blocks_header_class_9e6a6ebe",
  	"cta_button_on_click_action_action_params" jsonb,
  	"cta_sms_target" "enum_header_blocks_header_class_a698c298" DEFAULT '_self',
  	"cta_sms_format_type" "enum_header_blocks_header_class_7199ea17" DEFAULT 'link',
  	"cta_sms_format_color" varchar,
  	"cta_sms_format_bg_color" varchar,
  	"cta_sms_icon_type" "enum_header_blocks_header_class_7e3519f9",
  	"cta_sms_icon_font_weight" "enum_header_blocks_header_class_dfbeb4a5" DEFAULT 'regular',
  	"cta_sms_icon_color" varchar,
  	"cta_sms_icon_align" "enum_header_blocks_header_class_705083ec" DEFAULT 'left',
  	"cta_sms_on_click_action_action_type" "enum_header_blocks_header_class_e18d2f77",
  	"cta_sms_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_header_blocks_header_class_3c4c95c4" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_header_blocks_header_class_278e1f24",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "header_blocks_header_classic_locales" (
  	"cta_button_url" varchar,
  	"cta_button_text" varchar,
  	"cta_sms_url" varchar,
  	"cta_sms_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_blocks_footer_classic_ic_8ebfdda5" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_footer_blocks_footer_class_3063d90d",
  	"icon_font_weight" "enum_footer_blocks_footer_class_c8753305" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_footer_blocks_footer_class_62ab69ed" DEFAULT '_self',
  	"link_format_type" "enum_footer_blocks_footer_class_e040e63c" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_footer_blocks_footer_class_58ffa739",
  	"link_icon_font_weight" "enum_footer_blocks_footer_class_ae5bf624" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_footer_blocks_footer_class_a7b026c3" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_footer_blocks_footer_class_710a3ecf",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "footer_blocks_footer_classic_ic_8ebfdda5_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_blocks_footer_classic_me_6cfafb9a" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_footer_blocks_footer_class_c4191694" DEFAULT '_self',
  	"menu_link_format_type" "enum_footer_blocks_footer_class_06e843ae" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_footer_blocks_footer_class_22eba404",
  	"menu_link_icon_font_weight" "enum_footer_blocks_footer_class_a585fb4b" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_footer_blocks_footer_class_f225045f" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_footer_blocks_footer_class_c97d8031",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "footer_blocks_footer_classic_me_6cfafb9a_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_blocks_footer_classic_me_600c0545" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_footer_blocks_footer_class_53e112de" DEFAULT '_self',
  	"menu_link_format_type" "enum_footer_blocks_footer_class_bf7984b0" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_footer_blocks_footer_class_c0954c6a",
  	"menu_link_icon_font_weight" "enum_footer_blocks_footer_class_0de176c7" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_footer_blocks_footer_class_f1690b3a" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_footer_blocks_footer_class_8932b6a6",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "footer_blocks_footer_classic_me_600c0545_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_blocks_footer_classic" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"agency" varchar,
  	"logo_image_light_id" integer,
  	"logo_image_dark_id" integer,
  	"cta_target" "enum_footer_blocks_footer_class_8c240c1b" DEFAULT '_self',
  	"cta_format_type" "enum_footer_blocks_footer_class_51399598" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_footer_blocks_footer_class_fd1690dc",
  	"cta_icon_font_weight" "enum_footer_blocks_footer_class_6bb12601" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_footer_blocks_footer_class_50d73fa1" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_footer_blocks_footer_class_b4a590ce",
  	"cta_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_footer_blocks_footer_class_a9fbb674" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_footer_blocks_footer_class_4ae08db3",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "footer_blocks_footer_classic_locales" (
  	"all_rights_reserved" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "theme_colors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "theme_color_schemes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"scheme" "enum_theme_color_schemes_scheme" NOT NULL,
  	"role" "enum_theme_color_schemes_role" NOT NULL,
  	"color" varchar NOT NULL
  );
  
  CREATE TABLE "theme" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"preset" "enum_theme_preset" DEFAULT 'blue',
  	"border_radius_small" varchar DEFAULT '20px',
  	"border_radius_medium" varchar DEFAULT '40px',
  	"border_radius_large" varchar DEFAULT '120px',
  	"fonts_base" varchar,
  	"fonts_heading" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_hero_content_1_med_5d577c2a" ADD CONSTRAINT "pages_blocks_hero_content_1_med_5d577c2a_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_content_1"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_1_med_7592fbf1" ADD CONSTRAINT "pages_blocks_hero_content_1_med_7592fbf1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_content_1"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_1_cta_repeater" ADD CONSTRAINT "pages_blocks_hero_content_1_cta_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_content_1"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_1_cta_repeater_locales" ADD CONSTRAINT "pages_blocks_hero_content_1_cta_repeater_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_content_1_cta_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_1" ADD CONSTRAINT "pages_blocks_hero_content_1_media_image_media_id_media_id_fk" FOREIGN KEY ("media_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_1" ADD CONSTRAINT "pages_blocks_hero_content_1_media_video_poster_id_media_id_fk" FOREIGN KEY ("media_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_1" ADD CONSTRAINT "pages_blocks_hero_content_1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_content_1_locales" ADD CONSTRAINT "pages_blocks_hero_content_1_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_content_1"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_blocks" ADD CONSTRAINT "pages_blocks_text_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_blocks_locales" ADD CONSTRAINT "pages_blocks_text_blocks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text_cta_repeater" ADD CONSTRAINT "pages_blocks_image_text_cta_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text_cta_repeater_locales" ADD CONSTRAINT "pages_blocks_image_text_cta_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_text_cta_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text" ADD CONSTRAINT "pages_blocks_image_text_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text" ADD CONSTRAINT "pages_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_text_locales" ADD CONSTRAINT "pages_blocks_image_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_locales" ADD CONSTRAINT "pages_blocks_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_list_list_items_repeater" ADD CONSTRAINT "pages_blocks_list_list_items_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_list_list_items_repeater_locales" ADD CONSTRAINT "pages_blocks_list_list_items_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_list_list_items_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_list" ADD CONSTRAINT "pages_blocks_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_list_locales" ADD CONSTRAINT "pages_blocks_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_qa_accordion_items" ADD CONSTRAINT "pages_blocks_qa_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_qa_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_qa_accordion_items_locales" ADD CONSTRAINT "pages_blocks_qa_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_qa_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_qa_accordion" ADD CONSTRAINT "pages_blocks_qa_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_qa_accordion_locales" ADD CONSTRAINT "pages_blocks_qa_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_qa_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_infos_item_6d1f31d6" ADD CONSTRAINT "pages_blocks_contact_infos_item_6d1f31d6_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_infos_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_infos_item_6d1f31d6_locales" ADD CONSTRAINT "pages_blocks_contact_infos_item_6d1f31d6_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_infos_item_6d1f31d6"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_infos_items" ADD CONSTRAINT "pages_blocks_contact_infos_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_infos_items_locales" ADD CONSTRAINT "pages_blocks_contact_infos_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_infos_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_infos_cta_repeater" ADD CONSTRAINT "pages_blocks_contact_infos_cta_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_infos_cta_repeater_locales" ADD CONSTRAINT "pages_blocks_contact_infos_cta_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_infos_cta_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_infos" ADD CONSTRAINT "pages_blocks_contact_infos_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_infos" ADD CONSTRAINT "pages_blocks_contact_infos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_infos_locales" ADD CONSTRAINT "pages_blocks_contact_infos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_spacer" ADD CONSTRAINT "pages_blocks_spacer_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_spacer" ADD CONSTRAINT "pages_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_error_block" ADD CONSTRAINT "pages_blocks_error_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_error_block_locales" ADD CONSTRAINT "pages_blocks_error_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_error_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_og_image_id_media_id_fk" FOREIGN KEY ("seo_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_1_v_m_72642613_v" ADD CONSTRAINT "_pages_blocks_hero_content_1_v_m_72642613_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_content_1_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_1_v_m_be1aef72_v" ADD CONSTRAINT "_pages_blocks_hero_content_1_v_m_be1aef72_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_content_1_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_1_cta_repeater_v" ADD CONSTRAINT "_pages_blocks_hero_content_1_cta_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_content_1_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_1_cta_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_hero_content_1_cta_repeater_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_content_1_cta_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_1_v" ADD CONSTRAINT "_pages_blocks_hero_content_1_v_media_image_media_id_media_id_fk" FOREIGN KEY ("media_image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_1_v" ADD CONSTRAINT "_pages_blocks_hero_content_1_v_media_video_poster_id_media_id_fk" FOREIGN KEY ("media_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_1_v" ADD CONSTRAINT "_pages_blocks_hero_content_1_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_hero_content_1_v_locales" ADD CONSTRAINT "_pages_blocks_hero_content_1_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_hero_content_1_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_text_blocks_v" ADD CONSTRAINT "_pages_blocks_text_blocks_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_text_blocks_v_locales" ADD CONSTRAINT "_pages_blocks_text_blocks_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_text_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_image_text_cta_repeater_v" ADD CONSTRAINT "_pages_blocks_image_text_cta_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_image_text_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_image_text_cta_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_image_text_cta_repeater_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_image_text_cta_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_image_text_v" ADD CONSTRAINT "_pages_blocks_image_text_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_image_text_v" ADD CONSTRAINT "_pages_blocks_image_text_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_image_text_v_locales" ADD CONSTRAINT "_pages_blocks_image_text_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_image_text_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cta_v" ADD CONSTRAINT "_pages_blocks_cta_v_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cta_v" ADD CONSTRAINT "_pages_blocks_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_cta_v_locales" ADD CONSTRAINT "_pages_blocks_cta_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_cta_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_list_list_items_repeater_v" ADD CONSTRAINT "_pages_blocks_list_list_items_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_list_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_list_list_items_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_list_list_items_repeater_v_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_list_list_items_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_list_v" ADD CONSTRAINT "_pages_blocks_list_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_list_v_locales" ADD CONSTRAINT "_pages_blocks_list_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_list_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_qa_accordion_items_v" ADD CONSTRAINT "_pages_blocks_qa_accordion_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_qa_accordion_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_qa_accordion_items_v_locales" ADD CONSTRAINT "_pages_blocks_qa_accordion_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_qa_accordion_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_qa_accordion_v" ADD CONSTRAINT "_pages_blocks_qa_accordion_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_qa_accordion_v_locales" ADD CONSTRAINT "_pages_blocks_qa_accordion_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_qa_accordion_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_infos_item_6d1f31d6_v" ADD CONSTRAINT "_pages_blocks_contact_infos_item_6d1f31d6_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_infos_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_infos_item_6d1f31d6_v_locales" ADD CONSTRAINT "_pages_blocks_contact_infos_item_6d1f31d6_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_infos_item_6d1f31d6_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_infos_items_v" ADD CONSTRAINT "_pages_blocks_contact_infos_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_infos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_infos_items_v_locales" ADD CONSTRAINT "_pages_blocks_contact_infos_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_infos_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_infos_cta_repeater_v" ADD CONSTRAINT "_pages_blocks_contact_infos_cta_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_infos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_infos_cta_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_contact_infos_cta_repeater_v_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_infos_cta_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_infos_v" ADD CONSTRAINT "_pages_blocks_contact_infos_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_infos_v" ADD CONSTRAINT "_pages_blocks_contact_infos_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_contact_infos_v_locales" ADD CONSTRAINT "_pages_blocks_contact_infos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_contact_infos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_spacer_v" ADD CONSTRAINT "_pages_blocks_spacer_v_bg_media_media_id_media_id_fk" FOREIGN KEY ("bg_media_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_spacer_v" ADD CONSTRAINT "_pages_blocks_spacer_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_error_block_v" ADD CONSTRAINT "_pages_blocks_error_block_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_error_block_v_locales" ADD CONSTRAINT "_pages_blocks_error_block_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_error_block_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_og_image_id_media_id_fk" FOREIGN KEY ("version_seo_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editors_sessions" ADD CONSTRAINT "editors_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "public"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_head_elements" ADD CONSTRAINT "site_head_elements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_favicon_id_media_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_franchise_logos_v1_light_id_media_id_fk" FOREIGN KEY ("franchise_logos_v1_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_franchise_logos_v1_dark_id_media_id_fk" FOREIGN KEY ("franchise_logos_v1_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_franchise_logos_v2_light_id_media_id_fk" FOREIGN KEY ("franchise_logos_v2_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_franchise_logos_v2_dark_id_media_id_fk" FOREIGN KEY ("franchise_logos_v2_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic_me_57552847" ADD CONSTRAINT "header_blocks_header_classic_me_57552847_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_classic_me_98677764"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic_me_57552847_locales" ADD CONSTRAINT "header_blocks_header_classic_me_57552847_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_classic_me_57552847"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic_me_98677764" ADD CONSTRAINT "header_blocks_header_classic_me_98677764_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_classic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic_me_98677764_locales" ADD CONSTRAINT "header_blocks_header_classic_me_98677764_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_classic_me_98677764"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic" ADD CONSTRAINT "header_blocks_header_classic_logo_image_light_id_media_id_fk" FOREIGN KEY ("logo_image_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic" ADD CONSTRAINT "header_blocks_header_classic_logo_image_dark_id_media_id_fk" FOREIGN KEY ("logo_image_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic" ADD CONSTRAINT "header_blocks_header_classic_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic_locales" ADD CONSTRAINT "header_blocks_header_classic_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_classic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_blocks_footer_classic_ic_8ebfdda5" ADD CONSTRAINT "footer_blocks_footer_classic_ic_8ebfdda5_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_blocks_footer_classic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_blocks_footer_classic_ic_8ebfdda5_locales" ADD CONSTRAINT "footer_blocks_footer_classic_ic_8ebfdda5_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_blocks_footer_classic_ic_8ebfdda5"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_blocks_footer_classic_me_6cfafb9a" ADD CONSTRAINT "footer_blocks_footer_classic_me_6cfafb9a_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_blocks_footer_classic_me_600c0545"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_blocks_footer_classic_me_6cfafb9a_locales" ADD CONSTRAINT "footer_blocks_footer_classic_me_6cfafb9a_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_blocks_footer_classic_me_6cfafb9a"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_blocks_footer_classic_me_600c0545" ADD CONSTRAINT "footer_blocks_footer_classic_me_600c0545_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_blocks_footer_classic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_blocks_footer_classic_me_600c0545_locales" ADD CONSTRAINT "footer_blocks_footer_classic_me_600c0545_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_blocks_footer_classic_me_600c0545"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_blocks_footer_classic" ADD CONSTRAINT "footer_blocks_footer_classic_logo_image_light_id_media_id_fk" FOREIGN KEY ("logo_image_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_blocks_footer_classic" ADD CONSTRAINT "footer_blocks_footer_classic_logo_image_dark_id_media_id_fk" FOREIGN KEY ("logo_image_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_blocks_footer_classic" ADD CONSTRAINT "footer_blocks_footer_classic_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_blocks_footer_classic_locales" ADD CONSTRAINT "footer_blocks_footer_classic_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_blocks_footer_classic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme_colors" ADD CONSTRAINT "theme_colors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."theme"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme_color_schemes" ADD CONSTRAINT "theme_color_schemes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."theme"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_content_1_med_5d577c2a_order_idx" ON "pages_blocks_hero_content_1_med_5d577c2a" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_content_1_med_5d577c2a_parent_id_idx" ON "pages_blocks_hero_content_1_med_5d577c2a" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_content_1_med_5d577c2a_locale_idx" ON "pages_blocks_hero_content_1_med_5d577c2a" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_content_1_med_7592fbf1_order_idx" ON "pages_blocks_hero_content_1_med_7592fbf1" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_content_1_med_7592fbf1_parent_id_idx" ON "pages_blocks_hero_content_1_med_7592fbf1" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_content_1_med_7592fbf1_locale_idx" ON "pages_blocks_hero_content_1_med_7592fbf1" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_content_1_cta_repeater_order_idx" ON "pages_blocks_hero_content_1_cta_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_content_1_cta_repeater_parent_id_idx" ON "pages_blocks_hero_content_1_cta_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_content_1_cta_repeater_locales_locale_pare" ON "pages_blocks_hero_content_1_cta_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hero_content_1_order_idx" ON "pages_blocks_hero_content_1" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_content_1_parent_id_idx" ON "pages_blocks_hero_content_1" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_content_1_path_idx" ON "pages_blocks_hero_content_1" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_content_1_media_image_media_image_medi_idx" ON "pages_blocks_hero_content_1" USING btree ("media_image_media_id");
  CREATE INDEX "pages_blocks_hero_content_1_media_video_media_video_post_idx" ON "pages_blocks_hero_content_1" USING btree ("media_video_poster_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_content_1_locales_locale_parent_id_unique" ON "pages_blocks_hero_content_1_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_text_blocks_order_idx" ON "pages_blocks_text_blocks" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_blocks_parent_id_idx" ON "pages_blocks_text_blocks" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_blocks_path_idx" ON "pages_blocks_text_blocks" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_text_blocks_locales_locale_parent_id_unique" ON "pages_blocks_text_blocks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_text_cta_repeater_order_idx" ON "pages_blocks_image_text_cta_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_text_cta_repeater_parent_id_idx" ON "pages_blocks_image_text_cta_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_image_text_cta_repeater_locales_locale_parent_i" ON "pages_blocks_image_text_cta_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_text_order_idx" ON "pages_blocks_image_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_text_parent_id_idx" ON "pages_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_text_path_idx" ON "pages_blocks_image_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_text_image_image_media_idx" ON "pages_blocks_image_text" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_image_text_locales_locale_parent_id_unique" ON "pages_blocks_image_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_bg_media_bg_media_media_idx" ON "pages_blocks_cta" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "pages_blocks_cta_locales_locale_parent_id_unique" ON "pages_blocks_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_list_list_items_repeater_order_idx" ON "pages_blocks_list_list_items_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_list_list_items_repeater_parent_id_idx" ON "pages_blocks_list_list_items_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_list_list_items_repeater_locales_locale_parent_" ON "pages_blocks_list_list_items_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_list_order_idx" ON "pages_blocks_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_list_parent_id_idx" ON "pages_blocks_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_list_path_idx" ON "pages_blocks_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_list_locales_locale_parent_id_unique" ON "pages_blocks_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_qa_accordion_items_order_idx" ON "pages_blocks_qa_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_qa_accordion_items_parent_id_idx" ON "pages_blocks_qa_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_qa_accordion_items_locales_locale_parent_id_uni" ON "pages_blocks_qa_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_qa_accordion_order_idx" ON "pages_blocks_qa_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_qa_accordion_parent_id_idx" ON "pages_blocks_qa_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_qa_accordion_path_idx" ON "pages_blocks_qa_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_qa_accordion_locales_locale_parent_id_unique" ON "pages_blocks_qa_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_infos_item_6d1f31d6_order_idx" ON "pages_blocks_contact_infos_item_6d1f31d6" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_infos_item_6d1f31d6_parent_id_idx" ON "pages_blocks_contact_infos_item_6d1f31d6" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_infos_item_6d1f31d6_locales_locale_pare" ON "pages_blocks_contact_infos_item_6d1f31d6_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_infos_items_order_idx" ON "pages_blocks_contact_infos_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_infos_items_parent_id_idx" ON "pages_blocks_contact_infos_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_infos_items_locales_locale_parent_id_un" ON "pages_blocks_contact_infos_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_infos_cta_repeater_order_idx" ON "pages_blocks_contact_infos_cta_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_infos_cta_repeater_parent_id_idx" ON "pages_blocks_contact_infos_cta_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_infos_cta_repeater_locales_locale_paren" ON "pages_blocks_contact_infos_cta_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_infos_order_idx" ON "pages_blocks_contact_infos" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_infos_parent_id_idx" ON "pages_blocks_contact_infos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_infos_path_idx" ON "pages_blocks_contact_infos" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_infos_image_image_media_idx" ON "pages_blocks_contact_infos" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_infos_locales_locale_parent_id_unique" ON "pages_blocks_contact_infos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_spacer_order_idx" ON "pages_blocks_spacer" USING btree ("_order");
  CREATE INDEX "pages_blocks_spacer_parent_id_idx" ON "pages_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_spacer_path_idx" ON "pages_blocks_spacer" USING btree ("_path");
  CREATE INDEX "pages_blocks_spacer_bg_media_bg_media_media_idx" ON "pages_blocks_spacer" USING btree ("bg_media_media_id");
  CREATE INDEX "pages_blocks_error_block_order_idx" ON "pages_blocks_error_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_error_block_parent_id_idx" ON "pages_blocks_error_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_error_block_path_idx" ON "pages_blocks_error_block" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_error_block_locales_locale_parent_id_unique" ON "pages_blocks_error_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_seo_seo_og_image_idx" ON "pages" USING btree ("seo_og_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_path_idx" ON "pages_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_content_1_v_m_72642613_v_order_idx" ON "_pages_blocks_hero_content_1_v_m_72642613_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_content_1_v_m_72642613_v_parent_id_idx" ON "_pages_blocks_hero_content_1_v_m_72642613_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_content_1_v_m_72642613_v_locale_idx" ON "_pages_blocks_hero_content_1_v_m_72642613_v" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_hero_content_1_v_m_be1aef72_v_order_idx" ON "_pages_blocks_hero_content_1_v_m_be1aef72_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_content_1_v_m_be1aef72_v_parent_id_idx" ON "_pages_blocks_hero_content_1_v_m_be1aef72_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_content_1_v_m_be1aef72_v_locale_idx" ON "_pages_blocks_hero_content_1_v_m_be1aef72_v" USING btree ("_locale");
  CREATE INDEX "_pages_blocks_hero_content_1_cta_repeater_v_order_idx" ON "_pages_blocks_hero_content_1_cta_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_content_1_cta_repeater_v_parent_id_idx" ON "_pages_blocks_hero_content_1_cta_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_content_1_cta_repeater_v_locales_locale_p" ON "_pages_blocks_hero_content_1_cta_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_hero_content_1_v_order_idx" ON "_pages_blocks_hero_content_1_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_hero_content_1_v_parent_id_idx" ON "_pages_blocks_hero_content_1_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_hero_content_1_v_path_idx" ON "_pages_blocks_hero_content_1_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_hero_content_1_v_media_image_media_image_m_idx" ON "_pages_blocks_hero_content_1_v" USING btree ("media_image_media_id");
  CREATE INDEX "_pages_blocks_hero_content_1_v_media_video_media_video_p_idx" ON "_pages_blocks_hero_content_1_v" USING btree ("media_video_poster_id");
  CREATE UNIQUE INDEX "_pages_blocks_hero_content_1_v_locales_locale_parent_id_uniq" ON "_pages_blocks_hero_content_1_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_text_blocks_v_order_idx" ON "_pages_blocks_text_blocks_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_text_blocks_v_parent_id_idx" ON "_pages_blocks_text_blocks_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_text_blocks_v_path_idx" ON "_pages_blocks_text_blocks_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_text_blocks_v_locales_locale_parent_id_unique" ON "_pages_blocks_text_blocks_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_image_text_cta_repeater_v_order_idx" ON "_pages_blocks_image_text_cta_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_image_text_cta_repeater_v_parent_id_idx" ON "_pages_blocks_image_text_cta_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_image_text_cta_repeater_v_locales_locale_paren" ON "_pages_blocks_image_text_cta_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_image_text_v_order_idx" ON "_pages_blocks_image_text_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_image_text_v_parent_id_idx" ON "_pages_blocks_image_text_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_image_text_v_path_idx" ON "_pages_blocks_image_text_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_image_text_v_image_image_media_idx" ON "_pages_blocks_image_text_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_image_text_v_locales_locale_parent_id_unique" ON "_pages_blocks_image_text_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_cta_v_order_idx" ON "_pages_blocks_cta_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_cta_v_parent_id_idx" ON "_pages_blocks_cta_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_cta_v_path_idx" ON "_pages_blocks_cta_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_cta_v_bg_media_bg_media_media_idx" ON "_pages_blocks_cta_v" USING btree ("bg_media_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_cta_v_locales_locale_parent_id_unique" ON "_pages_blocks_cta_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_list_list_items_repeater_v_order_idx" ON "_pages_blocks_list_list_items_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_list_list_items_repeater_v_parent_id_idx" ON "_pages_blocks_list_list_items_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_list_list_items_repeater_v_locales_locale_pare" ON "_pages_blocks_list_list_items_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_list_v_order_idx" ON "_pages_blocks_list_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_list_v_parent_id_idx" ON "_pages_blocks_list_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_list_v_path_idx" ON "_pages_blocks_list_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_list_v_locales_locale_parent_id_unique" ON "_pages_blocks_list_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_qa_accordion_items_v_order_idx" ON "_pages_blocks_qa_accordion_items_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_qa_accordion_items_v_parent_id_idx" ON "_pages_blocks_qa_accordion_items_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_qa_accordion_items_v_locales_locale_parent_id_" ON "_pages_blocks_qa_accordion_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_qa_accordion_v_order_idx" ON "_pages_blocks_qa_accordion_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_qa_accordion_v_parent_id_idx" ON "_pages_blocks_qa_accordion_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_qa_accordion_v_path_idx" ON "_pages_blocks_qa_accordion_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_qa_accordion_v_locales_locale_parent_id_unique" ON "_pages_blocks_qa_accordion_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_contact_infos_item_6d1f31d6_v_order_idx" ON "_pages_blocks_contact_infos_item_6d1f31d6_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_contact_infos_item_6d1f31d6_v_parent_id_idx" ON "_pages_blocks_contact_infos_item_6d1f31d6_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_contact_infos_item_6d1f31d6_v_locales_locale_p" ON "_pages_blocks_contact_infos_item_6d1f31d6_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_contact_infos_items_v_order_idx" ON "_pages_blocks_contact_infos_items_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_contact_infos_items_v_parent_id_idx" ON "_pages_blocks_contact_infos_items_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_contact_infos_items_v_locales_locale_parent_id" ON "_pages_blocks_contact_infos_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_contact_infos_cta_repeater_v_order_idx" ON "_pages_blocks_contact_infos_cta_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_contact_infos_cta_repeater_v_parent_id_idx" ON "_pages_blocks_contact_infos_cta_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_contact_infos_cta_repeater_v_locales_locale_pa" ON "_pages_blocks_contact_infos_cta_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_contact_infos_v_order_idx" ON "_pages_blocks_contact_infos_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_contact_infos_v_parent_id_idx" ON "_pages_blocks_contact_infos_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_contact_infos_v_path_idx" ON "_pages_blocks_contact_infos_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_contact_infos_v_image_image_media_idx" ON "_pages_blocks_contact_infos_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_contact_infos_v_locales_locale_parent_id_uniqu" ON "_pages_blocks_contact_infos_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_spacer_v_order_idx" ON "_pages_blocks_spacer_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_spacer_v_parent_id_idx" ON "_pages_blocks_spacer_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_spacer_v_path_idx" ON "_pages_blocks_spacer_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_spacer_v_bg_media_bg_media_media_idx" ON "_pages_blocks_spacer_v" USING btree ("bg_media_media_id");
  CREATE INDEX "_pages_blocks_error_block_v_order_idx" ON "_pages_blocks_error_block_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_error_block_v_parent_id_idx" ON "_pages_blocks_error_block_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_error_block_v_path_idx" ON "_pages_blocks_error_block_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_error_block_v_locales_locale_parent_id_unique" ON "_pages_blocks_error_block_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_seo_version_seo_og_image_idx" ON "_pages_v" USING btree ("version_seo_og_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "editors_sessions_order_idx" ON "editors_sessions" USING btree ("_order");
  CREATE INDEX "editors_sessions_parent_id_idx" ON "editors_sessions" USING btree ("_parent_id");
  CREATE INDEX "editors_updated_at_idx" ON "editors" USING btree ("updated_at");
  CREATE INDEX "editors_created_at_idx" ON "editors" USING btree ("created_at");
  CREATE UNIQUE INDEX "editors_email_idx" ON "editors" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_editors_id_idx" ON "payload_locked_documents_rels" USING btree ("editors_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_editors_id_idx" ON "payload_preferences_rels" USING btree ("editors_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_head_elements_order_idx" ON "site_head_elements" USING btree ("_order");
  CREATE INDEX "site_head_elements_parent_id_idx" ON "site_head_elements" USING btree ("_parent_id");
  CREATE INDEX "site_favicon_idx" ON "site" USING btree ("favicon_id");
  CREATE INDEX "site_franchise_logos_franchise_logos_v1_light_idx" ON "site" USING btree ("franchise_logos_v1_light_id");
  CREATE INDEX "site_franchise_logos_franchise_logos_v1_dark_idx" ON "site" USING btree ("franchise_logos_v1_dark_id");
  CREATE INDEX "site_franchise_logos_franchise_logos_v2_light_idx" ON "site" USING btree ("franchise_logos_v2_light_id");
  CREATE INDEX "site_franchise_logos_franchise_logos_v2_dark_idx" ON "site" USING btree ("franchise_logos_v2_dark_id");
  CREATE INDEX "header_blocks_header_classic_me_57552847_order_idx" ON "header_blocks_header_classic_me_57552847" USING btree ("_order");
  CREATE INDEX "header_blocks_header_classic_me_57552847_parent_id_idx" ON "header_blocks_header_classic_me_57552847" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_classic_me_57552847_locales_locale_pare" ON "header_blocks_header_classic_me_57552847_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_classic_me_98677764_order_idx" ON "header_blocks_header_classic_me_98677764" USING btree ("_order");
  CREATE INDEX "header_blocks_header_classic_me_98677764_parent_id_idx" ON "header_blocks_header_classic_me_98677764" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_classic_me_98677764_locales_locale_pare" ON "header_blocks_header_classic_me_98677764_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_classic_order_idx" ON "header_blocks_header_classic" USING btree ("_order");
  CREATE INDEX "header_blocks_header_classic_parent_id_idx" ON "header_blocks_header_classic" USING btree ("_parent_id");
  CREATE INDEX "header_blocks_header_classic_path_idx" ON "header_blocks_header_classic" USING btree ("_path");
  CREATE INDEX "header_blocks_header_classic_logo_image_light_idx" ON "header_blocks_header_classic" USING btree ("logo_image_light_id");
  CREATE INDEX "header_blocks_header_classic_logo_image_dark_idx" ON "header_blocks_header_classic" USING btree ("logo_image_dark_id");
  CREATE UNIQUE INDEX "header_blocks_header_classic_locales_locale_parent_id_unique" ON "header_blocks_header_classic_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_blocks_footer_classic_ic_8ebfdda5_order_idx" ON "footer_blocks_footer_classic_ic_8ebfdda5" USING btree ("_order");
  CREATE INDEX "footer_blocks_footer_classic_ic_8ebfdda5_parent_id_idx" ON "footer_blocks_footer_classic_ic_8ebfdda5" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_blocks_footer_classic_ic_8ebfdda5_locales_locale_pare" ON "footer_blocks_footer_classic_ic_8ebfdda5_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_blocks_footer_classic_me_6cfafb9a_order_idx" ON "footer_blocks_footer_classic_me_6cfafb9a" USING btree ("_order");
  CREATE INDEX "footer_blocks_footer_classic_me_6cfafb9a_parent_id_idx" ON "footer_blocks_footer_classic_me_6cfafb9a" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_blocks_footer_classic_me_6cfafb9a_locales_locale_pare" ON "footer_blocks_footer_classic_me_6cfafb9a_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_blocks_footer_classic_me_600c0545_order_idx" ON "footer_blocks_footer_classic_me_600c0545" USING btree ("_order");
  CREATE INDEX "footer_blocks_footer_classic_me_600c0545_parent_id_idx" ON "footer_blocks_footer_classic_me_600c0545" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_blocks_footer_classic_me_600c0545_locales_locale_pare" ON "footer_blocks_footer_classic_me_600c0545_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_blocks_footer_classic_order_idx" ON "footer_blocks_footer_classic" USING btree ("_order");
  CREATE INDEX "footer_blocks_footer_classic_parent_id_idx" ON "footer_blocks_footer_classic" USING btree ("_parent_id");
  CREATE INDEX "footer_blocks_footer_classic_path_idx" ON "footer_blocks_footer_classic" USING btree ("_path");
  CREATE INDEX "footer_blocks_footer_classic_logo_image_light_idx" ON "footer_blocks_footer_classic" USING btree ("logo_image_light_id");
  CREATE INDEX "footer_blocks_footer_classic_logo_image_dark_idx" ON "footer_blocks_footer_classic" USING btree ("logo_image_dark_id");
  CREATE UNIQUE INDEX "footer_blocks_footer_classic_locales_locale_parent_id_unique" ON "footer_blocks_footer_classic_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "theme_colors_order_idx" ON "theme_colors" USING btree ("_order");
  CREATE INDEX "theme_colors_parent_id_idx" ON "theme_colors" USING btree ("_parent_id");
  CREATE INDEX "theme_color_schemes_order_idx" ON "theme_color_schemes" USING btree ("_order");
  CREATE INDEX "theme_color_schemes_parent_id_idx" ON "theme_color_schemes" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero_content_1_med_5d577c2a" CASCADE;
  DROP TABLE "pages_blocks_hero_content_1_med_7592fbf1" CASCADE;
  DROP TABLE "pages_blocks_hero_content_1_cta_repeater" CASCADE;
  DROP TABLE "pages_blocks_hero_content_1_cta_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_content_1" CASCADE;
  DROP TABLE "pages_blocks_hero_content_1_locales" CASCADE;
  DROP TABLE "pages_blocks_text_blocks" CASCADE;
  DROP TABLE "pages_blocks_text_blocks_locales" CASCADE;
  DROP TABLE "pages_blocks_image_text_cta_repeater" CASCADE;
  DROP TABLE "pages_blocks_image_text_cta_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_image_text" CASCADE;
  DROP TABLE "pages_blocks_image_text_locales" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_blocks_cta_locales" CASCADE;
  DROP TABLE "pages_blocks_list_list_items_repeater" CASCADE;
  DROP TABLE "pages_blocks_list_list_items_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_list" CASCADE;
  DROP TABLE "pages_blocks_list_locales" CASCADE;
  DROP TABLE "pages_blocks_qa_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_qa_accordion_items_locales" CASCADE;
  DROP TABLE "pages_blocks_qa_accordion" CASCADE;
  DROP TABLE "pages_blocks_qa_accordion_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_infos_item_6d1f31d6" CASCADE;
  DROP TABLE "pages_blocks_contact_infos_item_6d1f31d6_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_infos_items" CASCADE;
  DROP TABLE "pages_blocks_contact_infos_items_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_infos_cta_repeater" CASCADE;
  DROP TABLE "pages_blocks_contact_infos_cta_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_infos" CASCADE;
  DROP TABLE "pages_blocks_contact_infos_locales" CASCADE;
  DROP TABLE "pages_blocks_spacer" CASCADE;
  DROP TABLE "pages_blocks_error_block" CASCADE;
  DROP TABLE "pages_blocks_error_block_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_content_1_v_m_72642613_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_content_1_v_m_be1aef72_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_content_1_cta_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_content_1_cta_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_hero_content_1_v" CASCADE;
  DROP TABLE "_pages_blocks_hero_content_1_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_text_blocks_v" CASCADE;
  DROP TABLE "_pages_blocks_text_blocks_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_image_text_cta_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_image_text_cta_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_image_text_v" CASCADE;
  DROP TABLE "_pages_blocks_image_text_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_cta_v" CASCADE;
  DROP TABLE "_pages_blocks_cta_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_list_list_items_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_list_list_items_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_list_v" CASCADE;
  DROP TABLE "_pages_blocks_list_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_qa_accordion_items_v" CASCADE;
  DROP TABLE "_pages_blocks_qa_accordion_items_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_qa_accordion_v" CASCADE;
  DROP TABLE "_pages_blocks_qa_accordion_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_contact_infos_item_6d1f31d6_v" CASCADE;
  DROP TABLE "_pages_blocks_contact_infos_item_6d1f31d6_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_contact_infos_items_v" CASCADE;
  DROP TABLE "_pages_blocks_contact_infos_items_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_contact_infos_cta_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_contact_infos_cta_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_contact_infos_v" CASCADE;
  DROP TABLE "_pages_blocks_contact_infos_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_spacer_v" CASCADE;
  DROP TABLE "_pages_blocks_error_block_v" CASCADE;
  DROP TABLE "_pages_blocks_error_block_v_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "editors_sessions" CASCADE;
  DROP TABLE "editors" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_head_elements" CASCADE;
  DROP TABLE "site" CASCADE;
  DROP TABLE "header_blocks_header_classic_me_57552847" CASCADE;
  DROP TABLE "header_blocks_header_classic_me_57552847_locales" CASCADE;
  DROP TABLE "header_blocks_header_classic_me_98677764" CASCADE;
  DROP TABLE "header_blocks_header_classic_me_98677764_locales" CASCADE;
  DROP TABLE "header_blocks_header_classic" CASCADE;
  DROP TABLE "header_blocks_header_classic_locales" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_blocks_footer_classic_ic_8ebfdda5" CASCADE;
  DROP TABLE "footer_blocks_footer_classic_ic_8ebfdda5_locales" CASCADE;
  DROP TABLE "footer_blocks_footer_classic_me_6cfafb9a" CASCADE;
  DROP TABLE "footer_blocks_footer_classic_me_6cfafb9a_locales" CASCADE;
  DROP TABLE "footer_blocks_footer_classic_me_600c0545" CASCADE;
  DROP TABLE "footer_blocks_footer_classic_me_600c0545_locales" CASCADE;
  DROP TABLE "footer_blocks_footer_classic" CASCADE;
  DROP TABLE "footer_blocks_footer_classic_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "theme_colors" CASCADE;
  DROP TABLE "theme_color_schemes" CASCADE;
  DROP TABLE "theme" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_hero_content__063a7c2f";
  DROP TYPE "public"."enum_pages_blocks_hero_content__e93ab0bd";
  DROP TYPE "public"."enum_pages_blocks_hero_content__c8e20648";
  DROP TYPE "public"."enum_pages_blocks_hero_content__87452b7a";
  DROP TYPE "public"."enum_pages_blocks_hero_content__aadae136";
  DROP TYPE "public"."enum_pages_blocks_hero_content__c48bda7a";
  DROP TYPE "public"."enum_pages_blocks_hero_content__1fa0a3de";
  DROP TYPE "public"."enum_pages_blocks_hero_content__2d876ce9";
  DROP TYPE "public"."enum_pages_blocks_hero_content__9388b5d9";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_cta_target";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_f48f21a9";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_41bc4d1d";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_023842c8";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_6652e221";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_7ab19b31";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_text_align";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_b_186fbb7d";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_b_9642f6a0";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_63456234";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_e1b9aff3";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_9ec741d9";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_d866c4f7";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_68263d6d";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_15e9325f";
  DROP TYPE "public"."enum_pages_blocks_image_text_bl_0c88f563";
  DROP TYPE "public"."enum_pages_blocks_image_text_bl_dd20dc54";
  DROP TYPE "public"."enum_pages_blocks_cta_cta_target";
  DROP TYPE "public"."enum_pages_blocks_cta_cta_format_type";
  DROP TYPE "public"."enum_pages_blocks_cta_cta_icon_type";
  DROP TYPE "public"."enum_pages_blocks_cta_cta_icon__ce94c5ce";
  DROP TYPE "public"."enum_pages_blocks_cta_cta_icon_align";
  DROP TYPE "public"."enum_pages_blocks_cta_cta_on_cl_429ca69d";
  DROP TYPE "public"."enum_pages_blocks_cta_block_par_a640832e";
  DROP TYPE "public"."enum_pages_blocks_cta_block_par_89aacca3";
  DROP TYPE "public"."enum_pages_blocks_list_block_pa_5f662469";
  DROP TYPE "public"."enum_pages_blocks_list_block_pa_5478d4d8";
  DROP TYPE "public"."enum_pages_blocks_qa_accordion__ca796a1f";
  DROP TYPE "public"."enum_pages_blocks_qa_accordion__b5a5c5ef";
  DROP TYPE "public"."enum_pages_blocks_qa_accordion__d6c7e8e8";
  DROP TYPE "public"."enum_pages_blocks_qa_accordion__6b67b8b4";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_a63935b6";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_eb573872";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_9c199b01";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_99a43767";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_229aba1b";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_2ed4bc13";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_0fbd7a2f";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_959d9843";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_451fb14e";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_3e5ddca1";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_9141ac6f";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_32cb83f0";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_46446270";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_e37e85b0";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_c13e155e";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_d6b4375f";
  DROP TYPE "public"."enum_pages_blocks_spacer_block__314c2e5e";
  DROP TYPE "public"."enum_pages_blocks_spacer_block__7ae44b4f";
  DROP TYPE "public"."enum_pages_blocks_error_block_e_dab90996";
  DROP TYPE "public"."enum_pages_blocks_error_block_e_35f75066";
  DROP TYPE "public"."enum_pages_blocks_error_block_cta_target";
  DROP TYPE "public"."enum_pages_blocks_error_block_c_f762522f";
  DROP TYPE "public"."enum_pages_blocks_error_block_c_c52fb154";
  DROP TYPE "public"."enum_pages_blocks_error_block_c_5e912169";
  DROP TYPE "public"."enum_pages_blocks_error_block_c_46c4b292";
  DROP TYPE "public"."enum_pages_blocks_error_block_c_fd3f2577";
  DROP TYPE "public"."enum_pages_blocks_error_block_b_baa98bde";
  DROP TYPE "public"."enum_pages_blocks_error_block_b_03820cd2";
  DROP TYPE "public"."enum_pages_route_key";
  DROP TYPE "public"."enum_pages_visibility";
  DROP TYPE "public"."enum_pages_seo_robots_index_rule";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum_pages_blocks_hero_content__70a3fd4e";
  DROP TYPE "public"."enum_pages_blocks_hero_content__de239a00";
  DROP TYPE "public"."enum_pages_blocks_hero_content__ad20f00f";
  DROP TYPE "public"."enum_pages_blocks_hero_content__a9d1ad99";
  DROP TYPE "public"."enum_pages_blocks_hero_content__fc5e98ad";
  DROP TYPE "public"."enum_pages_blocks_hero_content__316d521b";
  DROP TYPE "public"."enum_pages_blocks_hero_content__e82b716e";
  DROP TYPE "public"."enum_pages_blocks_hero_content__49294c52";
  DROP TYPE "public"."enum_pages_blocks_hero_content__27f87490";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_v_35fce891";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_v_69966e37";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_v_0271be61";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_v_268c0fc1";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_v_7701c6d0";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_v_0682cd4b";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_v_c32434fb";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_v_039a0c85";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_61f358a6";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_e3526829";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_2ca1cd81";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_6f230e59";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_a61382a0";
  DROP TYPE "public"."enum_pages_blocks_image_text_ct_83e7204e";
  DROP TYPE "public"."enum_pages_blocks_image_text_v__ad0306b8";
  DROP TYPE "public"."enum_pages_blocks_image_text_v__307c21c8";
  DROP TYPE "public"."enum_pages_blocks_cta_v_cta_target";
  DROP TYPE "public"."enum_pages_blocks_cta_v_cta_format_type";
  DROP TYPE "public"."enum_pages_blocks_cta_v_cta_icon_type";
  DROP TYPE "public"."enum_pages_blocks_cta_v_cta_ico_c54336d6";
  DROP TYPE "public"."enum_pages_blocks_cta_v_cta_icon_align";
  DROP TYPE "public"."enum_pages_blocks_cta_v_cta_on__8a0e8841";
  DROP TYPE "public"."enum_pages_blocks_cta_v_block_p_f9c4f17b";
  DROP TYPE "public"."enum_pages_blocks_cta_v_block_p_5603b293";
  DROP TYPE "public"."enum_pages_blocks_list_v_block__099f5e1b";
  DROP TYPE "public"."enum_pages_blocks_list_v_block__16c27a03";
  DROP TYPE "public"."enum_pages_blocks_qa_accordion__a5586f15";
  DROP TYPE "public"."enum_pages_blocks_qa_accordion__527c34d8";
  DROP TYPE "public"."enum_pages_blocks_qa_accordion__184e91dc";
  DROP TYPE "public"."enum_pages_blocks_qa_accordion__4ed616db";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_48030f31";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_63a923cc";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_bb8f1300";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_36bc72f3";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_1ee88202";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_73dfc122";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_bd1d69b1";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_4ebd78f9";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_421edc43";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_775ba748";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_28aad5c9";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_0ad4c2ba";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_617320b2";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_0227db4d";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_1342cf10";
  DROP TYPE "public"."enum_pages_blocks_contact_infos_95380bf3";
  DROP TYPE "public"."enum_pages_blocks_spacer_v_bloc_b5a92c03";
  DROP TYPE "public"."enum_pages_blocks_spacer_v_bloc_1e29192e";
  DROP TYPE "public"."enum_pages_blocks_error_block_v_e6cf16c9";
  DROP TYPE "public"."enum_pages_blocks_error_block_v_791d0414";
  DROP TYPE "public"."enum_pages_blocks_error_block_v_d69e7402";
  DROP TYPE "public"."enum_pages_blocks_error_block_v_57790705";
  DROP TYPE "public"."enum_pages_blocks_error_block_v_3c5c6ec2";
  DROP TYPE "public"."enum_pages_blocks_error_block_v_8dc514f7";
  DROP TYPE "public"."enum_pages_blocks_error_block_v_78266191";
  DROP TYPE "public"."enum_pages_blocks_error_block_v_5dcfa618";
  DROP TYPE "public"."enum_pages_blocks_error_block_v_370b2b36";
  DROP TYPE "public"."enum_pages_blocks_error_block_v_46d9dc0f";
  DROP TYPE "public"."enum_pages_v_version_route_key";
  DROP TYPE "public"."enum_pages_v_version_visibility";
  DROP TYPE "public"."enum_pages_v_version_seo_robots_2c5a60d0";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_site_head_elements_tag";
  DROP TYPE "public"."enum_site_site_type";
  DROP TYPE "public"."enum_site_brand_version";
  DROP TYPE "public"."enum_site_captcha_version";
  DROP TYPE "public"."enum_header_blocks_header_class_467f9c50";
  DROP TYPE "public"."enum_header_blocks_header_class_3ddaa673";
  DROP TYPE "public"."enum_header_blocks_header_class_97056b6f";
  DROP TYPE "public"."enum_header_blocks_header_class_ca2ebdfe";
  DROP TYPE "public"."enum_header_blocks_header_class_6d36e81f";
  DROP TYPE "public"."enum_header_blocks_header_class_1365d8e6";
  DROP TYPE "public"."enum_header_blocks_header_class_6f3b1dc0";
  DROP TYPE "public"."enum_header_blocks_header_class_43c90c96";
  DROP TYPE "public"."enum_header_blocks_header_class_5e78257b";
  DROP TYPE "public"."enum_header_blocks_header_class_36fa4dc6";
  DROP TYPE "public"."enum_header_blocks_header_class_3e2e8f44";
  DROP TYPE "public"."enum_header_blocks_header_class_1c625e7c";
  DROP TYPE "public"."enum_header_blocks_header_class_a7610a6e";
  DROP TYPE "public"."enum_header_blocks_header_class_7a3b8264";
  DROP TYPE "public"."enum_header_blocks_header_class_8a49e6d8";
  DROP TYPE "public"."enum_header_blocks_header_class_9e125eea";
  DROP TYPE "public"."enum_header_blocks_header_class_af531764";
  DROP TYPE "public"."enum_header_blocks_header_class_9e6a6ebe";
  DROP TYPE "public"."enum_header_blocks_header_class_a698c298";
  DROP TYPE "public"."enum_header_blocks_header_class_7199ea17";
  DROP TYPE "public"."enum_header_blocks_header_class_7e3519f9";
  DROP TYPE "public"."enum_header_blocks_header_class_dfbeb4a5";
  DROP TYPE "public"."enum_header_blocks_header_class_705083ec";
  DROP TYPE "public"."enum_header_blocks_header_class_e18d2f77";
  DROP TYPE "public"."enum_header_blocks_header_class_3c4c95c4";
  DROP TYPE "public"."enum_header_blocks_header_class_278e1f24";
  DROP TYPE "public"."enum_footer_blocks_footer_class_3063d90d";
  DROP TYPE "public"."enum_footer_blocks_footer_class_c8753305";
  DROP TYPE "public"."enum_footer_blocks_footer_class_62ab69ed";
  DROP TYPE "public"."enum_footer_blocks_footer_class_e040e63c";
  DROP TYPE "public"."enum_footer_blocks_footer_class_58ffa739";
  DROP TYPE "public"."enum_footer_blocks_footer_class_ae5bf624";
  DROP TYPE "public"."enum_footer_blocks_footer_class_a7b026c3";
  DROP TYPE "public"."enum_footer_blocks_footer_class_710a3ecf";
  DROP TYPE "public"."enum_footer_blocks_footer_class_c4191694";
  DROP TYPE "public"."enum_footer_blocks_footer_class_06e843ae";
  DROP TYPE "public"."enum_footer_blocks_footer_class_22eba404";
  DROP TYPE "public"."enum_footer_blocks_footer_class_a585fb4b";
  DROP TYPE "public"."enum_footer_blocks_footer_class_f225045f";
  DROP TYPE "public"."enum_footer_blocks_footer_class_c97d8031";
  DROP TYPE "public"."enum_footer_blocks_footer_class_53e112de";
  DROP TYPE "public"."enum_footer_blocks_footer_class_bf7984b0";
  DROP TYPE "public"."enum_footer_blocks_footer_class_c0954c6a";
  DROP TYPE "public"."enum_footer_blocks_footer_class_0de176c7";
  DROP TYPE "public"."enum_footer_blocks_footer_class_f1690b3a";
  DROP TYPE "public"."enum_footer_blocks_footer_class_8932b6a6";
  DROP TYPE "public"."enum_footer_blocks_footer_class_8c240c1b";
  DROP TYPE "public"."enum_footer_blocks_footer_class_51399598";
  DROP TYPE "public"."enum_footer_blocks_footer_class_fd1690dc";
  DROP TYPE "public"."enum_footer_blocks_footer_class_6bb12601";
  DROP TYPE "public"."enum_footer_blocks_footer_class_50d73fa1";
  DROP TYPE "public"."enum_footer_blocks_footer_class_b4a590ce";
  DROP TYPE "public"."enum_footer_blocks_footer_class_a9fbb674";
  DROP TYPE "public"."enum_footer_blocks_footer_class_4ae08db3";
  DROP TYPE "public"."enum_theme_color_schemes_scheme";
  DROP TYPE "public"."enum_theme_color_schemes_role";
  DROP TYPE "public"."enum_theme_preset";`)
}
