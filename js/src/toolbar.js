// The toolbar: its buttons (one table), the language and rulebook-example lists, the file to load.
import { h } from "./dom.js";

/** @typedef {import("./types.js").Ctx} Ctx */

/**
 * A toolbar button: `id` is its data-action; `label` and `title` are shown until ui_text has
 * `labelKey` and `titleKey`; `on` says when it is lit, `off` when it is disabled.
 * @typedef {object} ToolbarButton
 * @property {string} id
 * @property {string} label
 * @property {string} labelKey
 * @property {string} [title]
 * @property {string} titleKey
 * @property {(ctx: Ctx) => void} click
 * @property {(ctx: Ctx) => boolean} [on]
 * @property {(ctx: Ctx) => boolean} [off]
 * @property {boolean} [pressed]   a toggle: aria-pressed says whether it is on
 */

/** Auto is "on" only while the bots really move by themselves: Undo and time travel pause them.
 *  @param {Ctx} ctx */
export const autoOn = ({ model }) => !!model.get("auto") && !(model.get("status") || {}).paused;

/**
 * The toolbar's buttons, in their order. A button that sends a message is named (data-action) by
 * the message's type.
 * @param {import("./types.js").Vocab} V
 * @returns {ToolbarButton[]}
 */
export function toolbarButtons(V) {
  const M = V.messages, A = V.actions, mode = V.modes;
  /** @param {Ctx} ctx @param {string} m */
  const inMode = ({ model }, m) => model.get("mode") === m;
  return [
    { id: M.undo, label: "◀ Undo", labelKey: "btn_undo", title: "Undo (←)", titleKey: "a11y.title_undo",
      click: ({ send }) => send({ type: M.undo }),
      off: (ctx) => !(ctx.model.get("status") || {}).can_undo || inMode(ctx, mode.explore) },
    { id: M.next, label: "Next ▶", labelKey: "btn_next", title: "Redo or let a bot move (→)", titleKey: "a11y.title_next",
      click: ({ send }) => send({ type: M.next }) },
    { id: M.auto, label: "Auto", labelKey: "btn_auto", titleKey: "a11y.title_auto",
      click: (ctx) => ctx.send({ type: M.auto, on: !autoOn(ctx) }), on: autoOn },
    { id: M.hint, label: "Hint", labelKey: "btn_hint", title: "What would the coach do, and why? (h)", titleKey: "a11y.title_hint",
      click: ({ send }) => send({ type: M.hint }) },
    // Why? sends nothing itself: a click on a tile then asks why it is dominated
    { id: M.why, label: "Why?", labelKey: "btn_why", title: "Click a tile to see why it is dominated", titleKey: "a11y.title_why",
      click: (ctx) => { ctx.state.whyMode = !ctx.state.whyMode; ctx.update(); }, on: (ctx) => ctx.state.whyMode },
    { id: M.presentation, label: "Present", labelKey: "btn_present", title: "(p)", titleKey: "a11y.title_present",
      click: ({ model, send }) => send({ type: M.presentation, on: !model.get("presentation") }),
      on: ({ model }) => !!model.get("presentation") },
    { id: M.explore, label: "What if…", labelKey: "btn_explore", titleKey: "a11y.title_explore",
      click: (ctx) => ctx.send({ type: M.explore, action: inMode(ctx, mode.explore) ? A.explore.discard : A.explore.enter }),
      on: (ctx) => inMode(ctx, mode.explore) },
    { id: M.save, label: "Save", labelKey: "btn_save", titleKey: "a11y.title_save",
      click: ({ send }) => send({ type: M.save }) },
    // Load opens the file dialog; the file is then sent (load, or practice's load)
    { id: M.load, label: "Load", labelKey: "btn_load", titleKey: "a11y.title_load",
      click: ({ fileInput }) => fileInput.click() },
    { id: "export", label: "SVG", labelKey: "btn_svg", title: "Export the picture", titleKey: "a11y.title_export",
      click: ({ send }) => send({ type: M.export_svg }) },
    { id: "new", label: "New game", labelKey: "btn_new_game", titleKey: "a11y.title_new",
      click: ({ send }) => send({ type: M.new_game }) },
    { id: M.review, label: "Review", labelKey: "btn_review", title: "The coach looks back over your decisions (r)",
      titleKey: "a11y.title_review",
      click: ({ send }) => send({ type: M.review, action: A.review.start }),
      on: (ctx) => inMode(ctx, mode.review),
      off: (ctx) => inMode(ctx, mode.practice) || inMode(ctx, mode.explore) },
    { id: M.teaching, label: "Teach", labelKey: "btn_teaching", title: "Teaching mode: a costly decision is flagged at once",
      titleKey: "a11y.title_teaching", pressed: true,
      click: ({ model, send }) => send({ type: M.teaching, on: !model.get("teaching") }),
      on: ({ model }) => !!model.get("teaching") },
    { id: M.practice, label: "Practice", labelKey: "btn_practice", title: "Questions about real positions, answered on the board",
      titleKey: "a11y.title_practice",
      click: (ctx) => ctx.send({ type: M.practice, action: inMode(ctx, mode.practice) ? A.practice.leave : A.practice.enter }),
      on: (ctx) => inMode(ctx, mode.practice) },
  ];
}

