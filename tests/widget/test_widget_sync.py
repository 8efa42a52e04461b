"""The page learns a new version in the same message as the board, decision and history it numbers.

The front end (and every browser test) takes a changed ``data-version`` as "the update is
complete". A version sent on its own, before the rest, is seen first wherever messages arrive one
by one — the browser's Python (JupyterLite) sends each through a worker — and the page then shows a
new version over the old board.
"""
from __future__ import annotations

from ds_widget import DominantSpeciesWidget


def record_state_messages(w):
    sent: list[set[str]] = []
    original = w.send_state

    def send_state(key=None):
        keys = {key} if isinstance(key, str) else set(key) if key is not None else set(w.keys)
        sent.append(keys)
        return original(key)

    w.send_state = send_state
    return sent


def test_a_choice_reaches_the_page_in_one_message_with_its_version():
    w = DominantSpeciesWidget(players=["human"] * 4, seed=1)
    sent = record_state_messages(w)
    option = w.decision["options"][0]["id"]
    w._on_front_end_message(w, {"type": "choose", "option": option, "version": w.version}, [])
    with_version = [keys for keys in sent if "version" in keys]
    assert len(with_version) == 1, sent
    assert {"decision", "cursor", "plies", "status", "narration"} <= with_version[0]
    assert {"board", "board_patch"} & with_version[0]           # the picture, whole or its changes


def test_undo_and_bot_moves_too():
    w = DominantSpeciesWidget(players=["human", "greedy", "greedy", "greedy"], seed=1, auto=False)
    sent = record_state_messages(w)
    w.run_bots()
    w._on_front_end_message(w, {"type": "undo", "version": w.version}, [])
    with_version = [keys for keys in sent if "version" in keys]
    assert len(with_version) >= 1
    assert all({"decision", "cursor"} <= keys and {"board", "board_patch"} & keys for keys in with_version), sent


def test_the_board_and_the_svg_download_are_plain_strings_in_every_mode():
    """A str subclass (render's ``Svg``) is sent by marimo as ``{}``: its board read
    "[object Object]". Every trait the page reads text from holds a plain ``str``."""
    w = DominantSpeciesWidget(players=["human", "human"], seed=1, auto=False)
    assert type(w.svg) is str
    w.presentation = True
    assert type(w.svg) is str
    w.presentation = False
    w.enter_explore()
    assert type(w.svg) is str
    w.leave_explore(start=False)
    w.start_practice(seed=1)
    assert type(w.svg) is str
    w.leave_practice()
    w._on_front_end_message(w, {"type": "export_svg"}, [])
    assert type(w.download["text"]) is str and w.download["text"].startswith("<")


def test_every_trait_goes_out_as_plain_json_types():
    """A name that knows its grammar is a str subclass; marimo's JSON writer would send its
    attributes instead of its text (the page then fails on label.toLowerCase): every value the
    widget gives the page is a plain str, int, float, bool, list or dict."""
    from ds_widget import DominantSpeciesWidget
    from ds_widget.explain.grammar import Noun
    w = DominantSpeciesWidget(players=["human"] * 4, seed=7, lang="it")
    assert isinstance(w.decision["options"][0]["label"], Noun)      # the trait holds the name …

    def check(v, path):
        if isinstance(v, str):
            assert type(v) is str, (path, type(v))
        elif isinstance(v, dict):
            for k, x in v.items():
                check(k, path)
                check(x, f"{path}/{k}")
        elif isinstance(v, list):
            for i, x in enumerate(v):
                check(x, f"{path}[{i}]")
        else:
            assert v is None or type(v) in (int, float, bool), (path, type(v))
    check(w.get_state(), "")                                        # … the page gets its text
