#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on 127.0.0.1 and TEST_DATABASE_URL pointing at it;
# the server and its data are removed afterwards, whatever the command's outcome.
#   scripts/quality/withPostgres.sh npx vitest run --project unit-forks tests/unit/server
# Needs the Debian postgresql package (initdb and pg_ctl under /usr/lib/postgresql/<version>/bin, or
# PG_BIN). As root, the server runs as the postgres user, since PostgreSQL refuses to run as root.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "Usage: scripts/quality/withPostgres.sh command [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL server binaries not found (install the Debian package postgresql, or set PG_BIN)." >&2
  exit 1
fi

WORK="$(mktemp -d /tmp/with-postgres.XXXXXX)"
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" -eq 0 ]; then chown postgres "$WORK"; fi

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_owner "$PG_BIN/initdb" -D "$WORK/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$WORK/initdb.log" 2>&1 \
  || { cat "$WORK/initdb.log" >&2; exit 1; }

# The first free port from 5433 on; the socket lives in the work folder, so nothing else collides.
PORT="${PG_PORT:-5433}"
started=""
for _ in $(seq 1 20); do
  if as_owner "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 30 \
      -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null 2>&1; then
    started="yes"
    break
  fi
  PORT=$((PORT + 1))
done
if [ -z "$started" ]; then
  echo "PostgreSQL did not start:" >&2
  cat "$WORK/server.log" >&2 || true
  exit 1
fi

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (TEST_DATABASE_URL)" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
