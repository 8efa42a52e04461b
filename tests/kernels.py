"""Run a notebook as a learner's kernel runs it, the kernel reached over local sockets (IPC files in the
Jupyter runtime folder) rather than TCP ports: two test workers starting kernels at once can be handed the
same free port (jupyter_client picks one, then the kernel binds it), and the kernel that loses never answers
("Address already in use", "Kernel didn't respond in 60 seconds": seen 2026-11-30 under ``-n 2``). The
ecosystem's own answer (jupyter_client's ``transport="ipc"``), not a retry."""
from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from nbclient import NotebookClient
from traitlets.config import Config


def run_notebook(nb: Any, folder: Path) -> None:
    """Execute ``nb`` in place, its kernel started in ``folder``; its sockets in a folder of their own (an
    absolute path: the kernel and this client have different working folders)."""
    with tempfile.TemporaryDirectory(prefix="ds-kernel-") as sockets:
        config = Config({"KernelManager": {"transport": "ipc", "ip": str(Path(sockets) / "kernel")}})
        NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(folder)}},
                       config=config).execute()
