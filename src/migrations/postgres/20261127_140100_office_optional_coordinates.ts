// @ts-nocheck generated migration (duplicate drizzle-orm type declarations)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offices" ALTER COLUMN "latitude" DROP NOT NULL;
  ALTER TABLE "offices" ALTER COLUMN "longitude" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offices" ALTER COLUMN "latitude" SET NOT NULL;
  ALTER TABLE "offices" ALTER COLUMN "longitude" SET NOT NULL;`)
}
