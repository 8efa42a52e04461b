"""lesson.sh prints only what a teacher needs (the URL, how to stop): asyncio's own log goes to
``.venv/lesson-server.log``. The browser test of lesson.sh met Tornado's "Task exception was never retrieved …
WebSocketClosedError" (a tab closed while the kernel was sending) in the teacher's terminal. Here the server's
logging is configured from lesson.sh's own arguments, and an asyncio error is logged: it reaches the file, not
stderr; without them (what lesson.sh did before) it reaches stderr."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ERROR = "Task exception was never retrieved"

CONFIGURE = """
import logging, sys
from jupyter_server.serverapp import ServerApp
app = ServerApp()
app.parse_command_line(sys.argv[1:-1])
app._configure_logging()
logging.getLogger("asyncio").error(sys.argv[-1])
"""


def lesson_logging_argument(log: Path) -> str:
    """``--ServerApp.logging_config=…`` as lesson.sh builds it (its own Python snippet, run here)."""
    script = (ROOT / "tools" / "lesson.sh").read_text(encoding="utf-8")
    snippet = re.search(r"SERVER_LOGGING=\"\$\(\.venv/bin/python -c '(.*?)' \"\$PWD", script, re.S)
    assert snippet, "lesson.sh no longer builds SERVER_LOGGING as this test expects"
    assert '--ServerApp.logging_config="$SERVER_LOGGING"' in script
    literal = subprocess.run([sys.executable, "-c", snippet.group(1), str(log)], check=True,
                             capture_output=True, text=True).stdout.strip()
    return f"--ServerApp.logging_config={literal}"


def run_server_logging(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", CONFIGURE, *args, ERROR], capture_output=True, text=True, timeout=120)


def test_asyncio_errors_go_to_the_lesson_server_log_not_the_terminal(tmp_path):
    log = tmp_path / "lesson-server.log"
    done = run_server_logging(lesson_logging_argument(log))
    assert done.returncode == 0, done.stderr
    assert ERROR not in done.stderr and ERROR in log.read_text(encoding="utf-8"), (done.stderr, log)
    # the planted fault: lesson.sh's arguments before, without the logging config
    before = run_server_logging()
    assert ERROR in before.stderr, before.stderr
