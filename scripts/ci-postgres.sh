#!/usr/bin/env bash
# Start a throw-away PostgreSQL for the case-store tests and print its URL on stdout (the last line):
#   export RULINGS_TEST_POSTGRES_URL="$(bash scripts/ci-postgres.sh | tail -1)"
# Installs Debian's postgresql when missing (apt-get, as root), runs a cluster as the postgres user on
# 127.0.0.1:${PGPORT:-54329} under ${PGDATA_DIR:-/tmp/rulings-pg}, creates role and database `rulings`
# (the role may create databases: the tests make one database per test). Safe to run twice.
set -euo pipefail

PORT="${PGPORT:-54329}"
DATA="${PGDATA_DIR:-/tmp/rulings-pg}"
LOGFILE="$DATA.log"

log() { echo "ci-postgres: $*" >&2; }

find_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1
}

BIN="$(find_bin || true)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  log "installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  BIN="$(find_bin)"
fi
id postgres >/dev/null 2>&1 || { log "no postgres user after install"; exit 1; }

as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }

if [ ! -s "$DATA/PG_VERSION" ]; then
  log "initdb in $DATA"
  mkdir -p "$DATA"
  chown postgres:postgres "$DATA" 2>/dev/null || true
  chmod 700 "$DATA"
  as_pg "'$BIN/initdb' -D '$DATA' -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null"
fi
touch "$LOGFILE" && chown postgres:postgres "$LOGFILE" 2>/dev/null || true

if ! as_pg "'$BIN/pg_ctl' -D '$DATA' status >/dev/null 2>&1"; then
  log "starting on 127.0.0.1:$PORT"
  as_pg "'$BIN/pg_ctl' -D '$DATA' -l '$LOGFILE' -w -t 60 -o \"-c listen_addresses=127.0.0.1 -p $PORT -k /tmp -c fsync=off\" start >/dev/null"
fi

PSQL="'$BIN/psql' -h 127.0.0.1 -p $PORT -U postgres -d postgres -v ON_ERROR_STOP=1 -qtA"
if [ "$(as_pg "$PSQL -c \"SELECT 1 FROM pg_roles WHERE rolname='rulings'\"")" != "1" ]; then
  as_pg "$PSQL -c \"CREATE ROLE rulings LOGIN CREATEDB PASSWORD 'rulings'\""
fi
if [ "$(as_pg "$PSQL -c \"SELECT 1 FROM pg_database WHERE datname='rulings'\"")" != "1" ]; then
  as_pg "$PSQL -c \"CREATE DATABASE rulings OWNER rulings\""
fi
echo "postgresql+psycopg://rulings:rulings@127.0.0.1:$PORT/rulings"
