// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_content_1_locales" ADD COLUMN "media_video_captions" varchar;
  ALTER TABLE "pages_blocks_hero_infos_locales" ADD COLUMN "media_video_captions" varchar;
  ALTER TABLE "pages_blocks_hero_profile_page_locales" ADD COLUMN "media_video_captions" varchar;
  ALTER TABLE "pages_blocks_hero_landing_page_locales" ADD COLUMN "media_video_captions" varchar;
  ALTER TABLE "pages_blocks_medias_carousel_me_4c354af4_locales" ADD COLUMN "media_video_captions" varchar;
  ALTER TABLE "_pages_blocks_hero_content_1_v_locales" ADD COLUMN "media_video_captions" varchar;
  ALTER TABLE "_pages_blocks_hero_infos_v_locales" ADD COLUMN "media_video_captions" varchar;
  ALTER TABLE "_pages_blocks_hero_profile_page_v_locales" ADD COLUMN "media_video_captions" varchar;
  ALTER TABLE "_pages_blocks_hero_landing_page_v_locales" ADD COLUMN "media_video_captions" varchar;
  ALTER TABLE "_pages_blocks_medias_carousel_me_4c354af4_v_locales" ADD COLUMN "media_video_captions" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_content_1_locales" DROP COLUMN "media_video_captions";
  ALTER TABLE "pages_blocks_hero_infos_locales" DROP COLUMN "media_video_captions";
  ALTER TABLE "pages_blocks_hero_profile_page_locales" DROP COLUMN "media_video_captions";
  ALTER TABLE "pages_blocks_hero_landing_page_locales" DROP COLUMN "media_video_captions";
  ALTER TABLE "pages_blocks_medias_carousel_me_4c354af4_locales" DROP COLUMN "media_video_captions";
  ALTER TABLE "_pages_blocks_hero_content_1_v_locales" DROP COLUMN "media_video_captions";
  ALTER TABLE "_pages_blocks_hero_infos_v_locales" DROP COLUMN "media_video_captions";
  ALTER TABLE "_pages_blocks_hero_profile_page_v_locales" DROP COLUMN "media_video_captions";
  ALTER TABLE "_pages_blocks_hero_landing_page_v_locales" DROP COLUMN "media_video_captions";
  ALTER TABLE "_pages_blocks_medias_carousel_me_4c354af4_v_locales" DROP COLUMN "media_video_captions";`)
}