/**
 * Make the toolbar (buttons, lists, the note for a narrow Present) and the hidden file input;
 * `wireToolbar` makes them answer.
 * @param {import("./types.js").Vocab} V
 * @returns {{bar: HTMLDivElement, toolbar: ToolbarButton[], buttons: Record<string, HTMLButtonElement>,
 *            langSel: HTMLSelectElement, scenSel: HTMLSelectElement, fileInput: HTMLInputElement, narrowNote: HTMLSpanElement}}
 */
export function makeToolbar(V) {
  const bar = h("div", "ds-toolbar");
  const toolbar = toolbarButtons(V);
  /** @type {Record<string, HTMLButtonElement>} */
  const buttons = {};
  for (const spec of toolbar) {
    const b = h("button", "ds-btn", spec.label);
    b.dataset.action = spec.id;
    if (spec.title) b.title = spec.title;
    bar.appendChild(b);
    buttons[spec.id] = b;
  }
  const langSel = h("select", "ds-select");
  for (const l of V.languages) { const o = h("option", "", l); o.value = l; langSel.appendChild(o); }
  langSel.setAttribute("aria-label", "Language");
  bar.appendChild(langSel);
  const scenSel = h("select", "ds-select ds-scenarios");
  scenSel.setAttribute("aria-label", "Rulebook examples");
  bar.appendChild(scenSel);
  const fileInput = h("input");
  fileInput.type = "file"; fileInput.accept = ".json,application/json"; fileInput.style.display = "none";
  // Present in a narrow widget (JupyterLab's side bar open): say how to give the pictures room
  const narrowNote = h("span", "ds-note ds-narrow");
  bar.appendChild(narrowNote);
  return { bar, toolbar, buttons, langSel, scenSel, fileInput, narrowNote };
}

/**
 * The toolbar answers: its buttons, the lists, the file chosen to load (load, or practice's load).
 * @param {Ctx} ctx
 */
export function wireToolbar(ctx) {
  const { model, V, send, toolbar, buttons, langSel, scenSel, fileInput } = ctx;
  for (const spec of toolbar) buttons[spec.id].addEventListener("click", () => spec.click(ctx));
  langSel.addEventListener("change", () => send({ type: V.messages.lang, lang: langSel.value }));
  scenSel.addEventListener("change", () => { if (scenSel.value) send({ type: V.messages.scenario, name: scenSel.value }); });
  fileInput.addEventListener("change", async () => {
    const f = fileInput.files && fileInput.files[0];
    if (f) {
      const text = await f.text();
      send(model.get("mode") === V.modes.practice ? { type: V.messages.practice, action: V.actions.practice.load, text }
                                                   : { type: V.messages.load, text });
    }
    fileInput.value = "";
  });
}

/**
 * The toolbar as the traits say: buttons lit and disabled, their words, the lists.
 * @param {Ctx} ctx
 */
export function drawToolbar(ctx) {
  const { model, t, langSel, scenSel } = ctx;
  for (const spec of ctx.toolbar) {
    const b = ctx.buttons[spec.id];
    if (spec.off) b.disabled = spec.off(ctx);
    if (spec.on) b.classList.toggle("on", spec.on(ctx));
    if (spec.pressed && spec.on) b.setAttribute("aria-pressed", String(spec.on(ctx)));
    const label = t(spec.labelKey, ""), title = t(spec.titleKey, "");
    if (label) b.textContent = label;
    if (title) b.title = title;
  }
  langSel.value = model.get("lang");
  langSel.setAttribute("aria-label", t("a11y.language", "Language"));
  const scen = /** @type {{name: string, title: string}[]} */ (model.get("scenarios") || []);
  // rebuilt whenever its words change, not only its length: a new language renames every example
  const scenKey = JSON.stringify([t("scenarios", "Rulebook examples…"), scen.map((s) => [s.name, s.title])]);
  if (scenSel.dataset.key !== scenKey) {
    scenSel.dataset.key = scenKey;
    scenSel.replaceChildren();
    const o0 = h("option", "", t("scenarios", "Rulebook examples…")); o0.value = ""; scenSel.appendChild(o0);
    for (const s of scen) { const o = h("option", "", s.title); o.value = s.name; scenSel.appendChild(o); }
  }
  scenSel.value = "";
  scenSel.setAttribute("aria-label", t("a11y.examples", "Rulebook examples"));
}
