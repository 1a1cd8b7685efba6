// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_translation_parity_block_publish" AS ENUM('none', 'en', 'fr', 'both');
  ALTER TABLE "sites" ADD COLUMN "translation_parity_block_publish" "enum_sites_translation_parity_block_publish" DEFAULT 'none';
  ALTER TABLE "sites" ADD COLUMN "translation_parity_untranslated_threshold" numeric DEFAULT 50;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "translation_parity_block_publish";
  ALTER TABLE "sites" DROP COLUMN "translation_parity_untranslated_threshold";
  DROP TYPE "public"."enum_sites_translation_parity_block_publish";`)
}
