#!/usr/bin/env bash
# Set up everything and run the whole test suite (this is what .ci/run runs).
#  - installs Debian's chromium for the browser tests if it is missing (apt-get, needs root or sudo)
#  - installs Debian's nodejs + npm if missing (front-end tests, Pyodide under Node.js, the site)
#  - creates .venv and installs ds_widget with its test extras (marimo among them, for its browser test)
#  - installs the browser tests' npm tools (axe-core) into tests/e2e/node_modules
#  - installs the front end's build tools (esbuild, typescript) into js/node_modules (tests/test_js.py
#    checks js/ds_widget.js is the bundle of js/src; installing ds_widget itself needs no node)
#  - builds the no-install site (tools/site.sh: site/_output) and Pyodide for Node.js, for
#    tests/pyodide and the site's browser test (tests/e2e/test_site.py)
#  - runs pytest (extra arguments are passed on, e.g. tools/test.sh -k engine)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
    echo "== installing Debian's chromium for the browser tests"
    SUDO=""
    [ "$(id -u)" = 0 ] || SUDO="sudo"
    $SUDO apt-get update -q
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q chromium
fi

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "== installing Debian's nodejs and npm"
    SUDO=""
    [ "$(id -u)" = 0 ] || SUDO="sudo"
    $SUDO apt-get update -q
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q nodejs npm
fi

if [ ! -x .venv/bin/python ]; then
    echo "== creating .venv"
    python3 -m venv .venv
fi
echo "== installing ds_widget[test] into .venv"
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test]"
# the test extras hold the lesson extras (tests/test_packaging.py): tools/lesson.sh, run by the tests,
# need not install into this .venv while other tests use it
sha256sum pyproject.toml | cut -d' ' -f1 >.venv/ds_widget-lessons.installed
echo "== the browser tests' npm tools (axe-core, pinned in tests/e2e/package-lock.json)"
[ -f tests/e2e/node_modules/axe-core/axe.min.js ] || npm ci --prefix tests/e2e --no-audit --no-fund -q
echo "== the front end's build tools (esbuild, typescript, pinned in js/package-lock.json)"
[ -x js/node_modules/.bin/esbuild ] || npm ci --prefix js --no-audit --no-fund -q
echo "== the static site and Pyodide for Node.js (tools/site.sh; rebuilt when older than the sources)"
./tools/site.sh is-current || ./tools/site.sh
[ -f site/_cache/pyodide-node/pyodide-lock.json ] || ./tools/site.sh node-runtime

if [ "$#" -gt 0 ]; then          # a selection: run just that
    exec .venv/bin/python -m pytest "$@"
fi
echo "== running the test suite (2 processes), then the browser tests on their own"
.venv/bin/python -m pytest -n 2 -m "not e2e"
.venv/bin/python -m pytest -m e2e
