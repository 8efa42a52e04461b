"""The lesson page's Python side: run a lesson's code cells without Jupyter, and carry the widget's
state and messages to the page (docs/site.md, "The lesson pages").

Used twice, with the same code:

* when the site is built (``tools/build_pages.py``, in CPython): every code cell of a lesson is run
  and what it shows is kept as HTML, so the page shows it at once;
* in the page (``site/page/worker.js``, Pyodide in a Web Worker): the cells up to the last one that
  shows a widget are run again, and each widget they show is mounted in its place on the page.

Jupyter is not there, so two small modules stand in for it (:func:`install`): ``IPython.display``
(only ``display``, which the lesson helpers call) and ``anywidget`` (only ``AnyWidget``, the base
class of :class:`ds_widget.DominantSpeciesWidget`). The stand-in follows ipywidgets' contract for a
widget's state, so the same widget class runs unchanged: every trait tagged ``sync=True`` is sent
to the page when it changes (through the class's ``_trait_to_json``), ``hold_sync`` gathers the
changes of a block into one message, ``set_state`` takes the page's writes (and does not echo a
value back to the page that sent it), ``send`` / ``on_msg`` carry custom messages. It loads
neither ipywidgets nor IPython (0.4–0.7 s of imports in the browser).

Messages to the page are JSON text given to ``post``: ``{"kind": "open", "id", "slot", "state"}``,
``{"kind": "update", "id", "state"}``, ``{"kind": "custom", "id", "content"}``. From the page:
:func:`receive` with ``{"kind": "update", "id", "state"}`` or ``{"kind": "custom", "id", "content"}``.
"""
from __future__ import annotations

import ast
import html
import json
import sys
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import traitlets


def _post_nowhere(text: str) -> None:
    """Where messages go when no page listens (the build)."""


#: the page's end of the bridge: a function taking one JSON text (set by the worker)
post: Callable[[str], None] = _post_nowhere
#: the widgets on the page, by id
WIDGETS: dict[str, AnyWidget] = {}
#: what a cell shows goes here (:func:`run_cell` sets it)
_shown: list[Any] = []
#: the page's Python: the lesson's names, and which of its code cells have run (by index)
SCOPE: dict[str, Any] = {"__name__": "__main__"}
_ran: set[int] = set()


class AnyWidget(traitlets.HasTraits):
    """anywidget's ``AnyWidget`` as the page needs it: ipywidgets' state contract, no Jupyter comm."""

    _count = 0

    def __init__(self, **kwargs: Any) -> None:
        self._holding = False
        self._to_send: set[str] = set()
        self._lock: dict[str, Any] = {}
        self._callbacks: list[Callable[..., Any]] = []
        self._open = False
        """opened on the page (:func:`mount`): its changes are sent from then on (ipywidgets
        sends a widget's whole state when its comm opens, its changes after)"""
        AnyWidget._count += 1
        self.model_id = f"w{AnyWidget._count}"
        super().__init__(**kwargs)
        WIDGETS[self.model_id] = self

    @property
    def keys(self) -> list[str]:
        """The traits the page shares (tagged ``sync=True``), as ipywidgets' ``keys``."""
        return sorted(self.trait_names(sync=True))

    @staticmethod
    def _trait_to_json(x: Any, self: Any) -> Any:
        return x

    def get_state(self, key: str | list[str] | None = None) -> dict[str, Any]:
        keys = self.keys if key is None else [key] if isinstance(key, str) else list(key)
        return {k: self.trait_metadata(k, "to_json", self._trait_to_json)(getattr(self, k), self) for k in keys}

    def send_state(self, key: str | list[str] | None = None) -> None:
        post(json.dumps({"kind": "update", "id": self.model_id, "state": self.get_state(key)}))

    @contextmanager
    def hold_sync(self) -> Iterator[None]:
        """Every change inside the block reaches the page in one message, at its end."""
        if self._holding:
            yield
            return
        self._holding = True
        try:
            yield
        finally:
            self._holding = False
            if self._to_send:
                keys, self._to_send = sorted(self._to_send), set()
                self.send_state(keys)

    def notify_change(self, change: Any) -> None:
        name = change["name"]
        if self._open and name in self.trait_names(sync=True) and not self._echo(name):
            if self._holding:
                self._to_send.add(name)
            else:
                self.send_state(name)
        super().notify_change(change)

    def _echo(self, name: str) -> bool:
        """The page wrote this very value: it need not be sent back (ipywidgets' property lock)."""
        if name not in self._lock:
            return False
        return bool(self._lock[name] == self.get_state(name)[name])

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """The page's writes, as ipywidgets applies them."""
        self._lock = dict(sync_data)
        try:
            with self.hold_sync(), self.hold_trait_notifications():
                for name, value in sync_data.items():
                    if name in self.keys:
                        setattr(self, name, self.trait_metadata(name, "from_json", lambda v, _: v)(value, self))
        finally:
            self._lock = {}

    def send(self, content: Any, buffers: Any = None) -> None:
        post(json.dumps({"kind": "custom", "id": self.model_id, "content": content}))

    def on_msg(self, callback: Callable[..., Any], remove: bool = False) -> None:
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def close(self) -> None:
        WIDGETS.pop(self.model_id, None)

    def _repr_mimebundle_(self, **kwargs: Any) -> None:
        return None


