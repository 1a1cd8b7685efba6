import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_offices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`photo_id\` integer,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`address_postal_code\` text,
  	\`phone_display\` text,
  	\`phone_intl\` text,
  	\`email\` text,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offices\`("id", "name", "photo_id", "latitude", "longitude", "address_postal_code", "phone_display", "phone_intl", "email", "position", "updated_at", "created_at") SELECT "id", "name", "photo_id", "latitude", "longitude", "address_postal_code", "phone_display", "phone_intl", "email", "position", "updated_at", "created_at" FROM \`offices\`;`)
  await db.run(sql`DROP TABLE \`offices\`;`)
  await db.run(sql`ALTER TABLE \`__new_offices\` RENAME TO \`offices\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`offices_photo_idx\` ON \`offices\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`offices_updated_at_idx\` ON \`offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offices_created_at_idx\` ON \`offices\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_offices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`photo_id\` integer,
  	\`latitude\` numeric NOT NULL,
  	\`longitude\` numeric NOT NULL,
  	\`address_postal_code\` text,
  	\`phone_display\` text,
  	\`phone_intl\` text,
  	\`email\` text,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offices\`("id", "name", "photo_id", "latitude", "longitude", "address_postal_code", "phone_display", "phone_intl", "email", "position", "updated_at", "created_at") SELECT "id", "name", "photo_id", "latitude", "longitude", "address_postal_code", "phone_display", "phone_intl", "email", "position", "updated_at", "created_at" FROM \`offices\`;`)
  await db.run(sql`DROP TABLE \`offices\`;`)
  await db.run(sql`ALTER TABLE \`__new_offices\` RENAME TO \`offices\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`offices_photo_idx\` ON \`offices\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`offices_updated_at_idx\` ON \`offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offices_created_at_idx\` ON \`offices\` (\`created_at\`);`)
}
