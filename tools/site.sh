#!/usr/bin/env bash
# Build the no-install classroom: a static JupyterLite site, with the lessons, the widget and a
# Python (Pyodide) that runs in the browser, into site/_output. Serve that folder from any static
# web server; nothing is fetched from anywhere else at run time. See docs/site.md.
#
#   ./tools/site.sh                 build the site (about a minute; needs PyPI and npm, node + npm)
#   ./tools/site.sh node-runtime    only Pyodide + pytest for the engine tests under Node.js
#   python3 -m http.server -d site/_output 8000     then open http://127.0.0.1:8000/
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in node npm python3; do
    command -v "$tool" >/dev/null || { echo "tools/site.sh needs $tool" >&2; exit 1; }
done
if [ ! -x site/.venv/bin/python ]; then
    echo "== creating site/.venv (the site's build tools)"
    python3 -m venv site/.venv
fi
site/.venv/bin/python -m pip install -q --disable-pip-version-check -r site/requirements.txt
exec site/.venv/bin/python tools/build_site.py "$@"
