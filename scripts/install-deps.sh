#!/usr/bin/env bash
# Installs what the test suites need on a fresh Linux machine (idempotent).
# Rust comes by rustup; Java 17, Maven and Python 3 are expected on the machine
# (Debian packages are installed with apt-get when they are missing).
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '==> %s\n' "$*"; }

if ! command -v cargo >/dev/null; then
  echo "cargo not found: install Rust with rustup (https://rustup.rs) first" >&2
  exit 1
fi

log "Rust components and cross-check targets"
rustup component add rustfmt clippy >/dev/null 2>&1 || rustup component add rustfmt clippy
rustup target add aarch64-linux-android aarch64-apple-ios >/dev/null 2>&1 \
  || rustup target add aarch64-linux-android aarch64-apple-ios

apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  if [ ${#missing[@]} -gt 0 ]; then
    log "apt-get install ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

command -v java >/dev/null || apt_install openjdk-17-jdk-headless
command -v mvn >/dev/null || apt_install maven
command -v python3 >/dev/null || apt_install python3 python3-venv
# Debian's python3 comes without venv and ensurepip (ios/ci/check.sh makes a venv).
python3 -c 'import venv, ensurepip' 2>/dev/null || apt_install python3-venv
# The server suite (server/ci/suite.sh) starts a throwaway PostgreSQL cluster.
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || apt_install postgresql
# The fuzz smoke run (scripts/fuzz-smoke.sh) installs nightly and cargo-fuzz itself.
log "toolchains: $(cargo --version), $(java -version 2>&1 | head -n1), $(mvn -v 2>/dev/null | head -n1)"
