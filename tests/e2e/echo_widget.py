"""A minimal echo widget: the baseline of the click -> painted latency benchmark."""
from __future__ import annotations

import anywidget
import traitlets


class EchoWidget(anywidget.AnyWidget):
    _esm = """
    function render({ model, el }) {
      const root = document.createElement("div");
      root.className = "echo-root";
      const b = document.createElement("button");
      b.className = "echo-button";
      b.textContent = "echo";
      root.appendChild(b);
      el.appendChild(root);
      const draw = () => { root.dataset.count = String(model.get("count")); b.textContent = "echo " + model.get("count"); };
      draw();
      model.on("change:count", draw);
      b.addEventListener("click", () => model.send({ type: "echo" }));
    }
    export default { render };
    """
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self) -> None:
        super().__init__()
        self.on_msg(self._echo)

    def _echo(self, _w, content, _b):
        if isinstance(content, dict) and content.get("type") == "echo":
            self.count += 1
