#!/usr/bin/env bash
# Before the first release only: regenerate the 'initial' migrations of both adapters from the config.
set -euo pipefail
export PAYLOAD_SECRET=${PAYLOAD_SECRET:-migrations-only}
for d in sqlite postgres; do
  rm -f src/migrations/$d/*_initial.ts src/migrations/$d/*_initial.json
  echo "export const migrations: { name: string; up: (a: any) => Promise<void>; down: (a: any) => Promise<void> }[] = []" > src/migrations/$d/index.ts
done
tmp=$(mktemp -d)
SQLITE_FILE="$tmp/scratch.db" npx payload migrate:create initial
db="courtier_mig_$$"
psql -q -h 127.0.0.1 -U postgres -c "create database $db"
DATABASE_URL="postgres://postgres@127.0.0.1:5432/$db" npx payload migrate:create initial
psql -q -h 127.0.0.1 -U postgres -c "drop database $db"
rm -rf "$tmp"
# drizzle-orm is installed once per adapter (same version); their SQL types clash in generated PostgreSQL migrations.
for f in src/migrations/postgres/2*.ts; do grep -q '@ts-nocheck' "$f" || sed -i '1i // @ts-nocheck generated migration (duplicate drizzle-orm type declarations)' "$f"; done
