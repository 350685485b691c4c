#!/usr/bin/env bash
# The `server` suite of scripts/test-all.sh: sholo-server's tests, with a
# throwaway PostgreSQL cluster for the two-instance test. The cluster lives in
# a fresh directory under /tmp (the postgres user must reach it, and a clone
# may sit in a directory only its owner can enter; a socket path must also be
# short), listens on a Unix socket there only (no TCP), runs as the
# `postgres` user when this runs as root (PostgreSQL refuses root), and is
# stopped and removed at the end whatever happened.
#
# Ends with `tests:`/`checks:` lines and `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
# shellcheck source=scripts/counting.sh
source scripts/counting.sh

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "FAIL PostgreSQL's initdb not found (scripts/install-deps.sh installs it)"
  print_kinds 0 1 0 0
  exit 1
fi

dir=$(mktemp -d /tmp/sholo-pg.XXXXXX) || exit 1
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$dir"
  as_pg=(runuser -u postgres --)
fi
port=${SHOLO_PG_PORT:-54329}
stop() {
  "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1
  rm -rf "$dir"
}
trap stop EXIT

echo "==> initdb and start PostgreSQL ($("$pg_bin/postgres" --version)) in $dir"
if ! "${as_pg[@]}" "$pg_bin/initdb" -D "$dir/data" -U sholo --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 \
  || ! "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses='' -c unix_socket_directories='$dir' -p $port -c max_connections=200" start >/dev/null; then
  echo "FAIL PostgreSQL did not start"
  tail -n 20 "$dir/initdb.log" "$dir/server.log" 2>/dev/null
  print_kinds 0 1 0 0
  exit 1
fi
"${as_pg[@]}" "$pg_bin/createdb" -h "$dir" -p "$port" -U sholo sholo

# The tests must find it: with this set, a test that cannot reach it fails.
export SHOLO_TEST_POSTGRES="postgres://sholo@localhost/sholo?host=$dir&port=$port"
log=$(mktemp)
cargo test -p sholo-server --no-fail-fast 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
count_cargo_log "$log" "$status"
rm -f "$log"
print_kinds "$COUNT_PASSED" "$COUNT_FAILED" 0 0
[ "$COUNT_FAILED" -eq 0 ]
