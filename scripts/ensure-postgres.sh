#!/usr/bin/env bash
# Make sure a PostgreSQL server exists for the backend contract tests' second run (vitest project `node-postgres`),
# which starts a throwaway cluster from these binaries. Uses Debian's package, installing it when missing.
set -euo pipefail

find_bin() {
  if [ -n "${PG_BIN:-}" ] && [ -x "${PG_BIN}/initdb" ]; then echo "$PG_BIN"; return 0; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return 0; fi
  return 1
}

if bin=$(find_bin); then
  echo "postgres: using $bin ($("$bin/postgres" --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "postgres: no PostgreSQL server found, and this machine has no apt-get to install it." >&2
  echo "  Install PostgreSQL's server binaries and set PG_BIN=/path/to/bin (the folder with initdb and pg_ctl)." >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO=sudo; else
    echo "postgres: not found, and installing it needs root: run 'sudo apt-get install -y postgresql'" >&2
    echo "  (or set PG_BIN to an existing PostgreSQL bin folder), then run the command again." >&2
    exit 1
  fi
else
  SUDO=
fi

echo "postgres: not found; installing Debian's postgresql package (one-time)..."
export DEBIAN_FRONTEND=noninteractive
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null; }; then
  echo "postgres: apt-get could not install postgresql. Check the package mirror, or set PG_BIN." >&2
  exit 1
fi
# The package starts a cluster of its own as a service; the tests never use it.
bin=$(find_bin)
echo "postgres: installed $("$bin/postgres" --version 2>/dev/null)"
