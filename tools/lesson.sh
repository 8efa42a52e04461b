#!/usr/bin/env bash
# Set up ds_widget with JupyterLab and open the first lesson.
#  - creates .venv and installs ds_widget with the lesson extras (JupyterLab, matplotlib); pip's
#    own output goes to .venv/install.log and is shown only if the install fails
#  - JupyterLab in .venv asks no questions on its first start (no news or update prompt: a
#    settings override inside .venv only, never in your own Jupyter settings)
#  - starts JupyterLab on the first lesson, notebooks/en/01_setup_and_goal.ipynb, or on the lesson
#    given as first argument (e.g. notebooks/it/01_setup_and_goal.ipynb), with its kernel running;
#    the URL printed last opens that lesson itself, also without a desktop. Further arguments go
#    to jupyter lab.
set -euo pipefail
cd "$(dirname "$0")/.."

LESSON="notebooks/en/01_setup_and_goal.ipynb"
if [ "$#" -gt 0 ] && [[ "$1" == *.ipynb ]]; then
    LESSON="$1"
    shift
fi
if [ ! -f "$LESSON" ]; then
    echo "no such lesson: $LESSON (the lessons are in notebooks/en, notebooks/it, notebooks/de)" >&2
    exit 2
fi

if [ ! -x .venv/bin/python ]; then
    echo "== creating .venv"
    python3 -m venv .venv
fi
echo "== installing ds_widget with JupyterLab into .venv (a few minutes the first time)"
if ! { .venv/bin/python -m pip install -q --upgrade pip \
       && .venv/bin/python -m pip install -q -e ".[lessons]"; } >.venv/install.log 2>&1; then
    tail -n 30 .venv/install.log >&2
    echo "the install failed; pip's whole output is in .venv/install.log" >&2
    exit 1
fi
OVERRIDES=.venv/share/jupyter/lab/settings/overrides.json
if [ ! -f "$OVERRIDES" ]; then
    mkdir -p "$(dirname "$OVERRIDES")"
    echo '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' \
        >"$OVERRIDES"
fi

ROOT_FLAG=""
[ "$(id -u)" = 0 ] && ROOT_FLAG="--allow-root"
echo "== opening $LESSON in JupyterLab (Ctrl-C to stop); open the last URL below"
exec .venv/bin/jupyter lab $ROOT_FLAG --ServerApp.log_level=WARN --LabApp.log_level=WARN \
    --LabApp.news_url=None --LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate \
    --LabApp.default_url="/lab/tree/$LESSON" "$@"
