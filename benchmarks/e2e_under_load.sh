#!/usr/bin/env bash
# The whole browser suite (tests marked e2e: JupyterLab, the no-install site, lesson.sh, the player
# aid) N times in a row while two busy processes (`yes > /dev/null`, one per core of a 2-core
# machine) keep every core loaded; one line per run: exit code, wall seconds, load average at the
# start, pytest's summary. Issue 27 asks for 10 passing runs in a row.
#
#     ./benchmarks/e2e_under_load.sh 10        # from the project's root, after ./tools/test.sh
set -u
runs=${1:-10}
cd "$(dirname "$0")/.."
busy=()
for _ in 1 2; do yes > /dev/null & busy+=($!); done
trap 'kill "${busy[@]}" 2>/dev/null' EXIT
failed=0
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  log=$(mktemp)
  .venv/bin/python -m pytest -q -m e2e -p no:cacheprovider > "$log" 2>&1
  rc=$?
  [ "$rc" -eq 0 ] || failed=$((failed + 1))
  echo "run $i: exit $rc, $(( $(date +%s) - start )) s, load at start $load, $(tail -1 "$log")"
  rm -f "$log"
done
echo "$((runs - failed)) of $runs runs passed"
[ "$failed" -eq 0 ]
