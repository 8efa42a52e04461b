"""The one door to the engine: :class:`Match` — setup, the pending decision, choices, history.

The widget, the bots, the tests and the command line all play through the same calls::

    >>> g = Match.new(players=4, seed=1)
    >>> d = g.pending
    >>> d.kind, d.animal == g.state.initiative[0]
    ('place_pawn', True)
    >>> events = g.choose(d.options[0].id)
    >>> g.undo(); g.ply
    0

History: undo, redo and time travel replay the recorded choices from snapshots taken every few
plies, so they are exact and cheap. :meth:`record` (setup, seed, choices) replays to the identical
state; :meth:`to_dict` saves the full state.
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, TypeVar

from . import actions, cards  # noqa: F401  (registers the ops)
from . import scenarios as scenario_library
from .calc import dominance_verdict, endangered, matching_breakdown, score_preview, survival
from .errors import DSError, IllegalChoiceError, InvalidStateError, MalformedError, SetupError, brief
from .flow import Decision, Option, choose, pending
from .hexmap import hex_str, parse_hex
from .history import KEPT, History, label_of
from .serialize import STATE_FORMAT, parse_json, saved_setup, state_from_dict, state_to_dict
from .setup import new_state, normalise_setup
from .state import RECORD_VERSION, State

RECORD_FORMAT = "ds_widget.record"
#: the keyword options of :meth:`Match.new`
SETUP_OPTIONS = frozenset({"animals", "multi", "controllers", "random_earth", "short_game",
                           "remove_cards", "max_turns"})


def check_ply(value: object, last: int, what: str = "ply") -> int:
    """``value`` as a place in the history, 0 to ``last``; raises :class:`MalformedError` for
    anything else (a string, a bool, a float, a number out of range)."""
    if value.__class__ is not int or not 0 <= value <= last:  # type: ignore[operator]
        raise MalformedError(f"{what} must be a whole number from 0 to {last}, got {brief(value)}")
    return value  # type: ignore[return-value]


def legacy_mammal_save(game: Match, next_choice: str) -> None:
    """Replaying a version 1 record: there the mammals saved their species on a single qualifying
    tile without a question, so the record goes on with the next decision's choice. Make that save."""
    d = game.pending
    if (d is not None and d.kind == "mammal_save" and len(d.options) == 2
            and next_choice not in d.ids):
        game.choose(d.options[0].id)


class HistoryEntry(dict):  # type: ignore[type-arg]
    """One applied choice: ply, animal, decision kind, rule, option id, the option's facts (what
    it referred to then, see :func:`~ds_widget.engine.flow.option_facts`) and its events."""


#: a game of this class or of a subclass (``Game``): the constructors make one of ``cls``
M = TypeVar("M", bound="Match")

