#!/bin/sh
# Runs once, when the PostgreSQL volume is new: the owner role (migrations, restores) owns the
# database, and the serving role the app runs as gets its grants from the owner at each app start
# (docs/decisions/034). Passwords go in as psql variables, so no quoting can break the SQL.
set -eu
psql -v ON_ERROR_STOP=1 --username postgres \
  -v owner_password="$OWNER_DB_PASSWORD" -v app_password="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE akwaaba_owner LOGIN PASSWORD :'owner_password';
CREATE ROLE akwaaba_app LOGIN PASSWORD :'app_password';
CREATE DATABASE akwaaba OWNER akwaaba_owner;
SQL
