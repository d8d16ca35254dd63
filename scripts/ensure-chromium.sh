#!/usr/bin/env bash
# Make sure a Chromium exists for Vitest browser mode, Storybook tests, Playwright and Lighthouse.
# Playwright's own browser download cannot work here (closed network), so we use Debian's package.
set -euo pipefail

for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "chromium: using $candidate ($("$candidate" --version 2>/dev/null || echo 'version unknown'))"
    exit 0
  fi
done

if ! command -v apt-get >/dev/null 2>&1; then
  echo "chromium: not found, and this machine has no apt-get to install it." >&2
  echo "  Install Chromium yourself and set CHROMIUM_PATH=/path/to/chromium, then run the command again." >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO=sudo; else
    echo "chromium: not found, and installing it needs root: run 'sudo apt-get install -y chromium fonts-liberation'" >&2
    echo "  (or set CHROMIUM_PATH to an existing Chromium), then run the command again." >&2
    exit 1
  fi
else
  SUDO=
fi

echo "chromium: not found; installing Debian's chromium package (one-time)..."
export DEBIAN_FRONTEND=noninteractive
# Fonts pinned to Debian's packages so screenshots are the same on every machine of this kind.
if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation fonts-dejavu-core >/dev/null; }; then
  echo "chromium: apt-get could not install chromium. Check the package mirror, or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "chromium: installed $(/usr/bin/chromium --version 2>/dev/null)"
