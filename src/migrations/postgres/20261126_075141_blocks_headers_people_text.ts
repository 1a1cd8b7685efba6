// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_0c511969" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_509d2dd7" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_03342618" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_8f0f9c9e" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_70427251" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_d48b7dce" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_a8d5f7da" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_40a61cde" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_aea9dc10" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_54faec62" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_31fb12fd" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_af0659bc" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_variant" AS ENUM('type_1', 'type_2', 'double_image', 'rows');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_adf2775c" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_8d171102" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_ec0489e3" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_e5c08e2c" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_6a3f3b4b" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_39f7e398" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_4b4d6bb5" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_51f0f7d3" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_author_block__228a8c3b" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_author_block__d0382f17" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_category_card_085ac9af" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_category_card_5c96ecd3" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_category_card_081ff49f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_category_card_d2877916" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_category_card_0203f11d" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_category_card_c93c0884" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_category_card_27a8277b" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_category_card_7e13825d" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_3b7e5f3f" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_20291a61" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_63dffae5" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_d8f5c022" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_38e31b3f" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_29666ef2" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_318abb81" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_014967f2" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_team_members__a5693237" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_team_members__1bbf25a8" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_7856b85c" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_39c87475" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_adb4d35e" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_45d465fe" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_0cbe7c50" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_1f9b025e" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_a4bc201d" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_54806995" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_46fcd0b4" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_8fab30ea" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_bdacd506" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_cbd193dc" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_aac8da5f" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_16ed179b" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_9be03299" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_8b9615aa" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_a4e1049c" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_f2145c58" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_2b6b3509" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_49f91d2e" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_67ac4640" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_380251c8" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_partners_bloc_b8065a80" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_partners_bloc_3d5b83b1" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_bank_partners_805055ff" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_bank_partners_5d6ebef0" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_header_choice" AS ENUM('site', 'header_classic', 'header_megamenu', 'header_out_of_norm');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_2fb3ab57" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_9e367711" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_845c5a86" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_7559ddf0" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_cb74e41d" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_c_86cee778" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_be3869c7" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_e86b4833" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_93edaae0" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_cc99b306" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_cfc311c8" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_t_5b2ae389" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_8fa21f53" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_fdff35af" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_f6f46721" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_92d74037" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_2701bde1" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_1ea86e4f" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_3f04b660" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_author_icon_l_2554aca6" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_author_v_bloc_dade9d5e" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_author_v_bloc_77a66475" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_category_card_da712245" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_category_card_374ee2f9" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_category_card_36457774" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_category_card_86deedd9" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_category_card_b0d04330" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_category_card_03494215" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_category_card_8409292e" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_category_card_11a888ad" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_59c607ab" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_16737180" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_3572b8e7" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_38628be0" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_650694c5" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_f8aad229" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_9f08d019" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_categories_sl_3d0e8f2b" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_team_members__8666c5aa" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_team_members__84a89603" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_1f1e64f1" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_254de707" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_e7d68803" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_20eb0d87" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_8ccda74d" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_afba03e9" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_a3e2cfcb" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_4634e04f" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_b3a1309d" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_6cf66adf" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_f151fa22" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_6724ad94" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_87187b09" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_b79239dd" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_6c952aff" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_members_searc_819ec56e" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_9b0dd953" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_9a0a16f1" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_3770249e" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_e2a8c5ec" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_6784680f" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_partners_part_0361d41e" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_pages_blocks_partners_v_bl_2de848b0" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_partners_v_bl_ed19f153" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_blocks_bank_partners_9c766261" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_pages_blocks_bank_partners_7545f08f" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_pages_v_version_header_choice" AS ENUM('site', 'header_classic', 'header_megamenu', 'header_out_of_norm');
  CREATE TYPE "public"."enum_header_blocks_header_class_f6be7152" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_class_eaa7c987" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_class_dbd9734d" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_class_517a4955" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_class_92ebe1b8" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_class_510dabcc" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_class_693db987" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_class_f0b33ea5" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_class_5d038dd5" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_class_4af5e6e7" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_class_a3b71826" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_class_71697b9c" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_class_97940314" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_class_0fd23ce3" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_class_b04a6ab2" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_class_422b1d33" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_megam_14f51dc4" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_megam_269f356e" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_megam_864e20a2" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_megam_a1a8bf3f" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_megam_c93c529e" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_megam_2777466f" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_megam_1c604fef" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_megam_247e7658" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_megam_7bc7baef" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_megam_22c5c802" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_megam_4858ce59" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_megam_1e838104" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_megam_ee6af0cf" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_megam_6b66b489" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_megam_fefd4e40" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_megam_82c3a807" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_megam_f5c945eb" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_megam_866273c2" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_megam_e7bb314e" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_megam_539fcc71" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_megam_f77602fc" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_megam_3834badc" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_megam_5a3d44d2" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_megam_39a7a2e8" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_megam_60e5e62b" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_megam_dd886cd1" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_megam_9495ec4a" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_megam_08d8d1da" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_megam_b8c9a60f" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_megam_01b2e9ca" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_megam_17ebe5a4" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_megam_d3a433f6" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_megam_76756dc6" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_megam_1d926bf9" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_megam_c0892132" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_megam_c29cefa8" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_megam_11562a45" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_megam_98fbcffb" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_megam_0e02d3d0" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_megam_853a9f4e" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_megam_12ae9dda" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_header_blocks_header_megam_029bcbef" AS ENUM('left', 'right', 'center', 'full');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_51c32803" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_4e960afe" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_63e8eecc" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_da70f1ee" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_006596f4" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_b23b21cc" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_11d93dc1" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_81b96019" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_4150bb0f" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_fcf2aa03" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_70e256b2" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_6c404e9c" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_588d71d6" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_937091a4" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_6e181652" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_7ab3aceb" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_526d950b" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_4a9d2030" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_f7622092" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_81eaee97" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_aad4ccdc" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_7b9f1d5a" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_6fe2ad29" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_66044262" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_016a709c" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_1b5e1fbb" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_8603f3fe" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_0771bb28" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_8c34721b" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_774d6ad2" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_2dc02abb" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_867f59cc" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_e8f6c83e" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_47bf3cf9" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_17e08be6" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_3e7dd205" AS ENUM('link', 'button', 'button-outline');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_555f3d2c" AS ENUM('phone', 'mail', 'map-pin', 'message', 'arrow-right', 'arrow-left', 'chevron-down', 'chevron-right', 'external', 'home', 'search', 'calendar', 'user', 'users', 'building', 'key', 'calculator', 'bell', 'star', 'check', 'send', 'globe', 'clock', 'menu', 'close', 'refresh', 'warning', 'spinner', 'facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_fee6d3b3" AS ENUM('light', 'regular', 'solid');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_a7e11ad4" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_e0431b38" AS ENUM('open_contact_modal', 'open_contact_us_modal');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_22b7e182" AS ENUM('normal', 'normal-grey', 'inverted');
  CREATE TYPE "public"."enum_header_blocks_header_out_o_245c0cf0" AS ENUM('left', 'right', 'center', 'full');
  ALTER TYPE "public"."enum_pages_blocks_text_blocks_text_align" ADD VALUE 'right';
  CREATE TABLE "pages_blocks_text_blocks_cta_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_text_blocks_c_0c511969" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_text_blocks_c_509d2dd7" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_text_blocks_c_03342618",
  	"cta_icon_font_weight" "enum_pages_blocks_text_blocks_c_8f0f9c9e" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_text_blocks_c_70427251" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_text_blocks_c_d48b7dce",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_text_blocks_cta_repeater_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_text_blocks_media_repeater" (
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
  	"image_filters_saturate" numeric DEFAULT 1
  );
  
  CREATE TABLE "pages_blocks_text_blocks_text_i_4f3e0a98" (
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
  	"cta_target" "enum_pages_blocks_text_blocks_t_a8d5f7da" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_text_blocks_t_40a61cde" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_text_blocks_t_aea9dc10",
  	"cta_icon_font_weight" "enum_pages_blocks_text_blocks_t_54faec62" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_text_blocks_t_31fb12fd" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_text_blocks_t_af0659bc",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_text_blocks_text_i_4f3e0a98_locales" (
  	"main_title" varchar,
  	"description" jsonb,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_author_icon_links_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_author_icon_l_adf2775c",
  	"icon_font_weight" "enum_pages_blocks_author_icon_l_8d171102" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_author_icon_l_ec0489e3" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_author_icon_l_e5c08e2c" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_author_icon_l_6a3f3b4b",
  	"link_icon_font_weight" "enum_pages_blocks_author_icon_l_39f7e398" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_author_icon_l_4b4d6bb5" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_author_icon_l_51f0f7d3",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_author_icon_links_repeater_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_author" (
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
  	"block_params_color_scheme" "enum_pages_blocks_author_block__228a8c3b" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_author_block__d0382f17",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_author_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_category_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"property_count" numeric,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"link_target" "enum_pages_blocks_category_card_085ac9af" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_category_card_5c96ecd3" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_category_card_081ff49f",
  	"link_icon_font_weight" "enum_pages_blocks_category_card_d2877916" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_category_card_0203f11d" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_category_card_c93c0884",
  	"link_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_category_card_27a8277b" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_category_card_7e13825d",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_category_card_locales" (
  	"main_title" varchar,
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_categories_slider__f807f9d0" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"property_count" numeric,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"link_target" "enum_pages_blocks_categories_sl_3b7e5f3f" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_categories_sl_20291a61" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_categories_sl_63dffae5",
  	"link_icon_font_weight" "enum_pages_blocks_categories_sl_d8f5c022" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_categories_sl_38e31b3f" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_categories_sl_29666ef2",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_categories_slider__f807f9d0_locales" (
  	"main_title" varchar,
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_categories_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_categories_sl_318abb81" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_categories_sl_014967f2",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_categories_slider_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_team_members_carou_01e12446" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_team_members_carou_01e12446_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_team_members_carou_fe40b49e" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"person_avatar_media_id" integer,
  	"person_avatar_center_x" numeric,
  	"person_avatar_center_y" numeric,
  	"person_avatar_filters_blur" numeric DEFAULT 0,
  	"person_avatar_filters_brightness" numeric DEFAULT 1,
  	"person_avatar_filters_contrast" numeric DEFAULT 1,
  	"person_avatar_filters_opacity" numeric DEFAULT 1,
  	"person_avatar_filters_saturate" numeric DEFAULT 1
  );
  
  CREATE TABLE "pages_blocks_team_members_carou_fe40b49e_locales" (
  	"person_name" varchar,
  	"person_subtitle" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_team_members_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_team_members__a5693237" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_team_members__1bbf25a8",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_team_members_carousel_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_search_members_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_search_members_list_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_search_mem_a7a3414d" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_members_searc_7856b85c",
  	"icon_font_weight" "enum_pages_blocks_members_searc_39c87475" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_members_searc_adb4d35e" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_members_searc_45d465fe" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_members_searc_0cbe7c50",
  	"link_icon_font_weight" "enum_pages_blocks_members_searc_1f9b025e" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_members_searc_a4bc201d" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_members_searc_54806995",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_members_search_mem_a7a3414d_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_search_mem_aff6195a" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_members_searc_46fcd0b4" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_members_searc_8fab30ea" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_members_searc_bdacd506",
  	"cta_icon_font_weight" "enum_pages_blocks_members_searc_cbd193dc" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_members_searc_aac8da5f" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_members_searc_16ed179b",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_members_search_mem_aff6195a_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_search_mem_15444fdc" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_search_mem_15444fdc_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_search_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"person_avatar_media_id" integer,
  	"person_avatar_center_x" numeric,
  	"person_avatar_center_y" numeric,
  	"person_avatar_filters_blur" numeric DEFAULT 0,
  	"person_avatar_filters_brightness" numeric DEFAULT 1,
  	"person_avatar_filters_contrast" numeric DEFAULT 1,
  	"person_avatar_filters_opacity" numeric DEFAULT 1,
  	"person_avatar_filters_saturate" numeric DEFAULT 1
  );
  
  CREATE TABLE "pages_blocks_members_search_members_locales" (
  	"person_name" varchar,
  	"person_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_members_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_carousel" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_members_searc_9be03299" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_members_searc_8b9615aa",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_members_search_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_partners_partners__4005e265" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_partners_partners__4005e265_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_partners_partners__1072272f" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"bg_color_primary" varchar,
  	"text_color" varchar
  );
  
  CREATE TABLE "pages_blocks_partners_partners__1072272f_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_partners_partners_repeater" (
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
  	"partner_avatar_media_id" integer,
  	"partner_avatar_center_x" numeric,
  	"partner_avatar_center_y" numeric,
  	"partner_avatar_filters_blur" numeric DEFAULT 0,
  	"partner_avatar_filters_brightness" numeric DEFAULT 1,
  	"partner_avatar_filters_contrast" numeric DEFAULT 1,
  	"partner_avatar_filters_opacity" numeric DEFAULT 1,
  	"partner_avatar_filters_saturate" numeric DEFAULT 1,
  	"cta_target" "enum_pages_blocks_partners_part_a4e1049c" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_partners_part_f2145c58" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_partners_part_2b6b3509",
  	"cta_icon_font_weight" "enum_pages_blocks_partners_part_49f91d2e" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_partners_part_67ac4640" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_partners_part_380251c8",
  	"cta_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "pages_blocks_partners_partners_repeater_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_partners_bloc_b8065a80" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_partners_bloc_3d5b83b1",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_partners_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_bank_partners_bank_3d527ac1" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_bank_partners_bank_3d527ac1_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_bank_partners_bank_a58dd10e" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"person_avatar_media_id" integer,
  	"person_avatar_center_x" numeric,
  	"person_avatar_center_y" numeric,
  	"person_avatar_filters_blur" numeric DEFAULT 0,
  	"person_avatar_filters_brightness" numeric DEFAULT 1,
  	"person_avatar_filters_contrast" numeric DEFAULT 1,
  	"person_avatar_filters_opacity" numeric DEFAULT 1,
  	"person_avatar_filters_saturate" numeric DEFAULT 1
  );
  
  CREATE TABLE "pages_blocks_bank_partners_bank_a58dd10e_locales" (
  	"person_name" varchar,
  	"person_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_bank_partners_banks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_media_id" integer,
  	"logo_center_x" numeric,
  	"logo_center_y" numeric,
  	"logo_filters_blur" numeric DEFAULT 0,
  	"logo_filters_brightness" numeric DEFAULT 1,
  	"logo_filters_contrast" numeric DEFAULT 1,
  	"logo_filters_opacity" numeric DEFAULT 1,
  	"logo_filters_saturate" numeric DEFAULT 1
  );
  
  CREATE TABLE "pages_blocks_bank_partners_banks_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_bank_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_bank_partners_805055ff" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_bank_partners_5d6ebef0",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_bank_partners_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_text_blocks_cta_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_text_blocks_c_2fb3ab57" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_text_blocks_c_9e367711" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_text_blocks_c_845c5a86",
  	"cta_icon_font_weight" "enum_pages_blocks_text_blocks_c_7559ddf0" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_text_blocks_c_cb74e41d" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_text_blocks_c_86cee778",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_text_blocks_cta_repeater_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_text_blocks_media_repeater_v" (
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
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_text_blocks_text_i_4f3e0a98_v" (
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
  	"cta_target" "enum_pages_blocks_text_blocks_t_be3869c7" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_text_blocks_t_e86b4833" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_text_blocks_t_93edaae0",
  	"cta_icon_font_weight" "enum_pages_blocks_text_blocks_t_cc99b306" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_text_blocks_t_cfc311c8" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_text_blocks_t_5b2ae389",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales" (
  	"main_title" varchar,
  	"description" jsonb,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_author_icon_links_repeater_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_author_icon_l_8fa21f53",
  	"icon_font_weight" "enum_pages_blocks_author_icon_l_fdff35af" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_author_icon_l_f6f46721" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_author_icon_l_92d74037" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_author_icon_l_2701bde1",
  	"link_icon_font_weight" "enum_pages_blocks_author_icon_l_1ea86e4f" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_author_icon_l_3f04b660" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_author_icon_l_2554aca6",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_author_icon_links_repeater_v_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_author_v" (
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
  	"block_params_color_scheme" "enum_pages_blocks_author_v_bloc_dade9d5e" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_author_v_bloc_77a66475",
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
  
  CREATE TABLE "_pages_blocks_author_v_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_category_card_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_count" numeric,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"link_target" "enum_pages_blocks_category_card_da712245" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_category_card_374ee2f9" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_category_card_36457774",
  	"link_icon_font_weight" "enum_pages_blocks_category_card_86deedd9" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_category_card_b0d04330" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_category_card_03494215",
  	"link_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_pages_blocks_category_card_8409292e" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_category_card_11a888ad",
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
  
  CREATE TABLE "_pages_blocks_category_card_v_locales" (
  	"main_title" varchar,
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_categories_slider__f807f9d0_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_count" numeric,
  	"image_media_id" integer,
  	"image_center_x" numeric,
  	"image_center_y" numeric,
  	"image_filters_blur" numeric DEFAULT 0,
  	"image_filters_brightness" numeric DEFAULT 1,
  	"image_filters_contrast" numeric DEFAULT 1,
  	"image_filters_opacity" numeric DEFAULT 1,
  	"image_filters_saturate" numeric DEFAULT 1,
  	"link_target" "enum_pages_blocks_categories_sl_59c607ab" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_categories_sl_16737180" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_categories_sl_3572b8e7",
  	"link_icon_font_weight" "enum_pages_blocks_categories_sl_38628be0" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_categories_sl_650694c5" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_categories_sl_f8aad229",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_categories_slider__f807f9d0_v_locales" (
  	"main_title" varchar,
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_categories_slider_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_categories_sl_9f08d019" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_categories_sl_3d0e8f2b",
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
  
  CREATE TABLE "_pages_blocks_categories_slider_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_team_members_carou_01e12446_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_team_members_carou_01e12446_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_team_members_carou_fe40b49e_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_avatar_media_id" integer,
  	"person_avatar_center_x" numeric,
  	"person_avatar_center_y" numeric,
  	"person_avatar_filters_blur" numeric DEFAULT 0,
  	"person_avatar_filters_brightness" numeric DEFAULT 1,
  	"person_avatar_filters_contrast" numeric DEFAULT 1,
  	"person_avatar_filters_opacity" numeric DEFAULT 1,
  	"person_avatar_filters_saturate" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_team_members_carou_fe40b49e_v_locales" (
  	"person_name" varchar,
  	"person_subtitle" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_team_members_carousel_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_team_members__8666c5aa" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_team_members__84a89603",
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
  
  CREATE TABLE "_pages_blocks_team_members_carousel_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_members_search_members_list_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_members_search_members_list_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_members_search_mem_a7a3414d_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_type" "enum_pages_blocks_members_searc_1f1e64f1",
  	"icon_font_weight" "enum_pages_blocks_members_searc_254de707" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_pages_blocks_members_searc_e7d68803" DEFAULT '_self',
  	"link_format_type" "enum_pages_blocks_members_searc_20eb0d87" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_pages_blocks_members_searc_8ccda74d",
  	"link_icon_font_weight" "enum_pages_blocks_members_searc_afba03e9" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_pages_blocks_members_searc_a3e2cfcb" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_pages_blocks_members_searc_4634e04f",
  	"link_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_members_search_mem_a7a3414d_v_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_members_search_mem_aff6195a_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_target" "enum_pages_blocks_members_searc_b3a1309d" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_members_searc_6cf66adf" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_members_searc_f151fa22",
  	"cta_icon_font_weight" "enum_pages_blocks_members_searc_6724ad94" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_members_searc_87187b09" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_members_searc_b79239dd",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_members_search_mem_aff6195a_v_locales" (
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_members_search_mem_15444fdc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_members_search_mem_15444fdc_v_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_members_search_members_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_avatar_media_id" integer,
  	"person_avatar_center_x" numeric,
  	"person_avatar_center_y" numeric,
  	"person_avatar_filters_blur" numeric DEFAULT 0,
  	"person_avatar_filters_brightness" numeric DEFAULT 1,
  	"person_avatar_filters_contrast" numeric DEFAULT 1,
  	"person_avatar_filters_opacity" numeric DEFAULT 1,
  	"person_avatar_filters_saturate" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_members_search_members_v_locales" (
  	"person_name" varchar,
  	"person_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_members_search_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_carousel" boolean DEFAULT true,
  	"block_params_color_scheme" "enum_pages_blocks_members_searc_6c952aff" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_members_searc_819ec56e",
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
  
  CREATE TABLE "_pages_blocks_members_search_v_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_partners_partners__4005e265_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_partners_partners__4005e265_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_partners_partners__1072272f_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"bg_color_primary" varchar,
  	"text_color" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_partners_partners__1072272f_v_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_partners_partners_repeater_v" (
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
  	"partner_avatar_media_id" integer,
  	"partner_avatar_center_x" numeric,
  	"partner_avatar_center_y" numeric,
  	"partner_avatar_filters_blur" numeric DEFAULT 0,
  	"partner_avatar_filters_brightness" numeric DEFAULT 1,
  	"partner_avatar_filters_contrast" numeric DEFAULT 1,
  	"partner_avatar_filters_opacity" numeric DEFAULT 1,
  	"partner_avatar_filters_saturate" numeric DEFAULT 1,
  	"cta_target" "enum_pages_blocks_partners_part_9b0dd953" DEFAULT '_self',
  	"cta_format_type" "enum_pages_blocks_partners_part_9a0a16f1" DEFAULT 'link',
  	"cta_format_color" varchar,
  	"cta_format_bg_color" varchar,
  	"cta_icon_type" "enum_pages_blocks_partners_part_3770249e",
  	"cta_icon_font_weight" "enum_pages_blocks_partners_part_e2a8c5ec" DEFAULT 'regular',
  	"cta_icon_color" varchar,
  	"cta_icon_align" "enum_pages_blocks_partners_part_6784680f" DEFAULT 'left',
  	"cta_on_click_action_action_type" "enum_pages_blocks_partners_part_0361d41e",
  	"cta_on_click_action_action_params" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_partners_partners_repeater_v_locales" (
  	"main_title" varchar,
  	"sub_title" varchar,
  	"description" varchar,
  	"cta_url" varchar,
  	"cta_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_partners_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_partners_v_bl_2de848b0" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_partners_v_bl_ed19f153",
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
  
  CREATE TABLE "_pages_blocks_partners_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_bank_partners_bank_3d527ac1_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_bank_partners_bank_3d527ac1_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_bank_partners_bank_a58dd10e_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_avatar_media_id" integer,
  	"person_avatar_center_x" numeric,
  	"person_avatar_center_y" numeric,
  	"person_avatar_filters_blur" numeric DEFAULT 0,
  	"person_avatar_filters_brightness" numeric DEFAULT 1,
  	"person_avatar_filters_contrast" numeric DEFAULT 1,
  	"person_avatar_filters_opacity" numeric DEFAULT 1,
  	"person_avatar_filters_saturate" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_bank_partners_bank_a58dd10e_v_locales" (
  	"person_name" varchar,
  	"person_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_bank_partners_banks_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_media_id" integer,
  	"logo_center_x" numeric,
  	"logo_center_y" numeric,
  	"logo_filters_blur" numeric DEFAULT 0,
  	"logo_filters_brightness" numeric DEFAULT 1,
  	"logo_filters_contrast" numeric DEFAULT 1,
  	"logo_filters_opacity" numeric DEFAULT 1,
  	"logo_filters_saturate" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_blocks_bank_partners_banks_v_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_blocks_bank_partners_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_params_color_scheme" "enum_pages_blocks_bank_partners_9c766261" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_pages_blocks_bank_partners_7545f08f",
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
  
  CREATE TABLE "_pages_blocks_bank_partners_v_locales" (
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_classic_su_df1b283a" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_header_blocks_header_class_f6be7152",
  	"icon_font_weight" "enum_header_blocks_header_class_eaa7c987" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_header_blocks_header_class_dbd9734d" DEFAULT '_self',
  	"link_format_type" "enum_header_blocks_header_class_517a4955" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_header_blocks_header_class_92ebe1b8",
  	"link_icon_font_weight" "enum_header_blocks_header_class_510dabcc" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_header_blocks_header_class_693db987" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_header_blocks_header_class_f0b33ea5",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_classic_su_df1b283a_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_classic_su_5b2f885e" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_header_blocks_header_class_5d038dd5",
  	"icon_font_weight" "enum_header_blocks_header_class_4af5e6e7" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_header_blocks_header_class_a3b71826" DEFAULT '_self',
  	"link_format_type" "enum_header_blocks_header_class_71697b9c" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_header_blocks_header_class_97940314",
  	"link_icon_font_weight" "enum_header_blocks_header_class_0fd23ce3" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_header_blocks_header_class_b04a6ab2" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_header_blocks_header_class_422b1d33",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_classic_su_5b2f885e_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_classic_su_b6338f35" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_megamenu_s_ca248d13" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_header_blocks_header_megam_14f51dc4",
  	"icon_font_weight" "enum_header_blocks_header_megam_269f356e" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_header_blocks_header_megam_864e20a2" DEFAULT '_self',
  	"link_format_type" "enum_header_blocks_header_megam_a1a8bf3f" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_header_blocks_header_megam_c93c529e",
  	"link_icon_font_weight" "enum_header_blocks_header_megam_2777466f" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_header_blocks_header_megam_1c604fef" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_header_blocks_header_megam_247e7658",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_megamenu_s_ca248d13_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_megamenu_s_293af3be" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_header_blocks_header_megam_7bc7baef",
  	"icon_font_weight" "enum_header_blocks_header_megam_22c5c802" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_header_blocks_header_megam_4858ce59" DEFAULT '_self',
  	"link_format_type" "enum_header_blocks_header_megam_1e838104" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_header_blocks_header_megam_ee6af0cf",
  	"link_icon_font_weight" "enum_header_blocks_header_megam_6b66b489" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_header_blocks_header_megam_fefd4e40" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_header_blocks_header_megam_82c3a807",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_megamenu_s_293af3be_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_megamenu_s_cd6ab975" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_megamenu_m_f1dd9e44" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_header_blocks_header_megam_f5c945eb" DEFAULT '_self',
  	"menu_link_format_type" "enum_header_blocks_header_megam_866273c2" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_header_blocks_header_megam_e7bb314e",
  	"menu_link_icon_font_weight" "enum_header_blocks_header_megam_539fcc71" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_header_blocks_header_megam_f77602fc" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_header_blocks_header_megam_3834badc",
  	"menu_link_on_click_action_action_params" jsonb,
  	"featured_image_id" integer
  );
  
  CREATE TABLE "header_blocks_header_megamenu_m_f1dd9e44_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"main_title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_megamenu_m_70cb3750" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_megamenu_m_70cb3750_locales" (
  	"main_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_megamenu_m_a321db6a" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_header_blocks_header_megam_5a3d44d2" DEFAULT '_self',
  	"menu_link_format_type" "enum_header_blocks_header_megam_39a7a2e8" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_header_blocks_header_megam_60e5e62b",
  	"menu_link_icon_font_weight" "enum_header_blocks_header_megam_dd886cd1" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_header_blocks_header_megam_9495ec4a" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_header_blocks_header_megam_08d8d1da",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_megamenu_m_a321db6a_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_megamenu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_image_light_id" integer,
  	"logo_image_dark_id" integer,
  	"logo_multiplier" numeric DEFAULT 1,
  	"show_remax_logo" boolean DEFAULT false,
  	"cta_button_target" "enum_header_blocks_header_megam_b8c9a60f" DEFAULT '_self',
  	"cta_button_format_type" "enum_header_blocks_header_megam_01b2e9ca" DEFAULT 'link',
  	"cta_button_format_color" varchar,
  	"cta_button_format_bg_color" varchar,
  	"cta_button_icon_type" "enum_header_blocks_header_megam_17ebe5a4",
  	"cta_button_icon_font_weight" "enum_header_blocks_header_megam_d3a433f6" DEFAULT 'regular',
  	"cta_button_icon_color" varchar,
  	"cta_button_icon_align" "enum_header_blocks_header_megam_76756dc6" DEFAULT 'left',
  	"cta_button_on_click_action_action_type" "enum_header_blocks_header_megam_1d926bf9",
  	"cta_button_on_click_action_action_params" jsonb,
  	"cta_sms_target" "enum_header_blocks_header_megam_c0892132" DEFAULT '_self',
  	"cta_sms_format_type" "enum_header_blocks_header_megam_c29cefa8" DEFAULT 'link',
  	"cta_sms_format_color" varchar,
  	"cta_sms_format_bg_color" varchar,
  	"cta_sms_icon_type" "enum_header_blocks_header_megam_11562a45",
  	"cta_sms_icon_font_weight" "enum_header_blocks_header_megam_98fbcffb" DEFAULT 'regular',
  	"cta_sms_icon_color" varchar,
  	"cta_sms_icon_align" "enum_header_blocks_header_megam_0e02d3d0" DEFAULT 'left',
  	"cta_sms_on_click_action_action_type" "enum_header_blocks_header_megam_853a9f4e",
  	"cta_sms_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_header_blocks_header_megam_12ae9dda" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_header_blocks_header_megam_029bcbef",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "header_blocks_header_megamenu_locales" (
  	"cta_button_url" varchar,
  	"cta_button_text" varchar,
  	"cta_sms_url" varchar,
  	"cta_sms_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_out_of_nor_2b426a30" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_header_blocks_header_out_o_51c32803",
  	"icon_font_weight" "enum_header_blocks_header_out_o_4e960afe" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_header_blocks_header_out_o_63e8eecc" DEFAULT '_self',
  	"link_format_type" "enum_header_blocks_header_out_o_da70f1ee" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_header_blocks_header_out_o_006596f4",
  	"link_icon_font_weight" "enum_header_blocks_header_out_o_b23b21cc" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_header_blocks_header_out_o_11d93dc1" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_header_blocks_header_out_o_81b96019",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_out_of_nor_2b426a30_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_out_of_nor_675d88ff" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_type" "enum_header_blocks_header_out_o_4150bb0f",
  	"icon_font_weight" "enum_header_blocks_header_out_o_fcf2aa03" DEFAULT 'regular',
  	"icon_color" varchar,
  	"link_target" "enum_header_blocks_header_out_o_70e256b2" DEFAULT '_self',
  	"link_format_type" "enum_header_blocks_header_out_o_6c404e9c" DEFAULT 'link',
  	"link_format_color" varchar,
  	"link_format_bg_color" varchar,
  	"link_icon_type" "enum_header_blocks_header_out_o_588d71d6",
  	"link_icon_font_weight" "enum_header_blocks_header_out_o_937091a4" DEFAULT 'regular',
  	"link_icon_color" varchar,
  	"link_icon_align" "enum_header_blocks_header_out_o_6e181652" DEFAULT 'left',
  	"link_on_click_action_action_type" "enum_header_blocks_header_out_o_7ab3aceb",
  	"link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_out_of_nor_675d88ff_locales" (
  	"link_url" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_out_of_nor_25a44f7e" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_out_of_nor_850b2e69" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_header_blocks_header_out_o_526d950b" DEFAULT '_self',
  	"menu_link_format_type" "enum_header_blocks_header_out_o_4a9d2030" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_header_blocks_header_out_o_f7622092",
  	"menu_link_icon_font_weight" "enum_header_blocks_header_out_o_81eaee97" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_header_blocks_header_out_o_aad4ccdc" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_header_blocks_header_out_o_7b9f1d5a",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_out_of_nor_850b2e69_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_out_of_nor_5222326b" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"menu_link_target" "enum_header_blocks_header_out_o_6fe2ad29" DEFAULT '_self',
  	"menu_link_format_type" "enum_header_blocks_header_out_o_66044262" DEFAULT 'link',
  	"menu_link_format_color" varchar,
  	"menu_link_format_bg_color" varchar,
  	"menu_link_icon_type" "enum_header_blocks_header_out_o_016a709c",
  	"menu_link_icon_font_weight" "enum_header_blocks_header_out_o_1b5e1fbb" DEFAULT 'regular',
  	"menu_link_icon_color" varchar,
  	"menu_link_icon_align" "enum_header_blocks_header_out_o_8603f3fe" DEFAULT 'left',
  	"menu_link_on_click_action_action_type" "enum_header_blocks_header_out_o_0771bb28",
  	"menu_link_on_click_action_action_params" jsonb
  );
  
  CREATE TABLE "header_blocks_header_out_of_nor_5222326b_locales" (
  	"menu_link_url" varchar,
  	"menu_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_blocks_header_out_of_norm" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_image_light_id" integer,
  	"logo_image_dark_id" integer,
  	"logo_multiplier" numeric DEFAULT 1,
  	"show_remax_logo" boolean DEFAULT false,
  	"cta_button_target" "enum_header_blocks_header_out_o_8c34721b" DEFAULT '_self',
  	"cta_button_format_type" "enum_header_blocks_header_out_o_774d6ad2" DEFAULT 'link',
  	"cta_button_format_color" varchar,
  	"cta_button_format_bg_color" varchar,
  	"cta_button_icon_type" "enum_header_blocks_header_out_o_2dc02abb",
  	"cta_button_icon_font_weight" "enum_header_blocks_header_out_o_867f59cc" DEFAULT 'regular',
  	"cta_button_icon_color" varchar,
  	"cta_button_icon_align" "enum_header_blocks_header_out_o_e8f6c83e" DEFAULT 'left',
  	"cta_button_on_click_action_action_type" "enum_header_blocks_header_out_o_47bf3cf9",
  	"cta_button_on_click_action_action_params" jsonb,
  	"cta_sms_target" "enum_header_blocks_header_out_o_17e08be6" DEFAULT '_self',
  	"cta_sms_format_type" "enum_header_blocks_header_out_o_3e7dd205" DEFAULT 'link',
  	"cta_sms_format_color" varchar,
  	"cta_sms_format_bg_color" varchar,
  	"cta_sms_icon_type" "enum_header_blocks_header_out_o_555f3d2c",
  	"cta_sms_icon_font_weight" "enum_header_blocks_header_out_o_fee6d3b3" DEFAULT 'regular',
  	"cta_sms_icon_color" varchar,
  	"cta_sms_icon_align" "enum_header_blocks_header_out_o_a7e11ad4" DEFAULT 'left',
  	"cta_sms_on_click_action_action_type" "enum_header_blocks_header_out_o_e0431b38",
  	"cta_sms_on_click_action_action_params" jsonb,
  	"block_params_color_scheme" "enum_header_blocks_header_out_o_22b7e182" DEFAULT 'normal',
  	"block_params_orientation_x" "enum_header_blocks_header_out_o_245c0cf0",
  	"block_params_context_type" varchar,
  	"block_params_bg_color_primary" varchar,
  	"block_params_bg_color_secondary" varchar,
  	"block_params_text_color" varchar,
  	"block_params_coords_lat" numeric,
  	"block_params_coords_lng" numeric,
  	"block_params_core_data" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "header_blocks_header_out_of_norm_locales" (
  	"cta_button_url" varchar,
  	"cta_button_text" varchar,
  	"cta_sms_url" varchar,
  	"cta_sms_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "pages_blocks_text_blocks" ALTER COLUMN "text_align" SET DEFAULT 'center';
  ALTER TABLE "_pages_blocks_text_blocks_v" ALTER COLUMN "text_align" SET DEFAULT 'center';
  -- Hand-added: blocks stored without an alignment were shown left; they keep it (the new default is center).
  UPDATE "pages_blocks_text_blocks" SET "text_align" = 'left' WHERE "text_align" IS NULL;
  UPDATE "_pages_blocks_text_blocks_v" SET "text_align" = 'left' WHERE "text_align" IS NULL;
  ALTER TABLE "pages_blocks_text_blocks" ADD COLUMN "variant" "enum_pages_blocks_text_blocks_variant" DEFAULT 'type_2';
  ALTER TABLE "pages_blocks_dev_test_locales" ADD COLUMN "code_sample" varchar;
  ALTER TABLE "pages" ADD COLUMN "header_choice" "enum_pages_header_choice" DEFAULT 'site';
  ALTER TABLE "_pages_blocks_text_blocks_v" ADD COLUMN "variant" "enum_pages_blocks_text_blocks_variant" DEFAULT 'type_2';
  ALTER TABLE "_pages_blocks_dev_test_v_locales" ADD COLUMN "code_sample" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_header_choice" "enum_pages_v_version_header_choice" DEFAULT 'site';
  ALTER TABLE "pages_blocks_text_blocks_cta_repeater" ADD CONSTRAINT "pages_blocks_text_blocks_cta_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_blocks_cta_repeater_locales" ADD CONSTRAINT "pages_blocks_text_blocks_cta_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_blocks_cta_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_blocks_media_repeater" ADD CONSTRAINT "pages_blocks_text_blocks_media_repeater_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_blocks_media_repeater" ADD CONSTRAINT "pages_blocks_text_blocks_media_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_blocks_text_i_4f3e0a98" ADD CONSTRAINT "pages_blocks_text_blocks_text_i_4f3e0a98_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_blocks_text_i_4f3e0a98" ADD CONSTRAINT "pages_blocks_text_blocks_text_i_4f3e0a98_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_blocks_text_i_4f3e0a98_locales" ADD CONSTRAINT "pages_blocks_text_blocks_text_i_4f3e0a98_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_blocks_text_i_4f3e0a98"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_author_icon_links_repeater" ADD CONSTRAINT "pages_blocks_author_icon_links_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_author"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_author_icon_links_repeater_locales" ADD CONSTRAINT "pages_blocks_author_icon_links_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_author_icon_links_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_author" ADD CONSTRAINT "pages_blocks_author_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_author" ADD CONSTRAINT "pages_blocks_author_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_author_locales" ADD CONSTRAINT "pages_blocks_author_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_author"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_category_card" ADD CONSTRAINT "pages_blocks_category_card_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_category_card" ADD CONSTRAINT "pages_blocks_category_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_category_card_locales" ADD CONSTRAINT "pages_blocks_category_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_category_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_slider__f807f9d0" ADD CONSTRAINT "pages_blocks_categories_slider__f807f9d0_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_slider__f807f9d0" ADD CONSTRAINT "pages_blocks_categories_slider__f807f9d0_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_categories_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_slider__f807f9d0_locales" ADD CONSTRAINT "pages_blocks_categories_slider__f807f9d0_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_categories_slider__f807f9d0"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_slider" ADD CONSTRAINT "pages_blocks_categories_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_categories_slider_locales" ADD CONSTRAINT "pages_blocks_categories_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_categories_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_members_carou_01e12446" ADD CONSTRAINT "pages_blocks_team_members_carou_01e12446_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team_members_carou_fe40b49e"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_members_carou_01e12446_locales" ADD CONSTRAINT "pages_blocks_team_members_carou_01e12446_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team_members_carou_01e12446"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_members_carou_fe40b49e" ADD CONSTRAINT "pages_blocks_team_members_carou_fe40b49e_person_avatar_media_id_media_id_fk" FOREIGN KEY ("person_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_members_carou_fe40b49e" ADD CONSTRAINT "pages_blocks_team_members_carou_fe40b49e_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team_members_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_members_carou_fe40b49e_locales" ADD CONSTRAINT "pages_blocks_team_members_carou_fe40b49e_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team_members_carou_fe40b49e"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_members_carousel" ADD CONSTRAINT "pages_blocks_team_members_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_members_carousel_locales" ADD CONSTRAINT "pages_blocks_team_members_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team_members_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_members_list" ADD CONSTRAINT "pages_blocks_members_search_members_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_members_list_locales" ADD CONSTRAINT "pages_blocks_members_search_members_list_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search_members_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_mem_a7a3414d" ADD CONSTRAINT "pages_blocks_members_search_mem_a7a3414d_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_mem_a7a3414d_locales" ADD CONSTRAINT "pages_blocks_members_search_mem_a7a3414d_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search_mem_a7a3414d"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_mem_aff6195a" ADD CONSTRAINT "pages_blocks_members_search_mem_aff6195a_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_mem_aff6195a_locales" ADD CONSTRAINT "pages_blocks_members_search_mem_aff6195a_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search_mem_aff6195a"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_mem_15444fdc" ADD CONSTRAINT "pages_blocks_members_search_mem_15444fdc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_mem_15444fdc_locales" ADD CONSTRAINT "pages_blocks_members_search_mem_15444fdc_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search_mem_15444fdc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_members" ADD CONSTRAINT "pages_blocks_members_search_members_person_avatar_media_id_media_id_fk" FOREIGN KEY ("person_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_members" ADD CONSTRAINT "pages_blocks_members_search_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_members_locales" ADD CONSTRAINT "pages_blocks_members_search_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search" ADD CONSTRAINT "pages_blocks_members_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_members_search_locales" ADD CONSTRAINT "pages_blocks_members_search_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_members_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners_partners__4005e265" ADD CONSTRAINT "pages_blocks_partners_partners__4005e265_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_partners_partners_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners_partners__4005e265_locales" ADD CONSTRAINT "pages_blocks_partners_partners__4005e265_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_partners_partners__4005e265"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners_partners__1072272f" ADD CONSTRAINT "pages_blocks_partners_partners__1072272f_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_partners_partners_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners_partners__1072272f_locales" ADD CONSTRAINT "pages_blocks_partners_partners__1072272f_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_partners_partners__1072272f"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners_partners_repeater" ADD CONSTRAINT "pages_blocks_partners_partners_repeater_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners_partners_repeater" ADD CONSTRAINT "pages_blocks_partners_partners_repeater_partner_avatar_media_id_media_id_fk" FOREIGN KEY ("partner_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners_partners_repeater" ADD CONSTRAINT "pages_blocks_partners_partners_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners_partners_repeater_locales" ADD CONSTRAINT "pages_blocks_partners_partners_repeater_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_partners_partners_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners" ADD CONSTRAINT "pages_blocks_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_partners_locales" ADD CONSTRAINT "pages_blocks_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bank_partners_bank_3d527ac1" ADD CONSTRAINT "pages_blocks_bank_partners_bank_3d527ac1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_bank_partners_bank_a58dd10e"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bank_partners_bank_3d527ac1_locales" ADD CONSTRAINT "pages_blocks_bank_partners_bank_3d527ac1_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_bank_partners_bank_3d527ac1"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bank_partners_bank_a58dd10e" ADD CONSTRAINT "pages_blocks_bank_partners_bank_a58dd10e_person_avatar_media_id_media_id_fk" FOREIGN KEY ("person_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_bank_partners_bank_a58dd10e" ADD CONSTRAINT "pages_blocks_bank_partners_bank_a58dd10e_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_bank_partners_banks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bank_partners_bank_a58dd10e_locales" ADD CONSTRAINT "pages_blocks_bank_partners_bank_a58dd10e_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_bank_partners_bank_a58dd10e"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bank_partners_banks" ADD CONSTRAINT "pages_blocks_bank_partners_banks_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_bank_partners_banks" ADD CONSTRAINT "pages_blocks_bank_partners_banks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_bank_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bank_partners_banks_locales" ADD CONSTRAINT "pages_blocks_bank_partners_banks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_bank_partners_banks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bank_partners" ADD CONSTRAINT "pages_blocks_bank_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bank_partners_locales" ADD CONSTRAINT "pages_blocks_bank_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_bank_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_text_blocks_cta_repeater_v" ADD CONSTRAINT "_pages_blocks_text_blocks_cta_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_text_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_text_blocks_cta_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_text_blocks_cta_repeater_v_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_text_blocks_cta_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_text_blocks_media_repeater_v" ADD CONSTRAINT "_pages_blocks_text_blocks_media_repeater_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_text_blocks_media_repeater_v" ADD CONSTRAINT "_pages_blocks_text_blocks_media_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_text_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_text_blocks_text_i_4f3e0a98_v" ADD CONSTRAINT "_pages_blocks_text_blocks_text_i_4f3e0a98_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_text_blocks_text_i_4f3e0a98_v" ADD CONSTRAINT "_pages_blocks_text_blocks_text_i_4f3e0a98_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_text_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales" ADD CONSTRAINT "_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_text_blocks_text_i_4f3e0a98_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_author_icon_links_repeater_v" ADD CONSTRAINT "_pages_blocks_author_icon_links_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_author_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_author_icon_links_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_author_icon_links_repeater_v_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_author_icon_links_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_author_v" ADD CONSTRAINT "_pages_blocks_author_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_author_v" ADD CONSTRAINT "_pages_blocks_author_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_author_v_locales" ADD CONSTRAINT "_pages_blocks_author_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_author_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_category_card_v" ADD CONSTRAINT "_pages_blocks_category_card_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_category_card_v" ADD CONSTRAINT "_pages_blocks_category_card_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_category_card_v_locales" ADD CONSTRAINT "_pages_blocks_category_card_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_category_card_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_categories_slider__f807f9d0_v" ADD CONSTRAINT "_pages_blocks_categories_slider__f807f9d0_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_categories_slider__f807f9d0_v" ADD CONSTRAINT "_pages_blocks_categories_slider__f807f9d0_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_categories_slider_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_categories_slider__f807f9d0_v_locales" ADD CONSTRAINT "_pages_blocks_categories_slider__f807f9d0_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_categories_slider__f807f9d0_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_categories_slider_v" ADD CONSTRAINT "_pages_blocks_categories_slider_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_categories_slider_v_locales" ADD CONSTRAINT "_pages_blocks_categories_slider_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_categories_slider_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_team_members_carou_01e12446_v" ADD CONSTRAINT "_pages_blocks_team_members_carou_01e12446_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_team_members_carou_fe40b49e_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_team_members_carou_01e12446_v_locales" ADD CONSTRAINT "_pages_blocks_team_members_carou_01e12446_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_team_members_carou_01e12446_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_team_members_carou_fe40b49e_v" ADD CONSTRAINT "_pages_blocks_team_members_carou_fe40b49e_v_person_avatar_media_id_media_id_fk" FOREIGN KEY ("person_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_team_members_carou_fe40b49e_v" ADD CONSTRAINT "_pages_blocks_team_members_carou_fe40b49e_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_team_members_carousel_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_team_members_carou_fe40b49e_v_locales" ADD CONSTRAINT "_pages_blocks_team_members_carou_fe40b49e_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_team_members_carou_fe40b49e_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_team_members_carousel_v" ADD CONSTRAINT "_pages_blocks_team_members_carousel_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_team_members_carousel_v_locales" ADD CONSTRAINT "_pages_blocks_team_members_carousel_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_team_members_carousel_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_members_list_v" ADD CONSTRAINT "_pages_blocks_members_search_members_list_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_members_list_v_locales" ADD CONSTRAINT "_pages_blocks_members_search_members_list_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_members_list_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_mem_a7a3414d_v" ADD CONSTRAINT "_pages_blocks_members_search_mem_a7a3414d_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_mem_a7a3414d_v_locales" ADD CONSTRAINT "_pages_blocks_members_search_mem_a7a3414d_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_mem_a7a3414d_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_mem_aff6195a_v" ADD CONSTRAINT "_pages_blocks_members_search_mem_aff6195a_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_mem_aff6195a_v_locales" ADD CONSTRAINT "_pages_blocks_members_search_mem_aff6195a_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_mem_aff6195a_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_mem_15444fdc_v" ADD CONSTRAINT "_pages_blocks_members_search_mem_15444fdc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_mem_15444fdc_v_locales" ADD CONSTRAINT "_pages_blocks_members_search_mem_15444fdc_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_mem_15444fdc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_members_v" ADD CONSTRAINT "_pages_blocks_members_search_members_v_person_avatar_media_id_media_id_fk" FOREIGN KEY ("person_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_members_v" ADD CONSTRAINT "_pages_blocks_members_search_members_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_members_v_locales" ADD CONSTRAINT "_pages_blocks_members_search_members_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_v" ADD CONSTRAINT "_pages_blocks_members_search_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_members_search_v_locales" ADD CONSTRAINT "_pages_blocks_members_search_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_members_search_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_partners_partners__4005e265_v" ADD CONSTRAINT "_pages_blocks_partners_partners__4005e265_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_partners_partners_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_partners_partners__4005e265_v_locales" ADD CONSTRAINT "_pages_blocks_partners_partners__4005e265_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_partners_partners__4005e265_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_partners_partners__1072272f_v" ADD CONSTRAINT "_pages_blocks_partners_partners__1072272f_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_partners_partners_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_partners_partners__1072272f_v_locales" ADD CONSTRAINT "_pages_blocks_partners_partners__1072272f_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_partners_partners__1072272f_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_partners_partners_repeater_v" ADD CONSTRAINT "_pages_blocks_partners_partners_repeater_v_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_partners_partners_repeater_v" ADD CONSTRAINT "_pages_blocks_partners_partners_repeater_v_partner_avatar_media_id_media_id_fk" FOREIGN KEY ("partner_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_partners_partners_repeater_v" ADD CONSTRAINT "_pages_blocks_partners_partners_repeater_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_partners_partners_repeater_v_locales" ADD CONSTRAINT "_pages_blocks_partners_partners_repeater_v_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_partners_partners_repeater_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_partners_v" ADD CONSTRAINT "_pages_blocks_partners_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_partners_v_locales" ADD CONSTRAINT "_pages_blocks_partners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_bank_partners_bank_3d527ac1_v" ADD CONSTRAINT "_pages_blocks_bank_partners_bank_3d527ac1_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_bank_partners_bank_a58dd10e_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_bank_partners_bank_3d527ac1_v_locales" ADD CONSTRAINT "_pages_blocks_bank_partners_bank_3d527ac1_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_bank_partners_bank_3d527ac1_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_bank_partners_bank_a58dd10e_v" ADD CONSTRAINT "_pages_blocks_bank_partners_bank_a58dd10e_v_person_avatar_media_id_media_id_fk" FOREIGN KEY ("person_avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_bank_partners_bank_a58dd10e_v" ADD CONSTRAINT "_pages_blocks_bank_partners_bank_a58dd10e_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_bank_partners_banks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_bank_partners_bank_a58dd10e_v_locales" ADD CONSTRAINT "_pages_blocks_bank_partners_bank_a58dd10e_v_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_bank_partners_bank_a58dd10e_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_bank_partners_banks_v" ADD CONSTRAINT "_pages_blocks_bank_partners_banks_v_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_blocks_bank_partners_banks_v" ADD CONSTRAINT "_pages_blocks_bank_partners_banks_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_bank_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_bank_partners_banks_v_locales" ADD CONSTRAINT "_pages_blocks_bank_partners_banks_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_bank_partners_banks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_bank_partners_v" ADD CONSTRAINT "_pages_blocks_bank_partners_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_blocks_bank_partners_v_locales" ADD CONSTRAINT "_pages_blocks_bank_partners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_blocks_bank_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic_su_df1b283a" ADD CONSTRAINT "header_blocks_header_classic_su_df1b283a_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_classic_su_b6338f35"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic_su_df1b283a_locales" ADD CONSTRAINT "header_blocks_header_classic_su_df1b283a_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_classic_su_df1b283a"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic_su_5b2f885e" ADD CONSTRAINT "header_blocks_header_classic_su_5b2f885e_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_classic_su_b6338f35"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic_su_5b2f885e_locales" ADD CONSTRAINT "header_blocks_header_classic_su_5b2f885e_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_classic_su_5b2f885e"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_classic_su_b6338f35" ADD CONSTRAINT "header_blocks_header_classic_su_b6338f35_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_classic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_s_ca248d13" ADD CONSTRAINT "header_blocks_header_megamenu_s_ca248d13_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu_s_cd6ab975"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_s_ca248d13_locales" ADD CONSTRAINT "header_blocks_header_megamenu_s_ca248d13_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu_s_ca248d13"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_s_293af3be" ADD CONSTRAINT "header_blocks_header_megamenu_s_293af3be_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu_s_cd6ab975"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_s_293af3be_locales" ADD CONSTRAINT "header_blocks_header_megamenu_s_293af3be_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu_s_293af3be"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_s_cd6ab975" ADD CONSTRAINT "header_blocks_header_megamenu_s_cd6ab975_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_m_f1dd9e44" ADD CONSTRAINT "header_blocks_header_megamenu_m_f1dd9e44_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_m_f1dd9e44" ADD CONSTRAINT "header_blocks_header_megamenu_m_f1dd9e44_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu_m_70cb3750"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_m_f1dd9e44_locales" ADD CONSTRAINT "header_blocks_header_megamenu_m_f1dd9e44_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu_m_f1dd9e44"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_m_70cb3750" ADD CONSTRAINT "header_blocks_header_megamenu_m_70cb3750_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu_m_a321db6a"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_m_70cb3750_locales" ADD CONSTRAINT "header_blocks_header_megamenu_m_70cb3750_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu_m_70cb3750"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_m_a321db6a" ADD CONSTRAINT "header_blocks_header_megamenu_m_a321db6a_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_m_a321db6a_locales" ADD CONSTRAINT "header_blocks_header_megamenu_m_a321db6a_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu_m_a321db6a"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu" ADD CONSTRAINT "header_blocks_header_megamenu_logo_image_light_id_media_id_fk" FOREIGN KEY ("logo_image_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu" ADD CONSTRAINT "header_blocks_header_megamenu_logo_image_dark_id_media_id_fk" FOREIGN KEY ("logo_image_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu" ADD CONSTRAINT "header_blocks_header_megamenu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_megamenu_locales" ADD CONSTRAINT "header_blocks_header_megamenu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_megamenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_nor_2b426a30" ADD CONSTRAINT "header_blocks_header_out_of_nor_2b426a30_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_out_of_nor_25a44f7e"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_nor_2b426a30_locales" ADD CONSTRAINT "header_blocks_header_out_of_nor_2b426a30_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_out_of_nor_2b426a30"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_nor_675d88ff" ADD CONSTRAINT "header_blocks_header_out_of_nor_675d88ff_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_out_of_nor_25a44f7e"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_nor_675d88ff_locales" ADD CONSTRAINT "header_blocks_header_out_of_nor_675d88ff_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_out_of_nor_675d88ff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_nor_25a44f7e" ADD CONSTRAINT "header_blocks_header_out_of_nor_25a44f7e_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_out_of_norm"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_nor_850b2e69" ADD CONSTRAINT "header_blocks_header_out_of_nor_850b2e69_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_out_of_nor_5222326b"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_nor_850b2e69_locales" ADD CONSTRAINT "header_blocks_header_out_of_nor_850b2e69_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_out_of_nor_850b2e69"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_nor_5222326b" ADD CONSTRAINT "header_blocks_header_out_of_nor_5222326b_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_out_of_norm"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_nor_5222326b_locales" ADD CONSTRAINT "header_blocks_header_out_of_nor_5222326b_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_out_of_nor_5222326b"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_norm" ADD CONSTRAINT "header_blocks_header_out_of_norm_logo_image_light_id_media_id_fk" FOREIGN KEY ("logo_image_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_norm" ADD CONSTRAINT "header_blocks_header_out_of_norm_logo_image_dark_id_media_id_fk" FOREIGN KEY ("logo_image_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_norm" ADD CONSTRAINT "header_blocks_header_out_of_norm_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_blocks_header_out_of_norm_locales" ADD CONSTRAINT "header_blocks_header_out_of_norm_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_blocks_header_out_of_norm"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_text_blocks_cta_repeater_order_idx" ON "pages_blocks_text_blocks_cta_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_blocks_cta_repeater_parent_id_idx" ON "pages_blocks_text_blocks_cta_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_text_blocks_cta_repeater_locales_locale_parent_" ON "pages_blocks_text_blocks_cta_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_text_blocks_media_repeater_order_idx" ON "pages_blocks_text_blocks_media_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_blocks_media_repeater_parent_id_idx" ON "pages_blocks_text_blocks_media_repeater" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_blocks_media_repeater_image_image_medi_idx" ON "pages_blocks_text_blocks_media_repeater" USING btree ("image_media_id");
  CREATE INDEX "pages_blocks_text_blocks_text_i_4f3e0a98_order_idx" ON "pages_blocks_text_blocks_text_i_4f3e0a98" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_blocks_text_i_4f3e0a98_parent_id_idx" ON "pages_blocks_text_blocks_text_i_4f3e0a98" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_blocks_text_i_4f3e0a98_image_image_med_idx" ON "pages_blocks_text_blocks_text_i_4f3e0a98" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_text_blocks_text_i_4f3e0a98_locales_locale_pare" ON "pages_blocks_text_blocks_text_i_4f3e0a98_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_author_icon_links_repeater_order_idx" ON "pages_blocks_author_icon_links_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_author_icon_links_repeater_parent_id_idx" ON "pages_blocks_author_icon_links_repeater" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_author_icon_links_repeater_locales_locale_paren" ON "pages_blocks_author_icon_links_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_author_order_idx" ON "pages_blocks_author" USING btree ("_order");
  CREATE INDEX "pages_blocks_author_parent_id_idx" ON "pages_blocks_author" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_author_path_idx" ON "pages_blocks_author" USING btree ("_path");
  CREATE INDEX "pages_blocks_author_image_image_media_idx" ON "pages_blocks_author" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_author_locales_locale_parent_id_unique" ON "pages_blocks_author_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_category_card_order_idx" ON "pages_blocks_category_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_category_card_parent_id_idx" ON "pages_blocks_category_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_category_card_path_idx" ON "pages_blocks_category_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_category_card_image_image_media_idx" ON "pages_blocks_category_card" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_category_card_locales_locale_parent_id_unique" ON "pages_blocks_category_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_categories_slider__f807f9d0_order_idx" ON "pages_blocks_categories_slider__f807f9d0" USING btree ("_order");
  CREATE INDEX "pages_blocks_categories_slider__f807f9d0_parent_id_idx" ON "pages_blocks_categories_slider__f807f9d0" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_categories_slider__f807f9d0_image_image_med_idx" ON "pages_blocks_categories_slider__f807f9d0" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "pages_blocks_categories_slider__f807f9d0_locales_locale_pare" ON "pages_blocks_categories_slider__f807f9d0_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_categories_slider_order_idx" ON "pages_blocks_categories_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_categories_slider_parent_id_idx" ON "pages_blocks_categories_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_categories_slider_path_idx" ON "pages_blocks_categories_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_categories_slider_locales_locale_parent_id_uniq" ON "pages_blocks_categories_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_team_members_carou_01e12446_order_idx" ON "pages_blocks_team_members_carou_01e12446" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_members_carou_01e12446_parent_id_idx" ON "pages_blocks_team_members_carou_01e12446" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_team_members_carou_01e12446_locales_locale_pare" ON "pages_blocks_team_members_carou_01e12446_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_team_members_carou_fe40b49e_order_idx" ON "pages_blocks_team_members_carou_fe40b49e" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_members_carou_fe40b49e_parent_id_idx" ON "pages_blocks_team_members_carou_fe40b49e" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_members_carou_fe40b49e_person_avatar_p_idx" ON "pages_blocks_team_members_carou_fe40b49e" USING btree ("person_avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_team_members_carou_fe40b49e_locales_locale_pare" ON "pages_blocks_team_members_carou_fe40b49e_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_team_members_carousel_order_idx" ON "pages_blocks_team_members_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_members_carousel_parent_id_idx" ON "pages_blocks_team_members_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_members_carousel_path_idx" ON "pages_blocks_team_members_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_team_members_carousel_locales_locale_parent_id_" ON "pages_blocks_team_members_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_members_search_members_list_order_idx" ON "pages_blocks_members_search_members_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_members_search_members_list_parent_id_idx" ON "pages_blocks_members_search_members_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_members_search_members_list_locales_locale_pare" ON "pages_blocks_members_search_members_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_members_search_mem_a7a3414d_order_idx" ON "pages_blocks_members_search_mem_a7a3414d" USING btree ("_order");
  CREATE INDEX "pages_blocks_members_search_mem_a7a3414d_parent_id_idx" ON "pages_blocks_members_search_mem_a7a3414d" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_members_search_mem_a7a3414d_locales_locale_pare" ON "pages_blocks_members_search_mem_a7a3414d_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_members_search_mem_aff6195a_order_idx" ON "pages_blocks_members_search_mem_aff6195a" USING btree ("_order");
  CREATE INDEX "pages_blocks_members_search_mem_aff6195a_parent_id_idx" ON "pages_blocks_members_search_mem_aff6195a" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_members_search_mem_aff6195a_locales_locale_pare" ON "pages_blocks_members_search_mem_aff6195a_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_members_search_mem_15444fdc_order_idx" ON "pages_blocks_members_search_mem_15444fdc" USING btree ("_order");
  CREATE INDEX "pages_blocks_members_search_mem_15444fdc_parent_id_idx" ON "pages_blocks_members_search_mem_15444fdc" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_members_search_mem_15444fdc_locales_locale_pare" ON "pages_blocks_members_search_mem_15444fdc_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_members_search_members_order_idx" ON "pages_blocks_members_search_members" USING btree ("_order");
  CREATE INDEX "pages_blocks_members_search_members_parent_id_idx" ON "pages_blocks_members_search_members" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_members_search_members_person_avatar_person_idx" ON "pages_blocks_members_search_members" USING btree ("person_avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_members_search_members_locales_locale_parent_id" ON "pages_blocks_members_search_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_members_search_order_idx" ON "pages_blocks_members_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_members_search_parent_id_idx" ON "pages_blocks_members_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_members_search_path_idx" ON "pages_blocks_members_search" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_members_search_locales_locale_parent_id_unique" ON "pages_blocks_members_search_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_partners_partners__4005e265_order_idx" ON "pages_blocks_partners_partners__4005e265" USING btree ("_order");
  CREATE INDEX "pages_blocks_partners_partners__4005e265_parent_id_idx" ON "pages_blocks_partners_partners__4005e265" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_partners_partners__4005e265_locales_locale_pare" ON "pages_blocks_partners_partners__4005e265_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_partners_partners__1072272f_order_idx" ON "pages_blocks_partners_partners__1072272f" USING btree ("_order");
  CREATE INDEX "pages_blocks_partners_partners__1072272f_parent_id_idx" ON "pages_blocks_partners_partners__1072272f" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_partners_partners__1072272f_locales_locale_pare" ON "pages_blocks_partners_partners__1072272f_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_partners_partners_repeater_order_idx" ON "pages_blocks_partners_partners_repeater" USING btree ("_order");
  CREATE INDEX "pages_blocks_partners_partners_repeater_parent_id_idx" ON "pages_blocks_partners_partners_repeater" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_partners_partners_repeater_image_image_medi_idx" ON "pages_blocks_partners_partners_repeater" USING btree ("image_media_id");
  CREATE INDEX "pages_blocks_partners_partners_repeater_partner_avatar_p_idx" ON "pages_blocks_partners_partners_repeater" USING btree ("partner_avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_partners_partners_repeater_locales_locale_paren" ON "pages_blocks_partners_partners_repeater_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_partners_order_idx" ON "pages_blocks_partners" USING btree ("_order");
  CREATE INDEX "pages_blocks_partners_parent_id_idx" ON "pages_blocks_partners" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_partners_path_idx" ON "pages_blocks_partners" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_partners_locales_locale_parent_id_unique" ON "pages_blocks_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_bank_partners_bank_3d527ac1_order_idx" ON "pages_blocks_bank_partners_bank_3d527ac1" USING btree ("_order");
  CREATE INDEX "pages_blocks_bank_partners_bank_3d527ac1_parent_id_idx" ON "pages_blocks_bank_partners_bank_3d527ac1" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_bank_partners_bank_3d527ac1_locales_locale_pare" ON "pages_blocks_bank_partners_bank_3d527ac1_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_bank_partners_bank_a58dd10e_order_idx" ON "pages_blocks_bank_partners_bank_a58dd10e" USING btree ("_order");
  CREATE INDEX "pages_blocks_bank_partners_bank_a58dd10e_parent_id_idx" ON "pages_blocks_bank_partners_bank_a58dd10e" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_bank_partners_bank_a58dd10e_person_avatar_p_idx" ON "pages_blocks_bank_partners_bank_a58dd10e" USING btree ("person_avatar_media_id");
  CREATE UNIQUE INDEX "pages_blocks_bank_partners_bank_a58dd10e_locales_locale_pare" ON "pages_blocks_bank_partners_bank_a58dd10e_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_bank_partners_banks_order_idx" ON "pages_blocks_bank_partners_banks" USING btree ("_order");
  CREATE INDEX "pages_blocks_bank_partners_banks_parent_id_idx" ON "pages_blocks_bank_partners_banks" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_bank_partners_banks_logo_logo_media_idx" ON "pages_blocks_bank_partners_banks" USING btree ("logo_media_id");
  CREATE UNIQUE INDEX "pages_blocks_bank_partners_banks_locales_locale_parent_id_un" ON "pages_blocks_bank_partners_banks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_bank_partners_order_idx" ON "pages_blocks_bank_partners" USING btree ("_order");
  CREATE INDEX "pages_blocks_bank_partners_parent_id_idx" ON "pages_blocks_bank_partners" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_bank_partners_path_idx" ON "pages_blocks_bank_partners" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_bank_partners_locales_locale_parent_id_unique" ON "pages_blocks_bank_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_text_blocks_cta_repeater_v_order_idx" ON "_pages_blocks_text_blocks_cta_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_text_blocks_cta_repeater_v_parent_id_idx" ON "_pages_blocks_text_blocks_cta_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_text_blocks_cta_repeater_v_locales_locale_pare" ON "_pages_blocks_text_blocks_cta_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_text_blocks_media_repeater_v_order_idx" ON "_pages_blocks_text_blocks_media_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_text_blocks_media_repeater_v_parent_id_idx" ON "_pages_blocks_text_blocks_media_repeater_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_text_blocks_media_repeater_v_image_image_m_idx" ON "_pages_blocks_text_blocks_media_repeater_v" USING btree ("image_media_id");
  CREATE INDEX "_pages_blocks_text_blocks_text_i_4f3e0a98_v_order_idx" ON "_pages_blocks_text_blocks_text_i_4f3e0a98_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_text_blocks_text_i_4f3e0a98_v_parent_id_idx" ON "_pages_blocks_text_blocks_text_i_4f3e0a98_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_text_blocks_text_i_4f3e0a98_v_image_image__idx" ON "_pages_blocks_text_blocks_text_i_4f3e0a98_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales_locale_p" ON "_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_author_icon_links_repeater_v_order_idx" ON "_pages_blocks_author_icon_links_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_author_icon_links_repeater_v_parent_id_idx" ON "_pages_blocks_author_icon_links_repeater_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_author_icon_links_repeater_v_locales_locale_pa" ON "_pages_blocks_author_icon_links_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_author_v_order_idx" ON "_pages_blocks_author_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_author_v_parent_id_idx" ON "_pages_blocks_author_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_author_v_path_idx" ON "_pages_blocks_author_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_author_v_image_image_media_idx" ON "_pages_blocks_author_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_author_v_locales_locale_parent_id_unique" ON "_pages_blocks_author_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_category_card_v_order_idx" ON "_pages_blocks_category_card_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_category_card_v_parent_id_idx" ON "_pages_blocks_category_card_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_category_card_v_path_idx" ON "_pages_blocks_category_card_v" USING btree ("_path");
  CREATE INDEX "_pages_blocks_category_card_v_image_image_media_idx" ON "_pages_blocks_category_card_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_category_card_v_locales_locale_parent_id_uniqu" ON "_pages_blocks_category_card_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_categories_slider__f807f9d0_v_order_idx" ON "_pages_blocks_categories_slider__f807f9d0_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_categories_slider__f807f9d0_v_parent_id_idx" ON "_pages_blocks_categories_slider__f807f9d0_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_categories_slider__f807f9d0_v_image_image__idx" ON "_pages_blocks_categories_slider__f807f9d0_v" USING btree ("image_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_categories_slider__f807f9d0_v_locales_locale_p" ON "_pages_blocks_categories_slider__f807f9d0_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_categories_slider_v_order_idx" ON "_pages_blocks_categories_slider_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_categories_slider_v_parent_id_idx" ON "_pages_blocks_categories_slider_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_categories_slider_v_path_idx" ON "_pages_blocks_categories_slider_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_categories_slider_v_locales_locale_parent_id_u" ON "_pages_blocks_categories_slider_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_team_members_carou_01e12446_v_order_idx" ON "_pages_blocks_team_members_carou_01e12446_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_team_members_carou_01e12446_v_parent_id_idx" ON "_pages_blocks_team_members_carou_01e12446_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_team_members_carou_01e12446_v_locales_locale_p" ON "_pages_blocks_team_members_carou_01e12446_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_team_members_carou_fe40b49e_v_order_idx" ON "_pages_blocks_team_members_carou_fe40b49e_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_team_members_carou_fe40b49e_v_parent_id_idx" ON "_pages_blocks_team_members_carou_fe40b49e_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_team_members_carou_fe40b49e_v_person_avata_idx" ON "_pages_blocks_team_members_carou_fe40b49e_v" USING btree ("person_avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_team_members_carou_fe40b49e_v_locales_locale_p" ON "_pages_blocks_team_members_carou_fe40b49e_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_team_members_carousel_v_order_idx" ON "_pages_blocks_team_members_carousel_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_team_members_carousel_v_parent_id_idx" ON "_pages_blocks_team_members_carousel_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_team_members_carousel_v_path_idx" ON "_pages_blocks_team_members_carousel_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_team_members_carousel_v_locales_locale_parent_" ON "_pages_blocks_team_members_carousel_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_members_search_members_list_v_order_idx" ON "_pages_blocks_members_search_members_list_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_members_search_members_list_v_parent_id_idx" ON "_pages_blocks_members_search_members_list_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_members_search_members_list_v_locales_locale_p" ON "_pages_blocks_members_search_members_list_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_members_search_mem_a7a3414d_v_order_idx" ON "_pages_blocks_members_search_mem_a7a3414d_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_members_search_mem_a7a3414d_v_parent_id_idx" ON "_pages_blocks_members_search_mem_a7a3414d_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_members_search_mem_a7a3414d_v_locales_locale_p" ON "_pages_blocks_members_search_mem_a7a3414d_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_members_search_mem_aff6195a_v_order_idx" ON "_pages_blocks_members_search_mem_aff6195a_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_members_search_mem_aff6195a_v_parent_id_idx" ON "_pages_blocks_members_search_mem_aff6195a_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_members_search_mem_aff6195a_v_locales_locale_p" ON "_pages_blocks_members_search_mem_aff6195a_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_members_search_mem_15444fdc_v_order_idx" ON "_pages_blocks_members_search_mem_15444fdc_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_members_search_mem_15444fdc_v_parent_id_idx" ON "_pages_blocks_members_search_mem_15444fdc_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_members_search_mem_15444fdc_v_locales_locale_p" ON "_pages_blocks_members_search_mem_15444fdc_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_members_search_members_v_order_idx" ON "_pages_blocks_members_search_members_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_members_search_members_v_parent_id_idx" ON "_pages_blocks_members_search_members_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_members_search_members_v_person_avatar_per_idx" ON "_pages_blocks_members_search_members_v" USING btree ("person_avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_members_search_members_v_locales_locale_parent" ON "_pages_blocks_members_search_members_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_members_search_v_order_idx" ON "_pages_blocks_members_search_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_members_search_v_parent_id_idx" ON "_pages_blocks_members_search_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_members_search_v_path_idx" ON "_pages_blocks_members_search_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_members_search_v_locales_locale_parent_id_uniq" ON "_pages_blocks_members_search_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_partners_partners__4005e265_v_order_idx" ON "_pages_blocks_partners_partners__4005e265_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_partners_partners__4005e265_v_parent_id_idx" ON "_pages_blocks_partners_partners__4005e265_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_partners_partners__4005e265_v_locales_locale_p" ON "_pages_blocks_partners_partners__4005e265_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_partners_partners__1072272f_v_order_idx" ON "_pages_blocks_partners_partners__1072272f_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_partners_partners__1072272f_v_parent_id_idx" ON "_pages_blocks_partners_partners__1072272f_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_partners_partners__1072272f_v_locales_locale_p" ON "_pages_blocks_partners_partners__1072272f_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_partners_partners_repeater_v_order_idx" ON "_pages_blocks_partners_partners_repeater_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_partners_partners_repeater_v_parent_id_idx" ON "_pages_blocks_partners_partners_repeater_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_partners_partners_repeater_v_image_image_m_idx" ON "_pages_blocks_partners_partners_repeater_v" USING btree ("image_media_id");
  CREATE INDEX "_pages_blocks_partners_partners_repeater_v_partner_avata_idx" ON "_pages_blocks_partners_partners_repeater_v" USING btree ("partner_avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_partners_partners_repeater_v_locales_locale_pa" ON "_pages_blocks_partners_partners_repeater_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_partners_v_order_idx" ON "_pages_blocks_partners_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_partners_v_parent_id_idx" ON "_pages_blocks_partners_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_partners_v_path_idx" ON "_pages_blocks_partners_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_partners_v_locales_locale_parent_id_unique" ON "_pages_blocks_partners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_bank_partners_bank_3d527ac1_v_order_idx" ON "_pages_blocks_bank_partners_bank_3d527ac1_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_bank_partners_bank_3d527ac1_v_parent_id_idx" ON "_pages_blocks_bank_partners_bank_3d527ac1_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_blocks_bank_partners_bank_3d527ac1_v_locales_locale_p" ON "_pages_blocks_bank_partners_bank_3d527ac1_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_bank_partners_bank_a58dd10e_v_order_idx" ON "_pages_blocks_bank_partners_bank_a58dd10e_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_bank_partners_bank_a58dd10e_v_parent_id_idx" ON "_pages_blocks_bank_partners_bank_a58dd10e_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_bank_partners_bank_a58dd10e_v_person_avata_idx" ON "_pages_blocks_bank_partners_bank_a58dd10e_v" USING btree ("person_avatar_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_bank_partners_bank_a58dd10e_v_locales_locale_p" ON "_pages_blocks_bank_partners_bank_a58dd10e_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_bank_partners_banks_v_order_idx" ON "_pages_blocks_bank_partners_banks_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_bank_partners_banks_v_parent_id_idx" ON "_pages_blocks_bank_partners_banks_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_bank_partners_banks_v_logo_logo_media_idx" ON "_pages_blocks_bank_partners_banks_v" USING btree ("logo_media_id");
  CREATE UNIQUE INDEX "_pages_blocks_bank_partners_banks_v_locales_locale_parent_id" ON "_pages_blocks_bank_partners_banks_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_blocks_bank_partners_v_order_idx" ON "_pages_blocks_bank_partners_v" USING btree ("_order");
  CREATE INDEX "_pages_blocks_bank_partners_v_parent_id_idx" ON "_pages_blocks_bank_partners_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_blocks_bank_partners_v_path_idx" ON "_pages_blocks_bank_partners_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_blocks_bank_partners_v_locales_locale_parent_id_uniqu" ON "_pages_blocks_bank_partners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_classic_su_df1b283a_order_idx" ON "header_blocks_header_classic_su_df1b283a" USING btree ("_order");
  CREATE INDEX "header_blocks_header_classic_su_df1b283a_parent_id_idx" ON "header_blocks_header_classic_su_df1b283a" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_classic_su_df1b283a_locales_locale_pare" ON "header_blocks_header_classic_su_df1b283a_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_classic_su_5b2f885e_order_idx" ON "header_blocks_header_classic_su_5b2f885e" USING btree ("_order");
  CREATE INDEX "header_blocks_header_classic_su_5b2f885e_parent_id_idx" ON "header_blocks_header_classic_su_5b2f885e" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_classic_su_5b2f885e_locales_locale_pare" ON "header_blocks_header_classic_su_5b2f885e_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_classic_su_b6338f35_order_idx" ON "header_blocks_header_classic_su_b6338f35" USING btree ("_order");
  CREATE INDEX "header_blocks_header_classic_su_b6338f35_parent_id_idx" ON "header_blocks_header_classic_su_b6338f35" USING btree ("_parent_id");
  CREATE INDEX "header_blocks_header_megamenu_s_ca248d13_order_idx" ON "header_blocks_header_megamenu_s_ca248d13" USING btree ("_order");
  CREATE INDEX "header_blocks_header_megamenu_s_ca248d13_parent_id_idx" ON "header_blocks_header_megamenu_s_ca248d13" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_megamenu_s_ca248d13_locales_locale_pare" ON "header_blocks_header_megamenu_s_ca248d13_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_megamenu_s_293af3be_order_idx" ON "header_blocks_header_megamenu_s_293af3be" USING btree ("_order");
  CREATE INDEX "header_blocks_header_megamenu_s_293af3be_parent_id_idx" ON "header_blocks_header_megamenu_s_293af3be" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_megamenu_s_293af3be_locales_locale_pare" ON "header_blocks_header_megamenu_s_293af3be_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_megamenu_s_cd6ab975_order_idx" ON "header_blocks_header_megamenu_s_cd6ab975" USING btree ("_order");
  CREATE INDEX "header_blocks_header_megamenu_s_cd6ab975_parent_id_idx" ON "header_blocks_header_megamenu_s_cd6ab975" USING btree ("_parent_id");
  CREATE INDEX "header_blocks_header_megamenu_m_f1dd9e44_order_idx" ON "header_blocks_header_megamenu_m_f1dd9e44" USING btree ("_order");
  CREATE INDEX "header_blocks_header_megamenu_m_f1dd9e44_parent_id_idx" ON "header_blocks_header_megamenu_m_f1dd9e44" USING btree ("_parent_id");
  CREATE INDEX "header_blocks_header_megamenu_m_f1dd9e44_featured_image_idx" ON "header_blocks_header_megamenu_m_f1dd9e44" USING btree ("featured_image_id");
  CREATE UNIQUE INDEX "header_blocks_header_megamenu_m_f1dd9e44_locales_locale_pare" ON "header_blocks_header_megamenu_m_f1dd9e44_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_megamenu_m_70cb3750_order_idx" ON "header_blocks_header_megamenu_m_70cb3750" USING btree ("_order");
  CREATE INDEX "header_blocks_header_megamenu_m_70cb3750_parent_id_idx" ON "header_blocks_header_megamenu_m_70cb3750" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_megamenu_m_70cb3750_locales_locale_pare" ON "header_blocks_header_megamenu_m_70cb3750_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_megamenu_m_a321db6a_order_idx" ON "header_blocks_header_megamenu_m_a321db6a" USING btree ("_order");
  CREATE INDEX "header_blocks_header_megamenu_m_a321db6a_parent_id_idx" ON "header_blocks_header_megamenu_m_a321db6a" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_megamenu_m_a321db6a_locales_locale_pare" ON "header_blocks_header_megamenu_m_a321db6a_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_megamenu_order_idx" ON "header_blocks_header_megamenu" USING btree ("_order");
  CREATE INDEX "header_blocks_header_megamenu_parent_id_idx" ON "header_blocks_header_megamenu" USING btree ("_parent_id");
  CREATE INDEX "header_blocks_header_megamenu_path_idx" ON "header_blocks_header_megamenu" USING btree ("_path");
  CREATE INDEX "header_blocks_header_megamenu_logo_image_light_idx" ON "header_blocks_header_megamenu" USING btree ("logo_image_light_id");
  CREATE INDEX "header_blocks_header_megamenu_logo_image_dark_idx" ON "header_blocks_header_megamenu" USING btree ("logo_image_dark_id");
  CREATE UNIQUE INDEX "header_blocks_header_megamenu_locales_locale_parent_id_uniqu" ON "header_blocks_header_megamenu_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_out_of_nor_2b426a30_order_idx" ON "header_blocks_header_out_of_nor_2b426a30" USING btree ("_order");
  CREATE INDEX "header_blocks_header_out_of_nor_2b426a30_parent_id_idx" ON "header_blocks_header_out_of_nor_2b426a30" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_out_of_nor_2b426a30_locales_locale_pare" ON "header_blocks_header_out_of_nor_2b426a30_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_out_of_nor_675d88ff_order_idx" ON "header_blocks_header_out_of_nor_675d88ff" USING btree ("_order");
  CREATE INDEX "header_blocks_header_out_of_nor_675d88ff_parent_id_idx" ON "header_blocks_header_out_of_nor_675d88ff" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_out_of_nor_675d88ff_locales_locale_pare" ON "header_blocks_header_out_of_nor_675d88ff_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_out_of_nor_25a44f7e_order_idx" ON "header_blocks_header_out_of_nor_25a44f7e" USING btree ("_order");
  CREATE INDEX "header_blocks_header_out_of_nor_25a44f7e_parent_id_idx" ON "header_blocks_header_out_of_nor_25a44f7e" USING btree ("_parent_id");
  CREATE INDEX "header_blocks_header_out_of_nor_850b2e69_order_idx" ON "header_blocks_header_out_of_nor_850b2e69" USING btree ("_order");
  CREATE INDEX "header_blocks_header_out_of_nor_850b2e69_parent_id_idx" ON "header_blocks_header_out_of_nor_850b2e69" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_out_of_nor_850b2e69_locales_locale_pare" ON "header_blocks_header_out_of_nor_850b2e69_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_out_of_nor_5222326b_order_idx" ON "header_blocks_header_out_of_nor_5222326b" USING btree ("_order");
  CREATE INDEX "header_blocks_header_out_of_nor_5222326b_parent_id_idx" ON "header_blocks_header_out_of_nor_5222326b" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_blocks_header_out_of_nor_5222326b_locales_locale_pare" ON "header_blocks_header_out_of_nor_5222326b_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_blocks_header_out_of_norm_order_idx" ON "header_blocks_header_out_of_norm" USING btree ("_order");
  CREATE INDEX "header_blocks_header_out_of_norm_parent_id_idx" ON "header_blocks_header_out_of_norm" USING btree ("_parent_id");
  CREATE INDEX "header_blocks_header_out_of_norm_path_idx" ON "header_blocks_header_out_of_norm" USING btree ("_path");
  CREATE INDEX "header_blocks_header_out_of_norm_logo_image_light_idx" ON "header_blocks_header_out_of_norm" USING btree ("logo_image_light_id");
  CREATE INDEX "header_blocks_header_out_of_norm_logo_image_dark_idx" ON "header_blocks_header_out_of_norm" USING btree ("logo_image_dark_id");
  CREATE UNIQUE INDEX "header_blocks_header_out_of_norm_locales_locale_parent_id_un" ON "header_blocks_header_out_of_norm_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_text_blocks_cta_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_blocks_cta_repeater_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_blocks_media_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_blocks_text_i_4f3e0a98" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_blocks_text_i_4f3e0a98_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_author_icon_links_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_author_icon_links_repeater_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_author" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_author_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_category_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_category_card_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_categories_slider__f807f9d0" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_categories_slider__f807f9d0_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_categories_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_categories_slider_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_members_carou_01e12446" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_members_carou_01e12446_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_members_carou_fe40b49e" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_members_carou_fe40b49e_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_members_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_members_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_members_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_members_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_mem_a7a3414d" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_mem_a7a3414d_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_mem_aff6195a" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_mem_aff6195a_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_mem_15444fdc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_mem_15444fdc_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_members_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_members_search_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_partners_partners__4005e265" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_partners_partners__4005e265_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_partners_partners__1072272f" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_partners_partners__1072272f_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_partners_partners_repeater" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_partners_partners_repeater_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_bank_partners_bank_3d527ac1" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_bank_partners_bank_3d527ac1_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_bank_partners_bank_a58dd10e" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_bank_partners_bank_a58dd10e_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_bank_partners_banks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_bank_partners_banks_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_bank_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_bank_partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_text_blocks_cta_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_text_blocks_cta_repeater_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_text_blocks_media_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_text_blocks_text_i_4f3e0a98_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_author_icon_links_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_author_icon_links_repeater_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_author_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_author_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_category_card_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_category_card_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_categories_slider__f807f9d0_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_categories_slider__f807f9d0_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_categories_slider_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_categories_slider_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_team_members_carou_01e12446_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_team_members_carou_01e12446_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_team_members_carou_fe40b49e_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_team_members_carou_fe40b49e_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_team_members_carousel_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_team_members_carousel_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_members_list_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_members_list_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_mem_a7a3414d_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_mem_a7a3414d_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_mem_aff6195a_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_mem_aff6195a_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_mem_15444fdc_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_mem_15444fdc_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_members_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_members_search_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_partners_partners__4005e265_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_partners_partners__4005e265_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_partners_partners__1072272f_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_partners_partners__1072272f_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_partners_partners_repeater_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_partners_partners_repeater_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_partners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_partners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_bank_partners_bank_3d527ac1_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_bank_partners_bank_3d527ac1_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_bank_partners_bank_a58dd10e_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_bank_partners_bank_a58dd10e_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_bank_partners_banks_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_bank_partners_banks_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_bank_partners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_blocks_bank_partners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_classic_su_df1b283a" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_classic_su_df1b283a_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_classic_su_5b2f885e" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_classic_su_5b2f885e_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_classic_su_b6338f35" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_s_ca248d13" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_s_ca248d13_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_s_293af3be" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_s_293af3be_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_s_cd6ab975" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_m_f1dd9e44" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_m_f1dd9e44_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_m_70cb3750" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_m_70cb3750_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_m_a321db6a" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_m_a321db6a_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_megamenu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_nor_2b426a30" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_nor_2b426a30_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_nor_675d88ff" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_nor_675d88ff_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_nor_25a44f7e" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_nor_850b2e69" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_nor_850b2e69_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_nor_5222326b" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_nor_5222326b_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_norm" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_blocks_header_out_of_norm_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_text_blocks_cta_repeater" CASCADE;
  DROP TABLE "pages_blocks_text_blocks_cta_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_text_blocks_media_repeater" CASCADE;
  DROP TABLE "pages_blocks_text_blocks_text_i_4f3e0a98" CASCADE;
  DROP TABLE "pages_blocks_text_blocks_text_i_4f3e0a98_locales" CASCADE;
  DROP TABLE "pages_blocks_author_icon_links_repeater" CASCADE;
  DROP TABLE "pages_blocks_author_icon_links_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_author" CASCADE;
  DROP TABLE "pages_blocks_author_locales" CASCADE;
  DROP TABLE "pages_blocks_category_card" CASCADE;
  DROP TABLE "pages_blocks_category_card_locales" CASCADE;
  DROP TABLE "pages_blocks_categories_slider__f807f9d0" CASCADE;
  DROP TABLE "pages_blocks_categories_slider__f807f9d0_locales" CASCADE;
  DROP TABLE "pages_blocks_categories_slider" CASCADE;
  DROP TABLE "pages_blocks_categories_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_team_members_carou_01e12446" CASCADE;
  DROP TABLE "pages_blocks_team_members_carou_01e12446_locales" CASCADE;
  DROP TABLE "pages_blocks_team_members_carou_fe40b49e" CASCADE;
  DROP TABLE "pages_blocks_team_members_carou_fe40b49e_locales" CASCADE;
  DROP TABLE "pages_blocks_team_members_carousel" CASCADE;
  DROP TABLE "pages_blocks_team_members_carousel_locales" CASCADE;
  DROP TABLE "pages_blocks_members_search_members_list" CASCADE;
  DROP TABLE "pages_blocks_members_search_members_list_locales" CASCADE;
  DROP TABLE "pages_blocks_members_search_mem_a7a3414d" CASCADE;
  DROP TABLE "pages_blocks_members_search_mem_a7a3414d_locales" CASCADE;
  DROP TABLE "pages_blocks_members_search_mem_aff6195a" CASCADE;
  DROP TABLE "pages_blocks_members_search_mem_aff6195a_locales" CASCADE;
  DROP TABLE "pages_blocks_members_search_mem_15444fdc" CASCADE;
  DROP TABLE "pages_blocks_members_search_mem_15444fdc_locales" CASCADE;
  DROP TABLE "pages_blocks_members_search_members" CASCADE;
  DROP TABLE "pages_blocks_members_search_members_locales" CASCADE;
  DROP TABLE "pages_blocks_members_search" CASCADE;
  DROP TABLE "pages_blocks_members_search_locales" CASCADE;
  DROP TABLE "pages_blocks_partners_partners__4005e265" CASCADE;
  DROP TABLE "pages_blocks_partners_partners__4005e265_locales" CASCADE;
  DROP TABLE "pages_blocks_partners_partners__1072272f" CASCADE;
  DROP TABLE "pages_blocks_partners_partners__1072272f_locales" CASCADE;
  DROP TABLE "pages_blocks_partners_partners_repeater" CASCADE;
  DROP TABLE "pages_blocks_partners_partners_repeater_locales" CASCADE;
  DROP TABLE "pages_blocks_partners" CASCADE;
  DROP TABLE "pages_blocks_partners_locales" CASCADE;
  DROP TABLE "pages_blocks_bank_partners_bank_3d527ac1" CASCADE;
  DROP TABLE "pages_blocks_bank_partners_bank_3d527ac1_locales" CASCADE;
  DROP TABLE "pages_blocks_bank_partners_bank_a58dd10e" CASCADE;
  DROP TABLE "pages_blocks_bank_partners_bank_a58dd10e_locales" CASCADE;
  DROP TABLE "pages_blocks_bank_partners_banks" CASCADE;
  DROP TABLE "pages_blocks_bank_partners_banks_locales" CASCADE;
  DROP TABLE "pages_blocks_bank_partners" CASCADE;
  DROP TABLE "pages_blocks_bank_partners_locales" CASCADE;
  DROP TABLE "_pages_blocks_text_blocks_cta_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_text_blocks_cta_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_text_blocks_media_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_text_blocks_text_i_4f3e0a98_v" CASCADE;
  DROP TABLE "_pages_blocks_text_blocks_text_i_4f3e0a98_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_author_icon_links_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_author_icon_links_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_author_v" CASCADE;
  DROP TABLE "_pages_blocks_author_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_category_card_v" CASCADE;
  DROP TABLE "_pages_blocks_category_card_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_categories_slider__f807f9d0_v" CASCADE;
  DROP TABLE "_pages_blocks_categories_slider__f807f9d0_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_categories_slider_v" CASCADE;
  DROP TABLE "_pages_blocks_categories_slider_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_team_members_carou_01e12446_v" CASCADE;
  DROP TABLE "_pages_blocks_team_members_carou_01e12446_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_team_members_carou_fe40b49e_v" CASCADE;
  DROP TABLE "_pages_blocks_team_members_carou_fe40b49e_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_team_members_carousel_v" CASCADE;
  DROP TABLE "_pages_blocks_team_members_carousel_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_members_search_members_list_v" CASCADE;
  DROP TABLE "_pages_blocks_members_search_members_list_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_members_search_mem_a7a3414d_v" CASCADE;
  DROP TABLE "_pages_blocks_members_search_mem_a7a3414d_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_members_search_mem_aff6195a_v" CASCADE;
  DROP TABLE "_pages_blocks_members_search_mem_aff6195a_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_members_search_mem_15444fdc_v" CASCADE;
  DROP TABLE "_pages_blocks_members_search_mem_15444fdc_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_members_search_members_v" CASCADE;
  DROP TABLE "_pages_blocks_members_search_members_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_members_search_v" CASCADE;
  DROP TABLE "_pages_blocks_members_search_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_partners_partners__4005e265_v" CASCADE;
  DROP TABLE "_pages_blocks_partners_partners__4005e265_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_partners_partners__1072272f_v" CASCADE;
  DROP TABLE "_pages_blocks_partners_partners__1072272f_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_partners_partners_repeater_v" CASCADE;
  DROP TABLE "_pages_blocks_partners_partners_repeater_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_partners_v" CASCADE;
  DROP TABLE "_pages_blocks_partners_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_bank_partners_bank_3d527ac1_v" CASCADE;
  DROP TABLE "_pages_blocks_bank_partners_bank_3d527ac1_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_bank_partners_bank_a58dd10e_v" CASCADE;
  DROP TABLE "_pages_blocks_bank_partners_bank_a58dd10e_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_bank_partners_banks_v" CASCADE;
  DROP TABLE "_pages_blocks_bank_partners_banks_v_locales" CASCADE;
  DROP TABLE "_pages_blocks_bank_partners_v" CASCADE;
  DROP TABLE "_pages_blocks_bank_partners_v_locales" CASCADE;
  DROP TABLE "header_blocks_header_classic_su_df1b283a" CASCADE;
  DROP TABLE "header_blocks_header_classic_su_df1b283a_locales" CASCADE;
  DROP TABLE "header_blocks_header_classic_su_5b2f885e" CASCADE;
  DROP TABLE "header_blocks_header_classic_su_5b2f885e_locales" CASCADE;
  DROP TABLE "header_blocks_header_classic_su_b6338f35" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_s_ca248d13" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_s_ca248d13_locales" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_s_293af3be" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_s_293af3be_locales" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_s_cd6ab975" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_m_f1dd9e44" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_m_f1dd9e44_locales" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_m_70cb3750" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_m_70cb3750_locales" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_m_a321db6a" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_m_a321db6a_locales" CASCADE;
  DROP TABLE "header_blocks_header_megamenu" CASCADE;
  DROP TABLE "header_blocks_header_megamenu_locales" CASCADE;
  DROP TABLE "header_blocks_header_out_of_nor_2b426a30" CASCADE;
  DROP TABLE "header_blocks_header_out_of_nor_2b426a30_locales" CASCADE;
  DROP TABLE "header_blocks_header_out_of_nor_675d88ff" CASCADE;
  DROP TABLE "header_blocks_header_out_of_nor_675d88ff_locales" CASCADE;
  DROP TABLE "header_blocks_header_out_of_nor_25a44f7e" CASCADE;
  DROP TABLE "header_blocks_header_out_of_nor_850b2e69" CASCADE;
  DROP TABLE "header_blocks_header_out_of_nor_850b2e69_locales" CASCADE;
  DROP TABLE "header_blocks_header_out_of_nor_5222326b" CASCADE;
  DROP TABLE "header_blocks_header_out_of_nor_5222326b_locales" CASCADE;
  DROP TABLE "header_blocks_header_out_of_norm" CASCADE;
  DROP TABLE "header_blocks_header_out_of_norm_locales" CASCADE;
  ALTER TABLE "pages_blocks_text_blocks" ALTER COLUMN "text_align" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_text_blocks" ALTER COLUMN "text_align" SET DEFAULT 'left'::text;
  ALTER TABLE "_pages_blocks_text_blocks_v" ALTER COLUMN "text_align" SET DATA TYPE text;
  ALTER TABLE "_pages_blocks_text_blocks_v" ALTER COLUMN "text_align" SET DEFAULT 'left'::text;
  DROP TYPE "public"."enum_pages_blocks_text_blocks_text_align";
  CREATE TYPE "public"."enum_pages_blocks_text_blocks_text_align" AS ENUM('left', 'center');
  ALTER TABLE "pages_blocks_text_blocks" ALTER COLUMN "text_align" SET DEFAULT 'left'::"public"."enum_pages_blocks_text_blocks_text_align";
  ALTER TABLE "pages_blocks_text_blocks" ALTER COLUMN "text_align" SET DATA TYPE "public"."enum_pages_blocks_text_blocks_text_align" USING "text_align"::"public"."enum_pages_blocks_text_blocks_text_align";
  ALTER TABLE "_pages_blocks_text_blocks_v" ALTER COLUMN "text_align" SET DEFAULT 'left'::"public"."enum_pages_blocks_text_blocks_text_align";
  ALTER TABLE "_pages_blocks_text_blocks_v" ALTER COLUMN "text_align" SET DATA TYPE "public"."enum_pages_blocks_text_blocks_text_align" USING "text_align"::"public"."enum_pages_blocks_text_blocks_text_align";
  ALTER TABLE "pages_blocks_text_blocks" DROP COLUMN "variant";
  ALTER TABLE "pages_blocks_dev_test_locales" DROP COLUMN "code_sample";
  ALTER TABLE "pages" DROP COLUMN "header_choice";
  ALTER TABLE "_pages_blocks_text_blocks_v" DROP COLUMN "variant";
  ALTER TABLE "_pages_blocks_dev_test_v_locales" DROP COLUMN "code_sample";
  ALTER TABLE "_pages_v" DROP COLUMN "version_header_choice";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_0c511969";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_509d2dd7";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_03342618";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_8f0f9c9e";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_70427251";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_d48b7dce";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_a8d5f7da";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_40a61cde";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_aea9dc10";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_54faec62";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_31fb12fd";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_af0659bc";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_variant";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_adf2775c";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_8d171102";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_ec0489e3";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_e5c08e2c";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_6a3f3b4b";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_39f7e398";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_4b4d6bb5";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_51f0f7d3";
  DROP TYPE "public"."enum_pages_blocks_author_block__228a8c3b";
  DROP TYPE "public"."enum_pages_blocks_author_block__d0382f17";
  DROP TYPE "public"."enum_pages_blocks_category_card_085ac9af";
  DROP TYPE "public"."enum_pages_blocks_category_card_5c96ecd3";
  DROP TYPE "public"."enum_pages_blocks_category_card_081ff49f";
  DROP TYPE "public"."enum_pages_blocks_category_card_d2877916";
  DROP TYPE "public"."enum_pages_blocks_category_card_0203f11d";
  DROP TYPE "public"."enum_pages_blocks_category_card_c93c0884";
  DROP TYPE "public"."enum_pages_blocks_category_card_27a8277b";
  DROP TYPE "public"."enum_pages_blocks_category_card_7e13825d";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_3b7e5f3f";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_20291a61";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_63dffae5";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_d8f5c022";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_38e31b3f";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_29666ef2";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_318abb81";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_014967f2";
  DROP TYPE "public"."enum_pages_blocks_team_members__a5693237";
  DROP TYPE "public"."enum_pages_blocks_team_members__1bbf25a8";
  DROP TYPE "public"."enum_pages_blocks_members_searc_7856b85c";
  DROP TYPE "public"."enum_pages_blocks_members_searc_39c87475";
  DROP TYPE "public"."enum_pages_blocks_members_searc_adb4d35e";
  DROP TYPE "public"."enum_pages_blocks_members_searc_45d465fe";
  DROP TYPE "public"."enum_pages_blocks_members_searc_0cbe7c50";
  DROP TYPE "public"."enum_pages_blocks_members_searc_1f9b025e";
  DROP TYPE "public"."enum_pages_blocks_members_searc_a4bc201d";
  DROP TYPE "public"."enum_pages_blocks_members_searc_54806995";
  DROP TYPE "public"."enum_pages_blocks_members_searc_46fcd0b4";
  DROP TYPE "public"."enum_pages_blocks_members_searc_8fab30ea";
  DROP TYPE "public"."enum_pages_blocks_members_searc_bdacd506";
  DROP TYPE "public"."enum_pages_blocks_members_searc_cbd193dc";
  DROP TYPE "public"."enum_pages_blocks_members_searc_aac8da5f";
  DROP TYPE "public"."enum_pages_blocks_members_searc_16ed179b";
  DROP TYPE "public"."enum_pages_blocks_members_searc_9be03299";
  DROP TYPE "public"."enum_pages_blocks_members_searc_8b9615aa";
  DROP TYPE "public"."enum_pages_blocks_partners_part_a4e1049c";
  DROP TYPE "public"."enum_pages_blocks_partners_part_f2145c58";
  DROP TYPE "public"."enum_pages_blocks_partners_part_2b6b3509";
  DROP TYPE "public"."enum_pages_blocks_partners_part_49f91d2e";
  DROP TYPE "public"."enum_pages_blocks_partners_part_67ac4640";
  DROP TYPE "public"."enum_pages_blocks_partners_part_380251c8";
  DROP TYPE "public"."enum_pages_blocks_partners_bloc_b8065a80";
  DROP TYPE "public"."enum_pages_blocks_partners_bloc_3d5b83b1";
  DROP TYPE "public"."enum_pages_blocks_bank_partners_805055ff";
  DROP TYPE "public"."enum_pages_blocks_bank_partners_5d6ebef0";
  DROP TYPE "public"."enum_pages_header_choice";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_2fb3ab57";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_9e367711";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_845c5a86";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_7559ddf0";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_cb74e41d";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_c_86cee778";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_be3869c7";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_e86b4833";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_93edaae0";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_cc99b306";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_cfc311c8";
  DROP TYPE "public"."enum_pages_blocks_text_blocks_t_5b2ae389";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_8fa21f53";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_fdff35af";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_f6f46721";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_92d74037";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_2701bde1";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_1ea86e4f";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_3f04b660";
  DROP TYPE "public"."enum_pages_blocks_author_icon_l_2554aca6";
  DROP TYPE "public"."enum_pages_blocks_author_v_bloc_dade9d5e";
  DROP TYPE "public"."enum_pages_blocks_author_v_bloc_77a66475";
  DROP TYPE "public"."enum_pages_blocks_category_card_da712245";
  DROP TYPE "public"."enum_pages_blocks_category_card_374ee2f9";
  DROP TYPE "public"."enum_pages_blocks_category_card_36457774";
  DROP TYPE "public"."enum_pages_blocks_category_card_86deedd9";
  DROP TYPE "public"."enum_pages_blocks_category_card_b0d04330";
  DROP TYPE "public"."enum_pages_blocks_category_card_03494215";
  DROP TYPE "public"."enum_pages_blocks_category_card_8409292e";
  DROP TYPE "public"."enum_pages_blocks_category_card_11a888ad";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_59c607ab";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_16737180";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_3572b8e7";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_38628be0";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_650694c5";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_f8aad229";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_9f08d019";
  DROP TYPE "public"."enum_pages_blocks_categories_sl_3d0e8f2b";
  DROP TYPE "public"."enum_pages_blocks_team_members__8666c5aa";
  DROP TYPE "public"."enum_pages_blocks_team_members__84a89603";
  DROP TYPE "public"."enum_pages_blocks_members_searc_1f1e64f1";
  DROP TYPE "public"."enum_pages_blocks_members_searc_254de707";
  DROP TYPE "public"."enum_pages_blocks_members_searc_e7d68803";
  DROP TYPE "public"."enum_pages_blocks_members_searc_20eb0d87";
  DROP TYPE "public"."enum_pages_blocks_members_searc_8ccda74d";
  DROP TYPE "public"."enum_pages_blocks_members_searc_afba03e9";
  DROP TYPE "public"."enum_pages_blocks_members_searc_a3e2cfcb";
  DROP TYPE "public"."enum_pages_blocks_members_searc_4634e04f";
  DROP TYPE "public"."enum_pages_blocks_members_searc_b3a1309d";
  DROP TYPE "public"."enum_pages_blocks_members_searc_6cf66adf";
  DROP TYPE "public"."enum_pages_blocks_members_searc_f151fa22";
  DROP TYPE "public"."enum_pages_blocks_members_searc_6724ad94";
  DROP TYPE "public"."enum_pages_blocks_members_searc_87187b09";
  DROP TYPE "public"."enum_pages_blocks_members_searc_b79239dd";
  DROP TYPE "public"."enum_pages_blocks_members_searc_6c952aff";
  DROP TYPE "public"."enum_pages_blocks_members_searc_819ec56e";
  DROP TYPE "public"."enum_pages_blocks_partners_part_9b0dd953";
  DROP TYPE "public"."enum_pages_blocks_partners_part_9a0a16f1";
  DROP TYPE "public"."enum_pages_blocks_partners_part_3770249e";
  DROP TYPE "public"."enum_pages_blocks_partners_part_e2a8c5ec";
  DROP TYPE "public"."enum_pages_blocks_partners_part_6784680f";
  DROP TYPE "public"."enum_pages_blocks_partners_part_0361d41e";
  DROP TYPE "public"."enum_pages_blocks_partners_v_bl_2de848b0";
  DROP TYPE "public"."enum_pages_blocks_partners_v_bl_ed19f153";
  DROP TYPE "public"."enum_pages_blocks_bank_partners_9c766261";
  DROP TYPE "public"."enum_pages_blocks_bank_partners_7545f08f";
  DROP TYPE "public"."enum_pages_v_version_header_choice";
  DROP TYPE "public"."enum_header_blocks_header_class_f6be7152";
  DROP TYPE "public"."enum_header_blocks_header_class_eaa7c987";
  DROP TYPE "public"."enum_header_blocks_header_class_dbd9734d";
  DROP TYPE "public"."enum_header_blocks_header_class_517a4955";
  DROP TYPE "public"."enum_header_blocks_header_class_92ebe1b8";
  DROP TYPE "public"."enum_header_blocks_header_class_510dabcc";
  DROP TYPE "public"."enum_header_blocks_header_class_693db987";
  DROP TYPE "public"."enum_header_blocks_header_class_f0b33ea5";
  DROP TYPE "public"."enum_header_blocks_header_class_5d038dd5";
  DROP TYPE "public"."enum_header_blocks_header_class_4af5e6e7";
  DROP TYPE "public"."enum_header_blocks_header_class_a3b71826";
  DROP TYPE "public"."enum_header_blocks_header_class_71697b9c";
  DROP TYPE "public"."enum_header_blocks_header_class_97940314";
  DROP TYPE "public"."enum_header_blocks_header_class_0fd23ce3";
  DROP TYPE "public"."enum_header_blocks_header_class_b04a6ab2";
  DROP TYPE "public"."enum_header_blocks_header_class_422b1d33";
  DROP TYPE "public"."enum_header_blocks_header_megam_14f51dc4";
  DROP TYPE "public"."enum_header_blocks_header_megam_269f356e";
  DROP TYPE "public"."enum_header_blocks_header_megam_864e20a2";
  DROP TYPE "public"."enum_header_blocks_header_megam_a1a8bf3f";
  DROP TYPE "public"."enum_header_blocks_header_megam_c93c529e";
  DROP TYPE "public"."enum_header_blocks_header_megam_2777466f";
  DROP TYPE "public"."enum_header_blocks_header_megam_1c604fef";
  DROP TYPE "public"."enum_header_blocks_header_megam_247e7658";
  DROP TYPE "public"."enum_header_blocks_header_megam_7bc7baef";
  DROP TYPE "public"."enum_header_blocks_header_megam_22c5c802";
  DROP TYPE "public"."enum_header_blocks_header_megam_4858ce59";
  DROP TYPE "public"."enum_header_blocks_header_megam_1e838104";
  DROP TYPE "public"."enum_header_blocks_header_megam_ee6af0cf";
  DROP TYPE "public"."enum_header_blocks_header_megam_6b66b489";
  DROP TYPE "public"."enum_header_blocks_header_megam_fefd4e40";
  DROP TYPE "public"."enum_header_blocks_header_megam_82c3a807";
  DROP TYPE "public"."enum_header_blocks_header_megam_f5c945eb";
  DROP TYPE "public"."enum_header_blocks_header_megam_866273c2";
  DROP TYPE "public"."enum_header_blocks_header_megam_e7bb314e";
  DROP TYPE "public"."enum_header_blocks_header_megam_539fcc71";
  DROP TYPE "public"."enum_header_blocks_header_megam_f77602fc";
  DROP TYPE "public"."enum_header_blocks_header_megam_3834badc";
  DROP TYPE "public"."enum_header_blocks_header_megam_5a3d44d2";
  DROP TYPE "public"."enum_header_blocks_header_megam_39a7a2e8";
  DROP TYPE "public"."enum_header_blocks_header_megam_60e5e62b";
  DROP TYPE "public"."enum_header_blocks_header_megam_dd886cd1";
  DROP TYPE "public"."enum_header_blocks_header_megam_9495ec4a";
  DROP TYPE "public"."enum_header_blocks_header_megam_08d8d1da";
  DROP TYPE "public"."enum_header_blocks_header_megam_b8c9a60f";
  DROP TYPE "public"."enum_header_blocks_header_megam_01b2e9ca";
  DROP TYPE "public"."enum_header_blocks_header_megam_17ebe5a4";
  DROP TYPE "public"."enum_header_blocks_header_megam_d3a433f6";
  DROP TYPE "public"."enum_header_blocks_header_megam_76756dc6";
  DROP TYPE "public"."enum_header_blocks_header_megam_1d926bf9";
  DROP TYPE "public"."enum_header_blocks_header_megam_c0892132";
  DROP TYPE "public"."enum_header_blocks_header_megam_c29cefa8";
  DROP TYPE "public"."enum_header_blocks_header_megam_11562a45";
  DROP TYPE "public"."enum_header_blocks_header_megam_98fbcffb";
  DROP TYPE "public"."enum_header_blocks_header_megam_0e02d3d0";
  DROP TYPE "public"."enum_header_blocks_header_megam_853a9f4e";
  DROP TYPE "public"."enum_header_blocks_header_megam_12ae9dda";
  DROP TYPE "public"."enum_header_blocks_header_megam_029bcbef";
  DROP TYPE "public"."enum_header_blocks_header_out_o_51c32803";
  DROP TYPE "public"."enum_header_blocks_header_out_o_4e960afe";
  DROP TYPE "public"."enum_header_blocks_header_out_o_63e8eecc";
  DROP TYPE "public"."enum_header_blocks_header_out_o_da70f1ee";
  DROP TYPE "public"."enum_header_blocks_header_out_o_006596f4";
  DROP TYPE "public"."enum_header_blocks_header_out_o_b23b21cc";
  DROP TYPE "public"."enum_header_blocks_header_out_o_11d93dc1";
  DROP TYPE "public"."enum_header_blocks_header_out_o_81b96019";
  DROP TYPE "public"."enum_header_blocks_header_out_o_4150bb0f";
  DROP TYPE "public"."enum_header_blocks_header_out_o_fcf2aa03";
  DROP TYPE "public"."enum_header_blocks_header_out_o_70e256b2";
  DROP TYPE "public"."enum_header_blocks_header_out_o_6c404e9c";
  DROP TYPE "public"."enum_header_blocks_header_out_o_588d71d6";
  DROP TYPE "public"."enum_header_blocks_header_out_o_937091a4";
  DROP TYPE "public"."enum_header_blocks_header_out_o_6e181652";
  DROP TYPE "public"."enum_header_blocks_header_out_o_7ab3aceb";
  DROP TYPE "public"."enum_header_blocks_header_out_o_526d950b";
  DROP TYPE "public"."enum_header_blocks_header_out_o_4a9d2030";
  DROP TYPE "public"."enum_header_blocks_header_out_o_f7622092";
  DROP TYPE "public"."enum_header_blocks_header_out_o_81eaee97";
  DROP TYPE "public"."enum_header_blocks_header_out_o_aad4ccdc";
  DROP TYPE "public"."enum_header_blocks_header_out_o_7b9f1d5a";
  DROP TYPE "public"."enum_header_blocks_header_out_o_6fe2ad29";
  DROP TYPE "public"."enum_header_blocks_header_out_o_66044262";
  DROP TYPE "public"."enum_header_blocks_header_out_o_016a709c";
  DROP TYPE "public"."enum_header_blocks_header_out_o_1b5e1fbb";
  DROP TYPE "public"."enum_header_blocks_header_out_o_8603f3fe";
  DROP TYPE "public"."enum_header_blocks_header_out_o_0771bb28";
  DROP TYPE "public"."enum_header_blocks_header_out_o_8c34721b";
  DROP TYPE "public"."enum_header_blocks_header_out_o_774d6ad2";
  DROP TYPE "public"."enum_header_blocks_header_out_o_2dc02abb";
  DROP TYPE "public"."enum_header_blocks_header_out_o_867f59cc";
  DROP TYPE "public"."enum_header_blocks_header_out_o_e8f6c83e";
  DROP TYPE "public"."enum_header_blocks_header_out_o_47bf3cf9";
  DROP TYPE "public"."enum_header_blocks_header_out_o_17e08be6";
  DROP TYPE "public"."enum_header_blocks_header_out_o_3e7dd205";
  DROP TYPE "public"."enum_header_blocks_header_out_o_555f3d2c";
  DROP TYPE "public"."enum_header_blocks_header_out_o_fee6d3b3";
  DROP TYPE "public"."enum_header_blocks_header_out_o_a7e11ad4";
  DROP TYPE "public"."enum_header_blocks_header_out_o_e0431b38";
  DROP TYPE "public"."enum_header_blocks_header_out_o_22b7e182";
  DROP TYPE "public"."enum_header_blocks_header_out_o_245c0cf0";`)
}
