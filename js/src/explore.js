// What if…: the palette of things a click on the board adds, sets or removes, and the way out.
import { h } from "./dom.js";

/** @typedef {import("./types.js").Ctx} Ctx */

/** The words naming a palette row's values, by the tool's kind.
 *  @type {Record<string, string>} */
const NAME_KIND = { element: "element", sheet: "element", species: "animal", tile: "terrain" };

/**
 * The palette (What if… only): a row a kind of edit, a chip a value; remove instead of add; the count.
 * @param {Ctx} ctx
 */
export function drawPalette(ctx) {
  const { model, t, send, paletteEl, V } = ctx;
  paletteEl.replaceChildren();
  if (model.get("mode") !== V.modes.explore) return;
  paletteEl.appendChild(h("div", "ds-h", t("explore_title", "What if… click the board to edit")));
  /** @param {string} label @param {string} kind @param {readonly string[]} values */
  const row = (label, kind, values) => {
    const r = h("div", "ds-row");
    r.appendChild(h("span", "ds-label", label));
    for (const v of values) {
      const tool = ctx.state.tool;
      const b = h("button", "ds-chip" + (tool.kind === kind && tool.value === v ? " on" : ""),
                  t(`name.${NAME_KIND[kind]}.${v}`, v));
      b.addEventListener("click", () => { ctx.state.tool = Object.assign({}, ctx.state.tool, { kind, value: v }); drawPalette(ctx); });
      r.appendChild(b);
    }
    paletteEl.appendChild(r);
  };
  row(t("palette_element", "Element on a corner"), "element", V.elements);
  const animals = (model.get("status").scores || []).map((/** @type {{animal: string}} */ s) => s.animal);
  row(t("palette_species", "Species on a tile"), "species", animals);
  row(t("palette_tile", "Tile on an empty hex"), "tile", V.terrains);
  row(t("palette_sheet", "Element on an animal"), "sheet", V.elements);
  const opts = h("div", "ds-row");
  const rm = h("label", "ds-label");
  const cb = h("input"); cb.type = "checkbox"; cb.checked = !!ctx.state.tool.remove;
  cb.addEventListener("change", () => { ctx.state.tool.remove = cb.checked; });
  rm.appendChild(cb); rm.appendChild(document.createTextNode(" " + t("palette_remove", "remove instead of add")));
  opts.appendChild(rm);
  const cnt = h("input", "ds-count"); cnt.type = "number"; cnt.min = "0"; cnt.max = "20"; cnt.value = String(ctx.state.tool.count ?? 1);
  cnt.title = t("palette_count", "species count to set");
  cnt.addEventListener("change", () => { ctx.state.tool.count = Math.max(0, parseInt(cnt.value || "0", 10)); });
  const cntLabel = h("label", "ds-label", t("palette_count", "count") + " ");   // its visible name
  cntLabel.appendChild(cnt);
  opts.appendChild(cntLabel);
  paletteEl.appendChild(opts);
  const leave = h("div", "ds-row");
  const keep = h("button", "ds-btn", t("explore_start", "Play on from here"));
  keep.dataset.action = "explore-start";
  keep.addEventListener("click", () => send({ type: V.messages.explore, action: V.actions.explore.start }));
  const drop = h("button", "ds-btn", t("explore_discard", "Discard edits"));
  drop.dataset.action = "explore-discard";
  drop.addEventListener("click", () => send({ type: V.messages.explore, action: V.actions.explore.discard }));
  leave.appendChild(keep); leave.appendChild(drop);
  paletteEl.appendChild(leave);
}
