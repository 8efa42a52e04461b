"""What if: the learner edits the position (elements, species, tiles, the animals' sheets) and
then plays on from it or discards it. The game's own history is kept aside meanwhile."""
from __future__ import annotations

from typing import Any

from ...engine.errors import MalformedError
from ..protocol import Int, OneOf, ProtocolError, Str, message
from .base import Mode
from .names import EXPLORE
from .transitions import ENTER_EXPLORE, LEAVE_EXPLORE, LEAVE_WHAT_IF

EDIT_ACTIONS = ("add_element", "remove_element", "set_species", "add_tile", "remove_tile",
                "add_sheet_element", "remove_sheet_element")


class ExploreMode(Mode):
    """The What if editor: the position edited, its methods and messages."""
    name = EXPLORE
    refused = {"choose": "leave the explore mode to play", "seat": LEAVE_WHAT_IF}

    def enter(self) -> None:
        self.table.go(ENTER_EXPLORE)
        self.table.session.enter_explore()
        self.table._after_change(schedule=False)

    def edit(self, action: str, **kw: Any) -> list[dict[str, Any]]:
        events = self.table.session.edit(action, **kw)
        self.table._after_change(schedule=False)
        return events

    def leave(self, start: bool) -> None:
        t = self.table
        if not t.session.leave_explore(start):
            return
        if start:
            t.example = {}
        t.go(LEAVE_EXPLORE)
        t._after_change()

    @message("explore", versioned=True, action=OneOf(choices=("enter", "discard", "start")))
    def _explore_message(self, action: str) -> None:
        if action == "enter":
            self.enter()
        else:
            self.leave(start=action == "start")

    @message("edit", versioned=True, action=OneOf(choices=EDIT_ACTIONS), target=Str(max_len=40),
             element=Str(max_len=20, optional=True), terrain=Str(max_len=20, optional=True),
             animal=Str(max_len=20, optional=True), count=Int(0, 60, optional=True))
    def _edit_message(self, action: str, target: str, **fields: Any) -> None:
        data = {k: v for k, v in fields.items() if v is not None}
        prefix, _, value = target.partition("-")
        try:
            if action in ("add_element", "remove_element"):
                if prefix != "corner":
                    raise MalformedError("elements go on corners")
                args = {"corner": value} | ({"element": data["element"]} if action == "add_element" else {})
            elif action == "set_species":
                if prefix != "tile":
                    raise MalformedError("species go on tiles")
                args = {"tile": value, "animal": data["animal"], "n": data["count"]}
            elif action in ("add_tile", "remove_tile"):
                if prefix not in ("hex", "tile"):
                    raise MalformedError("tiles go on board hexes")
                args = {"hex_": value} | ({"terrain": data["terrain"]} if action == "add_tile" else {})
            else:
                animal = data.get("animal") or value.split("-")[0]
                args = {"animal": animal, "element": data["element"]}
        except KeyError as exc:
            raise ProtocolError("message/bad_field", f"edit {action} needs field {exc}") from None
        self.edit(action, **args)
