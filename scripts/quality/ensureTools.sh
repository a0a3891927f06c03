#!/usr/bin/env bash
# What the tests need beyond node_modules, installed when missing (docs/testing.md, "A fresh machine"):
# Debian's Chromium and its headless shell (browser tests, Lighthouse), PostgreSQL's server (the lead
# API's suite beside PGlite) and a Java runtime (the W3C checker). As root through apt; otherwise one
# line naming the package to install, and exit 1. Run by `npm test` (scripts/quality/test.ts) and by
# .ci/run before `npm ci` (vnu-jar's install script then finds Java and downloads nothing).
set -euo pipefail

missing=()
# A path set by the person running the tests is theirs: it is not checked here.
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
if [ -z "${TEST_CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then missing+=(chromium-headless-shell); fi
if [ -z "${PG_BIN:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then missing+=(postgresql); fi
if ! command -v java >/dev/null 2>&1; then missing+=(default-jre-headless); fi

if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "tests: missing Debian packages: ${missing[*]} (as root: apt-get install -y ${missing[*]})" >&2
  exit 1
fi

echo "tests: installing ${missing[*]} from Debian"
apt-get update -qq
# Debian's slim images lack the man folder that the JRE's install writes links into.
mkdir -p /usr/share/man/man1
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
