#!/bin/sh
# One backup (npm run db:backup) into BACKUP_DIR, then only the newest BACKUP_KEEP kept.
# Run by deploy/systemd/atlas-backup.service with the shop's settings (/etc/atlas/atlas.env).
set -eu
dir="${BACKUP_DIR:-/var/backups/atlas}"
keep="${BACKUP_KEEP:-14}"
cd "$(dirname "$0")/.."
PATH="$PWD/node_modules/.bin:$PATH"

# the same as `npm run db:backup -- --out …`, without npm (it wants a writable home for its logs)
tsx apps/server/src/scripts/db-backup.ts --out "$dir/atlas-$(date -u +%Y-%m-%dT%H%M%SZ).jsonl.gz"

# names sort by time; a failed backup stops above, so a good one is never pruned for it
ls -1 "$dir"/atlas-*.jsonl.gz | sort -r | tail -n +"$((keep + 1))" | while read -r old; do
  rm -f -- "$old"
done
