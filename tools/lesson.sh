#!/usr/bin/env bash
# Set up ds_widget with JupyterLab and open the first lesson.
#  - creates .venv and installs ds_widget with the lesson extras (JupyterLab, matplotlib); pip's
#    own output goes to .venv/install.log and is shown only if the install fails. Installed again
#    only when pyproject.toml has changed since (so a second start needs no network)
#  - JupyterLab in .venv asks no questions on its first start (no news or update prompt: a
#    settings override inside .venv only, never in your own Jupyter settings)
#  - the lessons open from your own working copy of the course, workspace/ (git-ignored;
#    DS_WIDGET_WORKSPACE names another folder), never from notebooks/ itself: JupyterLab saves
#    outputs into the notebook it opened and lesson 10 writes its worksheet beside it, so the course
#    would change as it is used. A copy was chosen over a Jupytext pairing because a pairing keeps
#    only the outputs out of the course, not the files a lesson writes, and the notebooks are built
#    from lessons/ (tools/build_lessons.py), so a paired text would be a second source. A copy you
#    have not changed is refreshed when the course changes; one with your own text in it is kept
#    (lesson.sh says so; delete it to get the course's version). tools/lesson.py does this, and signs
#    the copies with your own Jupyter secret, so JupyterLab opens them trusted
#  - starts JupyterLab on the first lesson, notebooks/en/01_setup_and_goal.ipynb, or on the lesson
#    given as first argument (e.g. notebooks/it/01_setup_and_goal.ipynb), with its kernel running;
#    the URL printed last opens that lesson itself, also without a desktop (a browser is opened only
#    where there is one, not with --no-browser). Further arguments go to jupyter lab.
#  - prints only what a teacher needs: the URL and how to stop. JupyterLab's own start-up lines are
#    left out by giving it a token (JUPYTER_TOKEN) instead of letting it make one and print a banner;
#    kernels talk to JupyterLab over local sockets (IPC), not TCP, so they need no encryption; and
#    JupyterLab's websocket keep-alive ping is off: jupyter_server gives Tornado milliseconds where
#    it expects seconds, so Tornado warns about it, and a server on this machine needs no keep-alive
#    through a proxy. Ctrl-C stops it at once (answer_yes: no "Shut down this Jupyter server?").
#    asyncio's own log (Python's "asyncio" logger) goes to .venv/lesson-server.log, not the terminal:
#    when a browser tab closes while the kernel is sending, Tornado's write to the closed websocket
#    ends in "Task exception was never retrieved … WebSocketClosedError", a traceback about nothing
#    the teacher did (a race known to jupyter_server and Tornado; the browser test of lesson.sh met it)
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
STAMP=.venv/ds_widget-lessons.installed
WANTED="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ "$(cat "$STAMP" 2>/dev/null)" != "$WANTED" ]; then
    echo "== installing ds_widget with JupyterLab into .venv (a few minutes the first time)"
    if ! { .venv/bin/python -m pip install -q --upgrade pip \
           && .venv/bin/python -m pip install -q -e ".[lessons]"; } >.venv/install.log 2>&1; then
        tail -n 30 .venv/install.log >&2
        echo "the install failed; pip's whole output is in .venv/install.log" >&2
        exit 1
    fi
    echo "$WANTED" >"$STAMP"
fi
OVERRIDES=.venv/share/jupyter/lab/settings/overrides.json
if [ ! -f "$OVERRIDES" ]; then
    mkdir -p "$(dirname "$OVERRIDES")"
    echo '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' \
        >"$OVERRIDES"
fi

# the working copy: JupyterLab's root folder and the lesson's address in it (JupyterLab opens no browser)
LAB_ARGS="$(.venv/bin/python tools/lesson.py prepare "$LESSON")"
mapfile -t LAB_ARGS <<<"$LAB_ARGS"
export JUPYTER_TOKEN="${JUPYTER_TOKEN:-$(.venv/bin/python -c 'import secrets; print(secrets.token_hex(24))')}"
ROOT_FLAG=""
[ "$(id -u)" = 0 ] && ROOT_FLAG="--allow-root"
# signs the copies, prints the URL once JupyterLab listens and opens a browser where there is one
# ($$ is JupyterLab's process id after the exec below)
NO_BROWSER=""
for arg in "$@"; do
    case "$arg" in --no-browser|--ServerApp.open_browser=False) NO_BROWSER="--no-browser" ;; esac
done
.venv/bin/python tools/lesson.py announce $$ "$LESSON" $NO_BROWSER &
# asyncio's log to a file (see above), written as a Python literal: what traitlets reads for a dict
SERVER_LOGGING="$(.venv/bin/python -c 'import sys; print(repr({
    "handlers": {"lesson_log": {"class": "logging.FileHandler", "filename": sys.argv[1]}},
    "loggers": {"asyncio": {"handlers": ["lesson_log"], "propagate": False}}}))' "$PWD/.venv/lesson-server.log")"
exec .venv/bin/jupyter lab $ROOT_FLAG "${LAB_ARGS[@]}" --ServerApp.log_level=WARN --LabApp.log_level=WARN \
    --LabApp.news_url=None --LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate \
    --ServerApp.answer_yes=True --KernelManager.transport=ipc \
    --ServerApp.tornado_settings='{"ws_ping_interval": 0}' --ServerApp.logging_config="$SERVER_LOGGING" "$@"
