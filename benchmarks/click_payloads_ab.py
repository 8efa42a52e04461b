"""Do two checkouts send the page the same bytes? The widget's messages for a seeded sequence of
clicks, in en, it and de, compared (A/B), for a change that should only make a click cheaper.

Run by hand (not a test), e.g. against main before a speed-up::

    git worktree add --detach /tmp/before main
    python benchmarks/click_payloads_ab.py /tmp/before . [--clicks 120] [--seeds 3 7]

Each checkout runs in its own Python process that imports ds_widget from it. Per language and
seed: a widget with four human seats (no bot moves, nothing runs on a timer) on a new game of the
seed, then on the browser tests' late-game position (``tests/e2e/measure.py``), is sent a
sequence of messages drawn from the seed: mostly a ``choose`` of a random legal option, now and
then an Undo (and a Redo), a step back through the history and back to the present, a preview, a
"why" on a tile, a focus, a theme and a language switch (and back), Present on and off. Every
state update the widget hands to ipywidgets (``Widget._send``: the trait values as the page gets
them, JSON) is recorded after each message, the one value that is a clock (``error.nonce``)
masked. Prints how many messages and updates each side sent and their digest, and the first
message whose updates differ (which trait, and where in it) — or that they are identical.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from measure import LATE_GAME  # noqa: E402

CHILD = r"""
import json, random, sys
sys.path.insert(0, sys.argv[1])
import ds_widget
assert ds_widget.__file__.startswith(sys.argv[1]), ds_widget.__file__
from ds_widget import DominantSpeciesWidget, Game
clicks, seeds = int(sys.argv[2]), [int(s) for s in sys.argv[3].split(",")]
OTHER = {"en": "it", "it": "de", "de": "en"}

def late():
    ns = {}
    exec(LATE_GAME, ns)
    return ns["g"]

def run(lang, seed, game, tag):
    w = DominantSpeciesWidget(players=["human"] * 4, game=game, lang=lang)
    sent = []
    def record(msg, buffers=None):
        state = dict(msg.get("state", {}))
        if isinstance(state.get("error"), dict) and "nonce" in state["error"]:
            state["error"] = dict(state["error"], nonce=0)
        sent.append(json.dumps(dict(msg, state=state), sort_keys=True, ensure_ascii=False))
    w._send = record
    rng = random.Random(seed)
    def send(m):
        before = len(sent)
        w._on_front_end_message(w, dict(m, version=w.version), [])
        print(json.dumps({"at": f"{tag} {lang} seed {seed}", "msg": m, "sent": sent[before:]}, ensure_ascii=False))
    for i in range(clicks):
        d = w.game.pending
        roll = rng.random()
        if d is None or roll < 0.06:
            send({"type": "undo"})
            if rng.random() < 0.5:
                send({"type": "redo"})
        elif roll < 0.08 and w.plies > 2:
            send({"type": "goto", "ply": rng.randrange(w.plies)})
            send({"type": "exit_replay"})
        elif roll < 0.10:
            send({"type": "preview", "option": rng.choice(d.options).id, "version": w.version})
        elif roll < 0.12 and w.game.state.tiles:
            h = rng.choice(sorted(w.game.state.tiles))
            send({"type": "why", "tile": f"{h[0]},{h[1]}"})
        elif roll < 0.13:
            send({"type": "focus", "index": rng.randrange(-1, 5)})
        elif roll < 0.14:
            send({"type": "theme", "theme": "dark"}); send({"type": "theme", "theme": "light"})
        elif roll < 0.16:
            send({"type": "lang", "lang": OTHER[lang]}); send({"type": "lang", "lang": lang})
        elif roll < 0.17:
            send({"type": "presentation", "on": True}); send({"type": "presentation", "on": False})
        else:
            send({"type": "choose", "option": rng.choice(d.options).id})

for lang in ("en", "it", "de"):
    for seed in seeds:
        run(lang, seed, Game.new(players=4, seed=seed), "new game")
        run(lang, seed, late(), "late game")
""".replace("LATE_GAME", repr(LATE_GAME))


def records(checkout: Path, clicks: int, seeds: list[int]) -> list[dict]:
    out = subprocess.run([sys.executable, "-c", CHILD, str(checkout.resolve()), str(clicks),
                          ",".join(map(str, seeds))], capture_output=True, text=True, check=True)
    return [json.loads(line) for line in out.stdout.splitlines()]


def where(a: str, b: str) -> str:
    """Which traits of two updates differ, and the first characters where."""
    sa, sb = json.loads(a)["state"], json.loads(b)["state"]
    if set(sa) != set(sb):
        return f"traits {sorted(set(sa) ^ set(sb))} sent by one side only"
    for k in sorted(sa):
        ta, tb = (json.dumps(x[k], sort_keys=True, ensure_ascii=False) for x in (sa, sb))
        if ta != tb:
            i = next((i for i, (x, y) in enumerate(zip(ta, tb)) if x != y), min(len(ta), len(tb)))
            around = slice(max(0, i - 60), i + 60)
            return f"trait {k!r} differs at character {i}: A {ta[around]!r} B {tb[around]!r}"
    return "the same traits, the same values (the message around them differs)"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", type=Path, help="checkout A (e.g. a worktree of main before the change)")
    ap.add_argument("b", type=Path, help="checkout B")
    ap.add_argument("--clicks", type=int, default=120, help="messages per language, seed and start")
    ap.add_argument("--seeds", type=int, nargs="+", default=[3, 7])
    args = ap.parse_args()
    runs = {side: records(path, args.clicks, args.seeds) for side, path in (("A", args.a), ("B", args.b))}
    for side, rs in runs.items():
        updates = [u for r in rs for u in r["sent"]]
        digest = hashlib.sha256("\n".join(updates).encode()).hexdigest()[:16]
        print(f"{side} {getattr(args, side.lower())}: {len(rs)} messages, {len(updates)} updates, "
              f"{sum(map(len, updates))} characters, sha256 {digest}")
    if len(runs["A"]) != len(runs["B"]):
        print(f"DIFFERENT: {len(runs['A'])} against {len(runs['B'])} messages")
        sys.exit(1)
    for ra, rb in zip(runs["A"], runs["B"]):
        if ra["msg"] != rb["msg"] or ra["sent"] != rb["sent"]:
            print(f"DIFFERENT at {ra['at']}, message {ra['msg']} / {rb['msg']}: "
                  + (f"{len(ra['sent'])} against {len(rb['sent'])} updates" if len(ra["sent"]) != len(rb["sent"])
                     else next(where(x, y) for x, y in zip(ra["sent"], rb["sent"]) if x != y)))
            sys.exit(1)
    print("IDENTICAL: every update of every message, byte for byte")


if __name__ == "__main__":
    main()
