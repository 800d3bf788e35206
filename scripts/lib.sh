# Shell helpers shared by the scripts that run the built packages (test-browser.sh, test-runtimes.sh)
# and the package checks (check-package.sh, test-consumers.sh).
# Source it; it defines functions only.

# Installs Debian's chromium when it is missing (needs root or sudo, and apt, as on a fresh CI machine).
ensure_chromium() {
  if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
    echo "installing chromium"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  fi
}

# Builds the five packages with tsup unless SKIP_BUILD=1 (when CI has built them already).
build_packages() {
  if [ "${SKIP_BUILD:-}" != "1" ]; then
    for p in core platform hosting calendar code-analysis; do
      (cd "packages/$p" && tsup >/dev/null)
    done
  fi
}

# pnpm as the caller ran it: on PATH, or the pnpm that runs this script (npm_execpath).
run_pnpm() {
  if command -v pnpm >/dev/null 2>&1; then
    pnpm "$@"
  elif [ -n "${npm_execpath:-}" ] && [[ "$npm_execpath" == *pnpm* ]]; then
    case "$npm_execpath" in
      *.js | *.cjs | *.mjs) node "$npm_execpath" "$@" ;;
      *) "$npm_execpath" "$@" ;;
    esac
  else
    npx -y pnpm@12.21.0 "$@"
  fi
}