def display(*objs: Any, raw: bool = False, **kwargs: Any) -> None:
    """IPython's ``display``: what a cell shows is kept in order (:func:`run_cell`)."""
    for obj in objs:
        if isinstance(obj, AnyWidget) or not hasattr(obj, "_ipython_display_"):
            _shown.append(obj)
        else:
            obj._ipython_display_()


def install() -> None:
    """The stand-ins for ``anywidget`` and ``IPython.display``, before ds_widget is imported."""
    anywidget = types.ModuleType("anywidget")
    anywidget.AnyWidget = AnyWidget  # type: ignore[attr-defined]
    ipython = types.ModuleType("IPython")
    ipython.__path__ = []   # a package, so that ``import IPython.display`` finds the submodule
    shown = types.ModuleType("IPython.display")
    shown.display = display  # type: ignore[attr-defined]
    ipython.display = shown  # type: ignore[attr-defined]
    sys.modules.update({"anywidget": anywidget, "IPython": ipython, "IPython.display": shown})


def receive(text: str) -> None:
    """A message from the page: a state write or a custom message to a widget."""
    m = json.loads(text)
    w = WIDGETS.get(m.get("id"))
    if w is None:
        return
    if m["kind"] == "update":
        w.set_state(m["state"])
    elif m["kind"] == "custom":
        for cb in list(w._callbacks):
            cb(w, m["content"], [])


def run_cell(source: str, scope: dict[str, Any]) -> list[Any]:
    """Run one cell as Jupyter does (its last expression shown); returns what it showed."""
    _shown.clear()
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), scope)
    if last is not None:
        value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), scope)
        if value is not None:
            display(value)
    return list(_shown)


def as_html(obj: Any) -> tuple[str, str]:
    """(kind, HTML) of a shown object: ``("widget", id)``, or ``("html", markup)``."""
    if isinstance(obj, AnyWidget):
        return "widget", obj.model_id
    if isinstance(obj, dict):                       # display(bundle, raw=True)
        if "text/html" in obj:
            return "html", obj["text/html"]
        return "html", f"<pre>{html.escape(str(obj.get('text/plain', '')))}</pre>"
    for method in ("_repr_html_", "_repr_svg_"):
        if hasattr(obj, method):
            return "html", getattr(obj, method)()
    return "html", f"<pre>{html.escape(repr(obj))}</pre>"


def mount(code: list[str], live: list[int]) -> None:
    """In the page: run the lesson's code cells numbered ``live`` (those its widgets need,
    ``tools/build_pages.py``) and open each widget they show in the next slot of the page."""
    slot = 0
    for i in live:
        _ran.add(i)
        for obj in run_cell(code[i], SCOPE):
            if isinstance(obj, AnyWidget):
                obj._open = True
                post(json.dumps({"kind": "open", "id": obj.model_id, "slot": slot, "state": obj.get_state()}))
                slot += 1


def answer(code: list[str], upto: int, mine: str) -> str:
    """A learner's code ``mine``, run after the lesson's first ``upto`` code cells (those not run
    yet are run first, in order; what they show is on the page already). JSON:
    ``{"shown": [HTML …]}`` or ``{"error": text}``."""
    try:
        for i in range(upto):
            if i not in _ran:
                _ran.add(i)
                run_cell(code[i], SCOPE)
        shown = []
        for obj in run_cell(mine, SCOPE):
            kind, text = as_html(obj)
            shown.append(text if kind == "html" else f"<pre>{html.escape(repr(obj))}</pre>")
    except Exception as exc:  # noqa: BLE001 - the learner's code: its error is the answer shown
        return json.dumps({"error": f"{type(exc).__name__}: {exc}"})
    return json.dumps({"shown": shown})


def needed(code: list[str], widgets: list[int], holders: set[str]) -> list[int]:
    """The code cells the widgets shown by cells ``widgets`` need, in order: those cells, every
    earlier cell that binds a name they (or a needed cell) read, and every earlier cell that reads
    one of ``holders``, the names bound to widgets (it may act on a widget). A cell that only shows
    a picture is not run again."""
    def names(source: str) -> tuple[set[str], set[str]]:
        binds, reads = set(), set()
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Name):
                (binds if isinstance(node.ctx, ast.Store) else reads).add(node.id)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                binds.update((a.asname or a.name).split(".")[0] for a in node.names)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                binds.add(node.name)
        return binds, reads

    if not widgets:
        return []
    parsed = [names(c) for c in code[:max(widgets) + 1]]
    keep = set(widgets)
    want = set().union(*(parsed[i][1] for i in widgets))
    for i in range(max(widgets), -1, -1):
        binds, reads = parsed[i]
        if i in keep or binds & want or reads & holders:
            keep.add(i)
            want |= reads
    return sorted(keep)