class Match:
    """One game of Dominant Species and its history: the engine's door. Create with :meth:`new`,
    :meth:`from_record` or :meth:`from_dict`. (:class:`ds_widget.Game` adds the picture.)"""

    def __init__(self, state: State, *, from_setup: bool = True) -> None:
        if state.events is None:
            state.events = []
        pending(state)
        self.start_events: list[dict[str, Any]] = list(state.events)
        """events of setup and of the automatic steps before the first decision"""
        state.events = []
        self._state = state
        self._history = History(state.clone())
        self._root_is_setup = from_setup
        self._cursor = 0
        self.example: dict[str, Any] | None = None
        """name, source and choices when the game is a rulebook example"""

    # ----------------------------------------------------------------------------- creation
    @classmethod
    def new(cls: type[M], players: int = 4, seed: int = 0, **options: Any) -> M:
        """A new game. Options: ``animals``, ``multi``, ``controllers``, ``random_earth``,
        ``short_game``, ``remove_cards``, ``max_turns`` (see :func:`normalise_setup`)."""
        unknown = sorted(set(options) - SETUP_OPTIONS)
        if unknown:
            raise SetupError(f"unknown setup option(s) {', '.join(map(brief, unknown))}; the options are "
                             f"{', '.join(sorted(SETUP_OPTIONS))}")
        return cls(new_state(normalise_setup(players, seed=seed, **options)))

    @classmethod
    def from_state(cls: type[M], state: State) -> M:
        """A game whose history starts at ``state`` (a scenario or an edited position)."""
        return cls(state, from_setup=False)

    @classmethod
    def scenario(cls: type[M], name: str, *, play: bool = False) -> M:
        """A worked example of the rulebook (see :func:`scenarios`): the position just before
        the example's decision. ``game.example`` holds its name, source and choices (its title
        and text are words: :func:`ds_widget.explain.scenarios.scenario_words`); ``play=True``
        also plays those choices."""
        st, _data = scenario_library.load(name)
        game = cls.from_state(st)
        game.example = scenario_library.info(name)
        if play:
            game.play(game.example["choices"])
        return game

    @staticmethod
    def scenarios() -> list[dict[str, Any]]:
        """The worked examples that :meth:`scenario` loads: name, source (their titles:
        :func:`ds_widget.explain.scenarios.scenario_list`)."""
        return scenario_library.list_scenarios()

    # ------------------------------------------------------------------------------- queries
    @property
    def state(self) -> State:
        """The live state. Treat it as read-only: change it only through :meth:`choose`."""
        return self._state

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, or None when the game is over."""
        return pending(self._state)

    @property
    def options(self) -> list[Option]:
        d = self.pending
        return list(d.options) if d else []

    def is_legal(self, option_id: str) -> bool:
        d = self.pending
        return d is not None and d.get(option_id) is not None

    @property
    def is_over(self) -> bool:
        return self._state.over

    @property
    def result(self) -> dict[str, Any] | None:
        """Why and how the game ended: reason, winner, scores; None while it goes on."""
        return self._state.result

    @property
    def winner(self) -> str | None:
        """The winning animal (docs/rules.md §11; food-chain tie-break), once the game is over."""
        return self._state.result["winner"] if self._state.result else None

    @property
    def completed(self) -> bool:
        """The game ended by the rules (Ice Age), not by a turn limit."""
        result = self._state.result
        return bool(result and result["reason"] == "ice_age")

    @property
    def ply(self) -> int:
        """How many choices have been applied (the cursor in the history)."""
        return self._cursor

    @property
    def choices(self) -> list[str]:
        """The option ids chosen so far (up to the cursor)."""
        return self._history.choices[:self._cursor]

    @property
    def line(self) -> list[str]:
        """Every choice the history holds, those after the cursor (for redo) included."""
        return list(self._history.choices)

    @property
    def plies(self) -> int:
        """How many choices the history holds, those after the cursor (for redo) included."""
        return len(self._history)

    @property
    def history(self) -> list[HistoryEntry]:
        """One entry per applied choice up to the cursor, with its events."""
        return self.history_tail(self._cursor)

    def history_tail(self, n: int) -> list[HistoryEntry]:
        """The last ``n`` entries of :attr:`history` (built without the earlier ones)."""
        if n.__class__ is not int or n < 0:  # type: ignore[operator]
            raise MalformedError(f"n must be a whole number of entries, got {brief(n)}")
        start = max(0, self._cursor - n)
        if start >= self._cursor:
            return []
        h = self._history
        return [HistoryEntry(ply=ply, option=h.choices[ply - 1], events=events, **label)
                for ply, (label, events) in enumerate(h.span(start + 1, self._cursor), start + 1)]

    def events_of(self, ply: int) -> list[dict[str, Any]]:
        """Events of choice number ``ply`` (1-based); ply 0 gives the start events."""
        check_ply(ply, len(self._history))
        if ply == 0:
            return list(self.start_events)
        return list(self._history.entry(ply)[1])

    @property
    def last_events(self) -> list[dict[str, Any]]:
        return self.events_of(self._cursor)

    # read-only calculations ------------------------------------------------------------------
    def matching(self, animal: str, tile: str | tuple[int, int]) -> dict[str, Any]:
        """Matching of ``animal`` on ``tile`` with its terms (docs/rules.md §7.1); changes nothing."""
        h = self._tile(tile)
        if not isinstance(animal, str) or animal not in self._state.animals:
            raise MalformedError(f"{brief(animal)} is not an animal in play "
                                 f"({', '.join(self._state.animals)})")
        return matching_breakdown(self._state, animal, h)

    def dominance(self, tile: str | tuple[int, int]) -> dict[str, Any]:
        """The dominance verdict for ``tile`` with its reasons (docs/rules.md §7.3)."""
        return dominance_verdict(self._state, self._tile(tile))

    def endangered(self) -> list[dict[str, Any]]:
        """Every endangered (tile, animal, species) (docs/rules.md §7.2)."""
        return [{"tile": hex_str(h), "animal": a, "species": n}
                for h, a, n in endangered(self._state)]

    def preview_scoring(self, tile: str | tuple[int, int]) -> dict[str, Any]:
        """What scoring ``tile`` now would award (docs/rules.md §7.4)."""
        return score_preview(self._state, self._tile(tile))

    def survival(self) -> dict[str, Any]:
        """Who would hold the Survival card now, and its bonus (docs/rules.md §8.3 B)."""
        return survival(self._state)

    def _tile(self, tile: str | tuple[int, int]) -> tuple[int, int]:
        h = parse_hex(tile)
        if h not in self._state.tiles:
            raise MalformedError(f"({hex_str(h)}) is not an earth tile")
        return h

    # ------------------------------------------------------------------------------- playing
    def choose(self, option_id: str) -> list[dict[str, Any]]:
        """Apply an option of the pending decision; returns the events it caused.

        Raises :class:`IllegalChoiceError` (naming the rule) and leaves everything unchanged if the
        option is not legal now. A new choice after :meth:`undo` discards the redo branch.
        """
        return self._play(option_id, words=True)

    def _play(self, option_id: str, *, words: bool) -> list[dict[str, Any]]:
        """Apply the choice and add it to the history; with ``words`` its label and events are
        made and kept (a record loaded in haste leaves them to be made on demand)."""
        st = self._state
        label = label_of(self.pending, option_id) if words else None
        st.events = [] if words else None
        try:
            choose(st, option_id)
        except DSError:
            st.events = []
            raise
        except Exception:
            # an engine bug mid-way: restore the exact previous state before re-raising
            self._state = self.state_at(self._cursor)
            raise
        events = st.events or []
        st.events = []
        self._history.cut(self._cursor)             # a new branch after undo: forget the old one
        self._history.add(option_id, st, (label, events) if label is not None else None)
        self._cursor += 1
        return events

    def peek(self, option_id: str) -> tuple[State, list[dict[str, Any]]]:
        """Apply ``option_id`` to a copy of the state: the state it leads to and the events it
        causes (for previews and search). The game is not changed; raises like :meth:`choose`."""
        st = self._state.clone()
        st.events = []
        choose(st, option_id)
        return st, st.events or []

    def play(self, option_ids: Iterable[str]) -> None:
        for o in option_ids:
            self.choose(o)

    # ------------------------------------------------------------------------------- history
    @property
    def can_undo(self) -> bool:
        return self._cursor > 0

    @property
    def can_redo(self) -> bool:
        return self._cursor < len(self._history)

    def state_at(self, ply: int) -> State:
        """A copy of the state after ``ply`` choices (0 = the start); the game is not changed."""
        check_ply(ply, len(self._history))
        return self._history.state_at(ply)

    def goto(self, ply: int) -> None:
        """Move the cursor to ``ply`` (time travel); later choices stay available for redo."""
        self._state = self.state_at(ply)
        self._cursor = ply

    def undo(self) -> None:
        if not self.can_undo:
            raise IllegalChoiceError("there is nothing to undo", rule="history")
        self.goto(self._cursor - 1)

    def redo(self) -> None:
        if not self.can_redo:
            raise IllegalChoiceError("there is nothing to redo", rule="history")
        st = self._state
        st.events = None
        choose(st, self._history.choices[self._cursor])
        st.events = []
        self._cursor += 1

    # --------------------------------------------------------------------------------- files
    def record(self) -> dict[str, Any]:
        """The game record: setup options (seed included) and the choices up to the cursor; a
        game that did not start from a fresh setup also carries its start state."""
        return {"format": RECORD_FORMAT, "version": RECORD_VERSION,
                "setup": dict(self._history.root.setup), "choices": self.choices,
                "start": None if self._root_is_setup else state_to_dict(self._history.root)}

    @classmethod
    def from_record(cls: type[M], record: Any, *, upto: int | None = None) -> M:
        """Replay a record (all of it, or its first ``upto`` choices); raises
        :class:`InvalidStateError` if it is malformed or a choice is illegal."""
        if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
            raise InvalidStateError(f"not a ds_widget game record (expected format {brief(RECORD_FORMAT)})")
        version = record.get("version")
        if version not in (1, RECORD_VERSION) or isinstance(version, bool):
            raise InvalidStateError(f"record version {brief(version)} is not supported "
                                    f"(this ds_widget reads versions 1 and {RECORD_VERSION})")
        choices = record.get("choices")
        if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
            raise InvalidStateError("the record's choices must be a list of option ids")
        if upto is not None:
            if upto.__class__ is not int or not 0 <= upto <= len(choices):  # type: ignore[operator]
                raise InvalidStateError(f"the record has {len(choices)} choices; cannot stop after "
                                        f"{brief(upto)}")
            choices = choices[:upto]
        if record.get("start") is not None:
            game = cls.from_state(state_from_dict(record["start"]))
        else:
            setup = record.get("setup")
            if not isinstance(setup, dict):
                raise InvalidStateError("the record has no setup")
            norm = saved_setup(setup)
            game = cls(new_state(norm))
        words_from = len(choices) - KEPT     # the words of the newest choices only: the rest on demand
        for i, c in enumerate(choices):
            if version == 1:
                legacy_mammal_save(game, c)
            try:
                game._play(c, words=i >= words_from)
            except DSError as exc:
                raise InvalidStateError(f"choice #{i + 1} of the record ({brief(c)}) cannot be "
                                        f"played: {exc}") from None
            except Exception as exc:  # noqa: BLE001 - a start the checks let through and the engine cannot play on
                raise InvalidStateError(f"choice #{i + 1} of the record ({brief(c)}) cannot be played "
                                        f"from its start ({type(exc).__name__})") from None
        return game

    def to_dict(self) -> dict[str, Any]:
        """The full current state (see :mod:`.serialize`)."""
        return state_to_dict(self._state)

    @classmethod
    def from_dict(cls: type[M], data: Any) -> M:
        return cls.from_state(state_from_dict(data))

    def to_json(self, **kw: Any) -> str:
        return json.dumps(self.to_dict(), **kw)

    @classmethod
    def load(cls: type[M], data: Any) -> M:
        """Load a saved state or a game record (a dict or JSON text), whichever it is."""
        if isinstance(data, (str, bytes, bytearray)):
            data = parse_json(data)
        if isinstance(data, dict) and data.get("format") == RECORD_FORMAT:
            return cls.from_record(data)
        if isinstance(data, dict) and data.get("format") == STATE_FORMAT:
            return cls.from_dict(data)
        raise InvalidStateError("neither a ds_widget state nor a game record "
                                f"(format {data.get('format') if isinstance(data, dict) else None!r})")

    def __repr__(self) -> str:
        st = self._state
        if st.over:
            return f"<{type(self).__name__} over after turn {st.turn}: {self.winner} wins>"
        d = self.pending
        who = f"{d.animal}: {d.kind}" if d else "-"
        return f"<{type(self).__name__} turn {st.turn}, {st.phase}, ply {self._cursor}, next {who}>"

