#!/usr/bin/env bash
# Create a migration for BOTH adapters from the current Payload config: bash scripts/migrations-create.sh <name>
# Needs the local PostgreSQL (127.0.0.1:5432) for the postgres diff. Review both files before committing.
set -euo pipefail
name=${1:?usage: migrations-create.sh <name>}
export PAYLOAD_SECRET=${PAYLOAD_SECRET:-migrations-only}
tmp=$(mktemp -d)
# SQLite: diff against a scratch database migrated to the current state.
SQLITE_FILE="$tmp/scratch.db" npx payload migrate >/dev/null
SQLITE_FILE="$tmp/scratch.db" npx payload migrate:create "$name"
# PostgreSQL: same, on a scratch database.
db="courtier_mig_$$"
psql -q -h 127.0.0.1 -U postgres -c "create database $db" >/dev/null
DATABASE_URL="postgres://postgres@127.0.0.1:5432/$db" npx payload migrate >/dev/null
DATABASE_URL="postgres://postgres@127.0.0.1:5432/$db" npx payload migrate:create "$name"
psql -q -h 127.0.0.1 -U postgres -c "drop database $db" >/dev/null
rm -rf "$tmp"
# drizzle-orm is installed once per adapter (same version); their SQL types clash in generated PostgreSQL migrations.
for f in src/migrations/postgres/2*.ts; do grep -q '@ts-nocheck' "$f" || sed -i '1i // @ts-nocheck generated migration (duplicate drizzle-orm type declarations)' "$f"; done
