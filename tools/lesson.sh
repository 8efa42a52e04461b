#!/usr/bin/env bash
# Set up ds_widget with JupyterLab and open the first lesson.
#  - creates .venv and installs ds_widget with the lesson extras (JupyterLab, matplotlib)
#  - starts JupyterLab on notebooks/01_tour.ipynb (extra arguments go to jupyter lab)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x .venv/bin/python ]; then
    echo "== creating .venv"
    python3 -m venv .venv
fi
echo "== installing ds_widget[lessons] into .venv"
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[lessons]"

ROOT_FLAG=""
[ "$(id -u)" = 0 ] && ROOT_FLAG="--allow-root"
echo "== opening the first lesson in JupyterLab (Ctrl-C to stop)"
exec .venv/bin/jupyter lab $ROOT_FLAG notebooks/01_tour.ipynb "$@"
