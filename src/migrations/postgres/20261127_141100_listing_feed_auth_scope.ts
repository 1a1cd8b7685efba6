// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listing_feed_client_auth" AS ENUM('basic', 'body');
  ALTER TABLE "listing_feed" ADD COLUMN "client_auth" "enum_listing_feed_client_auth" DEFAULT 'basic';
  ALTER TABLE "listing_feed" ADD COLUMN "scope" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "listing_feed" DROP COLUMN "client_auth";
  ALTER TABLE "listing_feed" DROP COLUMN "scope";
  DROP TYPE "public"."enum_listing_feed_client_auth";`)
}
