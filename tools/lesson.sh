#!/usr/bin/env bash
# Set up ds_widget with JupyterLab and open the first lesson.
#  - creates .venv and installs ds_widget with the lesson extras (JupyterLab, matplotlib)
#  - starts JupyterLab on the first lesson, notebooks/en/01_setup_and_goal.ipynb, or on the lesson
#    given as first argument (e.g. notebooks/it/01_setup_and_goal.ipynb); the URL it prints opens
#    that lesson itself, also without a desktop. Further arguments go to jupyter lab.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x .venv/bin/python ]; then
    echo "== creating .venv"
    python3 -m venv .venv
fi
echo "== installing ds_widget[lessons] into .venv"
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[lessons]"

LESSON="notebooks/en/01_setup_and_goal.ipynb"
if [ "$#" -gt 0 ] && [[ "$1" == *.ipynb ]]; then
    LESSON="$1"
    shift
fi
if [ ! -f "$LESSON" ]; then
    echo "no such lesson: $LESSON (the lessons are in notebooks/en, notebooks/it, notebooks/de)" >&2
    exit 2
fi
ROOT_FLAG=""
[ "$(id -u)" = 0 ] && ROOT_FLAG="--allow-root"
echo "== opening $LESSON in JupyterLab (Ctrl-C to stop)"
exec .venv/bin/jupyter lab $ROOT_FLAG --LabApp.default_url="/lab/tree/$LESSON" "$@"
