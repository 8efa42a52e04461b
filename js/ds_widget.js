// Generated from js/src by npm run build --prefix js: do not edit by hand.

// src/dom.js
var SVG_NS = "http://www.w3.org/2000/svg";
var h = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== void 0) e.textContent = text;
  return e;
};
function parseInto(parent, markup) {
  const tmp = parent.namespaceURI === SVG_NS ? document.createElementNS(SVG_NS, "g") : document.createElement("div");
  tmp.innerHTML = markup;
  return tmp;
}

// src/host.js
function hostTheme(doc, win) {
  const b = doc && doc.body || { dataset: {}, classList: { contains: () => false } };
  const html = doc && doc.documentElement || { dataset: {}, classList: { contains: () => false } };
  if (b.dataset.jpThemeLight !== void 0) return b.dataset.jpThemeLight === "false" ? "dark" : "light";
  const kind = b.dataset.vscodeThemeKind;
  if (kind) return /dark|high-contrast$/.test(kind) && kind !== "vscode-high-contrast-light" ? "dark" : "light";
  for (const e of [b, html]) {
    if (e.classList.contains("dark") || e.classList.contains("dark-mode") || e.dataset.theme === "dark" || e.dataset.mode === "dark") return "dark";
    if (e.classList.contains("light") || e.dataset.theme === "light" || e.dataset.mode === "light") return "light";
  }
  return win && win.matchMedia && win.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}
function hideStillPicture(el) {
  const out = el && el.closest ? el.closest(".jp-OutputArea-child") : null;
  const prev = out ? out.previousElementSibling : null;
  if (prev && prev.querySelector(".ds-still")) prev.style.display = "none";
  return !!(prev && prev.style.display === "none");
}
function hideWhenPlaced(el) {
  let tries = 0;
  const again = () => {
    if (el.isConnected) hideStillPicture(el);
    else if (tries++ < 120) requestAnimationFrame(again);
  };
  again();
}
function followTheme(ctx) {
  const { model, send, V } = ctx;
  const follow = () => {
    const want = hostTheme(document, window);
    if (want !== model.get("theme")) send({ type: V.messages.theme, theme: want });
  };
  const themeWatch = new MutationObserver(follow);
  for (const e of [document.body, document.documentElement]) {
    if (e) themeWatch.observe(e, { attributes: true, attributeFilter: ["class", "data-jp-theme-light", "data-vscode-theme-kind", "data-theme", "data-mode"] });
  }
  const media = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  if (media) media.addEventListener("change", follow);
  follow();
  return () => {
    themeWatch.disconnect();
    if (media) media.removeEventListener("change", follow);
  };
}

// src/toolbar.js
var autoOn = ({ model }) => !!model.get("auto") && !(model.get("status") || {}).paused;
function toolbarButtons(V) {
  const M = V.messages, A = V.actions, mode = V.modes;
  const inMode = ({ model }, m) => model.get("mode") === m;
  return [
    {
      id: M.undo,
      label: "\u25C0 Undo",
      labelKey: "btn_undo",
      title: "Undo (\u2190)",
      titleKey: "a11y.title_undo",
      click: ({ send }) => send({ type: M.undo }),
      off: (ctx) => !(ctx.model.get("status") || {}).can_undo || inMode(ctx, mode.explore)
    },
    {
      id: M.next,
      label: "Next \u25B6",
      labelKey: "btn_next",
      title: "Redo or let a bot move (\u2192)",
      titleKey: "a11y.title_next",
      click: ({ send }) => send({ type: M.next })
    },
    {
      id: M.auto,
      label: "Auto",
      labelKey: "btn_auto",
      titleKey: "a11y.title_auto",
      click: (ctx) => ctx.send({ type: M.auto, on: !autoOn(ctx) }),
      on: autoOn
    },
    {
      id: M.hint,
      label: "Hint",
      labelKey: "btn_hint",
      title: "What would the coach do, and why? (h)",
      titleKey: "a11y.title_hint",
      click: ({ send }) => send({ type: M.hint })
    },
    // Why? sends nothing itself: a click on a tile then asks why it is dominated
    {
      id: M.why,
      label: "Why?",
      labelKey: "btn_why",
      title: "Click a tile to see why it is dominated",
      titleKey: "a11y.title_why",
      click: (ctx) => {
        ctx.state.whyMode = !ctx.state.whyMode;
        ctx.update();
      },
      on: (ctx) => ctx.state.whyMode
    },
    {
      id: M.presentation,
      label: "Present",
      labelKey: "btn_present",
      title: "(p)",
      titleKey: "a11y.title_present",
      click: ({ model, send }) => send({ type: M.presentation, on: !model.get("presentation") }),
      on: ({ model }) => !!model.get("presentation")
    },
    {
      id: M.explore,
      label: "What if\u2026",
      labelKey: "btn_explore",
      titleKey: "a11y.title_explore",
      click: (ctx) => ctx.send({ type: M.explore, action: inMode(ctx, mode.explore) ? A.explore.discard : A.explore.enter }),
      on: (ctx) => inMode(ctx, mode.explore)
    },
    {
      id: M.save,
      label: "Save",
      labelKey: "btn_save",
      titleKey: "a11y.title_save",
      click: ({ send }) => send({ type: M.save })
    },
    // Load opens the file dialog; the file is then sent (load, or practice's load)
    {
      id: M.load,
      label: "Load",
      labelKey: "btn_load",
      titleKey: "a11y.title_load",
      click: ({ fileInput }) => fileInput.click()
    },
    {
      id: "export",
      label: "SVG",
      labelKey: "btn_svg",
      title: "Export the picture",
      titleKey: "a11y.title_export",
      click: ({ send }) => send({ type: M.export_svg })
    },
    {
      id: "new",
      label: "New game",
      labelKey: "btn_new_game",
      titleKey: "a11y.title_new",
      click: ({ send }) => send({ type: M.new_game })
    },
    {
      id: M.review,
      label: "Review",
      labelKey: "btn_review",
      title: "The coach looks back over your decisions (r)",
      titleKey: "a11y.title_review",
      click: ({ send }) => send({ type: M.review, action: A.review.start }),
      on: (ctx) => inMode(ctx, mode.review),
      off: (ctx) => inMode(ctx, mode.practice) || inMode(ctx, mode.explore)
    },
    {
      id: M.teaching,
      label: "Teach",
      labelKey: "btn_teaching",
      title: "Teaching mode: a costly decision is flagged at once",
      titleKey: "a11y.title_teaching",
      pressed: true,
      click: ({ model, send }) => send({ type: M.teaching, on: !model.get("teaching") }),
      on: ({ model }) => !!model.get("teaching")
    },
    {
      id: M.practice,
      label: "Practice",
      labelKey: "btn_practice",
      title: "Questions about real positions, answered on the board",
      titleKey: "a11y.title_practice",
      click: (ctx) => ctx.send({ type: M.practice, action: inMode(ctx, mode.practice) ? A.practice.leave : A.practice.enter }),
      on: (ctx) => inMode(ctx, mode.practice)
    }
  ];
}
function makeToolbar(V) {
  const bar = h("div", "ds-toolbar");
  const toolbar = toolbarButtons(V);
  const buttons = {};
  for (const spec of toolbar) {
    const b = h("button", "ds-btn", spec.label);
    b.dataset.action = spec.id;
    if (spec.title) b.title = spec.title;
    bar.appendChild(b);
    buttons[spec.id] = b;
  }
  const langSel = h("select", "ds-select");
  for (const l of V.languages) {
    const o = h("option", "", l);
    o.value = l;
    langSel.appendChild(o);
  }
  langSel.setAttribute("aria-label", "Language");
  bar.appendChild(langSel);
  const scenSel = h("select", "ds-select ds-scenarios");
  scenSel.setAttribute("aria-label", "Rulebook examples");
  bar.appendChild(scenSel);
  const fileInput = h("input");
  fileInput.type = "file";
  fileInput.accept = ".json,application/json";
  fileInput.style.display = "none";
  const narrowNote = h("span", "ds-note ds-narrow");
  bar.appendChild(narrowNote);
  return { bar, toolbar, buttons, langSel, scenSel, fileInput, narrowNote };
}
function wireToolbar(ctx) {
  const { model, V, send, toolbar, buttons, langSel, scenSel, fileInput } = ctx;
  for (const spec of toolbar) buttons[spec.id].addEventListener("click", () => spec.click(ctx));
  langSel.addEventListener("change", () => send({ type: V.messages.lang, lang: langSel.value }));
  scenSel.addEventListener("change", () => {
    if (scenSel.value) send({ type: V.messages.scenario, name: scenSel.value });
  });
  fileInput.addEventListener("change", async () => {
    const f = fileInput.files && fileInput.files[0];
    if (f) {
      const text = await f.text();
      send(model.get("mode") === V.modes.practice ? { type: V.messages.practice, action: V.actions.practice.load, text } : { type: V.messages.load, text });
    }
    fileInput.value = "";
  });
}
function drawToolbar(ctx) {
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
  const scen = (
    /** @type {{name: string, title: string}[]} */
    model.get("scenarios") || []
  );
  const scenKey = JSON.stringify([t("scenarios", "Rulebook examples\u2026"), scen.map((s) => [s.name, s.title])]);
  if (scenSel.dataset.key !== scenKey) {
    scenSel.dataset.key = scenKey;
    scenSel.replaceChildren();
    const o0 = h("option", "", t("scenarios", "Rulebook examples\u2026"));
    o0.value = "";
    scenSel.appendChild(o0);
    for (const s of scen) {
      const o = h("option", "", s.title);
      o.value = s.name;
      scenSel.appendChild(o);
    }
  }
  scenSel.value = "";
  scenSel.setAttribute("aria-label", t("a11y.examples", "Rulebook examples"));
}

// src/patch.js
function applyPatch(box, ops) {
  const at = (path) => {
    let el = box;
    for (const i of path) {
      el = Number.isInteger(i) && el ? el.children[i] : null;
    }
    return el || null;
  };
  if (!Array.isArray(ops)) return false;
  for (const op of ops) {
    const el = Array.isArray(op) && Array.isArray(op[1]) ? at(op[1]) : null;
    if (!el) return false;
    if (op[0] === "splice") {
      const [, , start, count, parts] = op;
      if (!Number.isInteger(start) || !Number.isInteger(count) || start < 0 || count < 0 || start + count > el.children.length || !Array.isArray(parts) || !parts.every((x) => typeof x === "string")) return false;
    } else if (op[0] !== "tag" || typeof op[2] !== "string" || el === box) {
      return false;
    }
  }
  for (const op of ops) {
    const el = at(op[1]);
    if (!el) return false;
    if (op[0] === "tag") {
      const src = parseInto(
        /** @type {Element} */
        el.parentNode,
        `${op[2]}</${el.localName}>`
      ).firstElementChild;
      if (!src) continue;
      for (const a of [...el.attributes]) if (!src.hasAttributeNS(a.namespaceURI, a.localName)) el.removeAttributeNS(a.namespaceURI, a.localName);
      for (const a of [...src.attributes]) el.setAttributeNS(a.namespaceURI, a.name, a.value);
      continue;
    }
    const [, , start, count, parts] = op;
    for (let k = 0; k < count; k++) el.children[start].remove();
    const made = parseInto(el, parts.join(""));
    const ref = el.children[start] || null;
    while (made.firstChild) el.insertBefore(made.firstChild, ref);
  }
  return true;
}

// src/keys.js
function keyAction(key, V) {
  const M = V.messages;
  const keys = { ArrowLeft: M.undo, ArrowRight: M.next, h: M.hint, p: M.presentation, r: M.review, Escape: M.focus };
  return Object.hasOwn(keys, key) ? keys[key] : null;
}
function arrowStep(key, i, n) {
  if (!n) return null;
  if (key === "Home") return 0;
  if (key === "End") return n - 1;
  if (key === "ArrowRight" || key === "ArrowDown") return i < 0 ? 0 : (i + 1) % n;
  if (key === "ArrowLeft" || key === "ArrowUp") return i < 0 ? n - 1 : (i - 1 + n) % n;
  return null;
}
function listenForShortcuts(ctx) {
  const { model, send, root, V } = ctx;
  const M = V.messages;
  root.addEventListener("keydown", (ev) => {
    const target = (
      /** @type {HTMLElement} */
      ev.target
    );
    if (target && (target.tagName === "INPUT" || target.tagName === "SELECT")) return;
    const a = keyAction(ev.key, V);
    if (!a || model.get("mode") === V.modes.practice && a !== M.presentation) return;
    ev.preventDefault();
    if (a === M.presentation) send({ type: a, on: !model.get("presentation") });
    else if (a === M.focus) send({ type: a, index: -1 });
    else if (a === M.review) {
      if (model.get("mode") === V.modes.play) send({ type: a, action: V.actions.review.start });
    } else if (a === M.undo || a === M.next || a === M.hint) send({ type: a });
  });
}

// src/messages.js
function buttonOptions(options) {
  const onBoard = (options || []).filter((o) => o.target);
  const plain = (options || []).filter((o) => !o.target);
  return onBoard.concat(plain);
}
function clickMessage(el, mode, version, tool, V) {
  if (!el) return null;
  if (mode === V.modes.explore) {
    const target = el.getAttribute("data-target");
    return target ? editMessage(tool, target, V) : null;
  }
  const choice = el.getAttribute("data-choice");
  return choice ? { type: V.messages.choose, option: choice, version } : null;
}
function practiceMessage(el, practice, V) {
  if (!el || !practice || practice.answered) return null;
  const choice = el.getAttribute("data-choice") || "";
  if (!choice.startsWith("answer:")) return null;
  return { type: V.messages.practice, action: V.actions.practice.pick, value: choice.slice(7), question: practice.number };
}
function editMessage(tool, target, V) {
  if (!tool || !target) return null;
  const type = V.messages.edit, A = V.actions.edit;
  const [prefix, ...rest] = target.split("-");
  const value = rest.join("-");
  const t = tool.kind;
  if (t === "element" && prefix === "corner") {
    return { type, action: tool.remove ? A.remove_element : A.add_element, target, element: tool.value };
  }
  if (t === "species" && prefix === "tile") {
    return { type, action: A.set_species, target, animal: tool.value, count: tool.count ?? 0 };
  }
  if (t === "tile" && (prefix === "hex" || prefix === "tile")) {
    return tool.remove ? { type, action: A.remove_tile, target } : { type, action: A.add_tile, target, terrain: tool.value };
  }
  if (t === "sheet" && (prefix === "animal" || prefix === "sheet")) {
    const animal = value.split("-")[0];
    return {
      type,
      action: tool.remove ? A.remove_sheet_element : A.add_sheet_element,
      target,
      animal,
      element: tool.value
    };
  }
  return null;
}

// src/words.js
function statusLine(status, ui) {
  if (!status || status.turn === void 0) return "";
  const w = (k) => {
    const v = ui && ui[k];
    return typeof v === "string" ? v : "";
  };
  if (status.caption) return [status.caption, status.over ? w("example_over") : status.phase].filter(Boolean).join(" \xB7 ");
  const scores = (status.scores || []).map((s) => `${s.name} ${s.vp}`).join(" \xB7 ");
  const phase = status.over ? w("game_over") || status.phase || "Game over" : status.phase;
  return `${w("turn") || "Turn"} ${status.turn} \xB7 ${phase} \xB7 ${scores}`;
}
function spokenName(label, shown) {
  const vis = (shown || "").replace(/\s+/g, " ").trim();
  return vis && !label.toLowerCase().includes(vis.toLowerCase()) ? `${label}, ${vis}` : label;
}
function counted(word, key, n, fallback, lang) {
  const sent = word(key, "");
  if (!sent || typeof sent !== "object") return fallback;
  const forms = (
    /** @type {Record<string, string>} */
    sent
  );
  let category = "other";
  try {
    category = new Intl.PluralRules(lang || "en").select(n);
  } catch (e) {
  }
  const form = forms[category] || forms.other;
  return form ? form.split("{n}").join(String(n)) : fallback;
}

// src/practice.js
function drawPractice(ctx) {
  const { model, t, decisionEl, V } = ctx;
  const p = model.get("practice") || {};
  const q = (k, d) => t("practice." + k, d);
  const A = V.actions.practice;
  const pm = (m) => ctx.send({ type: V.messages.practice, question: p.number, ...m });
  const head = h(
    "div",
    "ds-who ds-practice-head",
    `${counted(ctx.word, "practice.question", p.number, `Question ${p.number}`, model.get("lang"))} \xB7 ${p.kind_name}`
  );
  const level = h("select", "ds-select ds-level");
  level.title = q("level", "Level");
  for (const n of [1, 2, 3]) {
    const o = h("option", "", q("level_" + n, String(n)));
    o.value = String(n);
    level.appendChild(o);
  }
  level.value = String(p.difficulty);
  level.addEventListener("change", () => pm({ action: A.level, difficulty: parseInt(level.value, 10) }));
  const lab = h("label", "ds-label ds-level-label", q("level", "Level") + " ");
  lab.appendChild(level);
  const headRow = h("div", "ds-row");
  headRow.appendChild(head);
  headRow.appendChild(lab);
  decisionEl.appendChild(headRow);
  decisionEl.appendChild(h("div", "ds-prompt ds-question", p.text));
  const g = p.grade || {};
  if (!p.answered) {
    decisionEl.appendChild(h("div", "ds-note ds-how", p.how));
    const row = h("div", "ds-options ds-answer-row");
    if (p.format === "number") {
      const inp = h("input", "ds-number");
      inp.type = "text";
      inp.inputMode = "numeric";
      inp.size = 5;
      inp.setAttribute("aria-label", q("number_label", "Your answer"));
      const go = () => {
        if (inp.value.trim()) pm({ action: A.number, text: inp.value.trim() });
      };
      inp.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          go();
        }
      });
      row.appendChild(inp);
      const b = h("button", "ds-btn ds-check", q("check", "Check"));
      b.dataset.action = "practice-check";
      b.addEventListener("click", go);
      row.appendChild(b);
    }
    for (const c of p.buttons || []) {
      const b = h("button", "ds-option", c.label);
      b.dataset.answer = c.value;
      b.addEventListener("click", () => pm({ action: A.pick, value: c.value }));
      row.appendChild(b);
    }
    if (p.select === "all") {
      const b = h("button", "ds-btn ds-check", q("check", "Check"));
      b.dataset.action = "practice-check";
      b.addEventListener("click", () => pm({ action: A.check }));
      row.appendChild(b);
    }
    decisionEl.appendChild(row);
    if (p.select === "all") decisionEl.appendChild(h("div", "ds-note ds-picked-text", p.picked_text));
  } else {
    const box = h("div", "ds-grade " + (g.correct ? "ds-right" : "ds-wrong"));
    box.appendChild(h("div", "ds-h ds-headline", g.headline));
    box.appendChild(h("div", "ds-note ds-given", g.given));
    const expl = h("div", "ds-explanation");
    for (const line of g.lines || [g.explanation]) expl.appendChild(h("div", "ds-line", line));
    box.appendChild(expl);
    decisionEl.appendChild(box);
  }
  const nav = h("div", "ds-row");
  const next = h("button", "ds-btn" + (p.answered ? " on" : ""), q("next", "Next question"));
  next.dataset.action = "practice-next";
  next.addEventListener("click", () => pm({ action: A.next }));
  const leave = h("button", "ds-btn", q("leave", "Back to the game"));
  leave.dataset.action = "practice-leave";
  leave.addEventListener("click", () => pm({ action: A.leave }));
  nav.appendChild(next);
  nav.appendChild(leave);
  decisionEl.appendChild(nav);
}
function drawProgress(ctx) {
  const { model, t, progressEl, V } = ctx;
  progressEl.replaceChildren();
  const p = model.get("practice") || {};
  if (model.get("mode") !== V.modes.practice || !p.number) return;
  progressEl.appendChild(h("div", "ds-h", t("practice.title", "Practice")));
  progressEl.appendChild(h("div", "ds-progress-line", p.progress));
  if ((p.kinds || []).length) {
    progressEl.appendChild(h("div", "ds-h", t("practice.by_kind", "By kind of question")));
    for (const r of p.kinds) progressEl.appendChild(h("div", "ds-note", `${r.name}: ${r.line}`));
  }
}

// src/decision.js
function drawDecision(ctx) {
  const { model, t, send, decisionEl, V } = ctx;
  const d = model.get("decision") || {};
  const st = model.get("status") || {};
  const mode = model.get("mode");
  const key = JSON.stringify([
    d,
    st.over,
    st.summary,
    mode,
    mode === V.modes.practice ? model.get("practice") : null,
    model.get("ui_text"),
    model.get("lang")
  ]);
  if (key === ctx.state.lastDecisionKey) return;
  ctx.state.lastDecisionKey = key;
  if (model.get("mode") === V.modes.explore) {
    decisionEl.replaceChildren();
    return;
  }
  if (model.get("mode") === V.modes.practice) {
    decisionEl.replaceChildren();
    drawPractice(ctx);
    return;
  }
  if (!d.kind) {
    decisionEl.replaceChildren(h("div", "ds-prompt ds-over", st.over ? st.summary || t("game_over", "Game over") : ""));
    return;
  }
  const p = panel(ctx);
  p.who.textContent = `${d.animal_name} \xB7 ${t("seat", "player")} ${d.seat + 1} \xB7 ${t("seat_kind." + d.seat_kind, d.seat_kind)}`;
  p.who.dataset.animal = d.animal;
  p.prompt.textContent = d.prompt;
  const human = d.seat_kind === "human";
  p.botNote.textContent = human ? "" : t("bot_turn", "A bot decides: press Next, or switch Auto on.");
  const parts = [p.who, p.prompt, p.wrap, p.more, ...human ? [] : [p.botNote]];
  if (decisionEl.children.length !== parts.length || parts.some((e, i) => decisionEl.children[i] !== e)) {
    decisionEl.replaceChildren(...parts);
  }
  const wrap = p.wrap;
  const before = new Map([...wrap.children].map((b) => [
    /** @type {HTMLElement} */
    b.dataset.choice,
    b
  ]));
  const wanted = buttonOptions(d.options).map((o) => {
    let b = (
      /** @type {HTMLButtonElement | undefined} */
      before.get(o.id)
    );
    if (!b) {
      b = /** @type {HTMLButtonElement} */
      h("button", "ds-option", o.label);
      b.dataset.choice = o.id;
      const id = o.id;
      b.addEventListener("click", () => send({ type: V.messages.choose, option: id, version: model.get("version") }));
      b.addEventListener("mouseenter", () => schedulePreview(ctx, id));
    } else if (b.textContent !== o.label) {
      b.textContent = o.label;
    }
    b.disabled = !human;
    return b;
  });
  const keep = new Set(wanted);
  for (const b of [...wrap.children]) if (!keep.has(
    /** @type {HTMLButtonElement} */
    b
  )) wrap.removeChild(b);
  wanted.forEach((b, i) => {
    if (wrap.children[i] !== b) wrap.insertBefore(b, wrap.children[i] || null);
    b.tabIndex = i ? -1 : 0;
  });
  wrap.setAttribute("aria-label", d.prompt || "");
  if (!human) wrap.tabIndex = 0;
  else wrap.removeAttribute("tabindex");
  wrap.scrollTop = 0;
  const more = p.more;
  requestAnimationFrame(() => {
    const edge = wrap.getBoundingClientRect().bottom;
    const hidden = [...wrap.children].filter((b) => b.getBoundingClientRect().top >= edge - 1).length;
    more.textContent = hidden ? counted(ctx.word, "a11y.more_options", hidden, `${hidden} more choices: scroll the list`, model.get("lang")) : "";
  });
}
function panel(ctx) {
  if (ctx.state.decisionParts) return ctx.state.decisionParts;
  const wrap = h("div", "ds-options");
  wrap.setAttribute("role", "group");
  wrap.addEventListener("keydown", (ev) => {
    const bs = [.../** @type {NodeListOf<HTMLButtonElement>} */
    wrap.querySelectorAll("button:not([disabled])")];
    const n = arrowStep(ev.key, bs.indexOf(
      /** @type {HTMLButtonElement} */
      ev.target
    ), bs.length);
    if (n === null) return;
    ev.preventDefault();
    ev.stopPropagation();
    for (const b of bs) b.tabIndex = -1;
    bs[n].tabIndex = 0;
    bs[n].focus();
  });
  const parts = {
    who: h("div", "ds-who"),
    prompt: h("div", "ds-prompt"),
    wrap,
    more: h("div", "ds-note ds-more"),
    botNote: h("div", "ds-note")
  };
  ctx.state.decisionParts = parts;
  return parts;
}
function schedulePreview(ctx, option) {
  const { model, send, V } = ctx;
  if (!option || option === ctx.state.lastPreview) return;
  ctx.state.lastPreview = option;
  clearTimeout(ctx.state.previewTimer);
  ctx.state.previewTimer = setTimeout(() => send({ type: V.messages.preview, option, version: model.get("version") }), 150);
}
var HINT_FOLDS = 4;
function drawHint(ctx, fold) {
  const { model, t, hintEl } = ctx;
  const hint = model.get("hint") || {};
  const open = [...hintEl.children].some((c) => c.classList.contains("ds-hint-more") && /** @type {HTMLDetailsElement} */
  c.open);
  hintEl.replaceChildren();
  hintEl.dataset.fold = String(fold);
  if (!hint.option) return;
  hintEl.appendChild(h("div", "ds-h", t("hint", "Hint")));
  hintEl.appendChild(h("div", "", hint.text || hint.label));
  const more = (
    /** @type {HTMLDetailsElement} */
    h("details", "ds-note ds-hint-more")
  );
  more.open = open;
  more.appendChild(h("summary", "", t("hint_more", "More reasons")));
  const row = (where, label, reasons) => {
    const r = where.appendChild(h("div", "ds-note ds-hint-row"));
    r.appendChild(h("b", "", `${label}: `));
    r.appendChild(document.createTextNode(reasons.join(" \xB7 ")));
  };
  (hint.ranking || []).forEach((r, i) => {
    const reasons = r.reasons || [];
    const shown = fold < 2 ? reasons.length : fold < 3 && i ? 1 : 0;
    if (shown) row(hintEl, r.label, reasons.slice(0, shown));
    if (reasons.length > shown) row(more, r.label, reasons.slice(shown));
  });
  if (hint.legend) (fold ? more : hintEl).appendChild(h("div", "ds-note ds-legend", hint.legend));
  if (hint.how) (fold ? more : hintEl).appendChild(h("div", "ds-note ds-how", hint.how));
  if (more.children.length > 1) hintEl.appendChild(more);
}
function drawAssist(ctx) {
  const { model, t, previewEl, whyEl } = ctx;
  drawHint(ctx, 0);
  const p = model.get("preview") || {};
  previewEl.replaceChildren();
  if (p.option && (p.lines || []).length) {
    previewEl.appendChild(h("div", "ds-h", t("preview", "If you choose this")));
    for (const line of p.lines) previewEl.appendChild(h("div", "ds-note", line));
  }
  const w = model.get("why") || {};
  whyEl.replaceChildren();
  if (w.text) {
    whyEl.appendChild(h("div", "ds-h", t("why", "Why?")));
    whyEl.appendChild(h("div", "", w.text));
  }
}

// src/board.js
var nearest = (target, selector) => {
  const e = (
    /** @type {Element | null} */
    target
  );
  return e && e.closest ? (
    /** @type {Focusable | null} */
    e.closest(selector)
  ) : null;
};
var tileAt = (target) => {
  const where = nearest(target, '[data-target^="tile-"]')?.getAttribute("data-target");
  return where ? where.slice(5) : null;
};
function showBoard(ctx) {
  const { model, board, V } = ctx;
  const whole = model.get("board") || {};
  if (typeof whole.svg === "string" && (whole.n > ctx.state.shownBoard || whole.nonce !== ctx.state.boardNonce)) {
    board.innerHTML = whole.svg;
    ctx.state.shownBoard = whole.n;
    ctx.state.boardNonce = whole.nonce;
    ctx.state.askedWhole = false;
  }
  const patch = model.get("board_patch") || {};
  if (Array.isArray(patch.ops) && patch.n > ctx.state.shownBoard) {
    if (patch.base === ctx.state.shownBoard && applyPatch(board, patch.ops)) ctx.state.shownBoard = patch.n;
    else if (!ctx.state.askedWhole) {
      ctx.state.askedWhole = true;
      ctx.send({ type: V.messages.board });
    }
  }
}
function markBoard(ctx) {
  const { model, board } = ctx;
  const mark = (id, cls) => board.querySelectorAll(`[data-choice="${CSS.escape(id)}"]`).forEach((e) => e.classList.add(cls));
  board.querySelectorAll(".ds-hinted").forEach((e) => e.classList.remove("ds-hinted"));
  const hint = model.get("hint") || {};
  if (hint.option) mark(hint.option, "ds-hinted");
  const hintKey = hint.option ? `${hint.version}:${hint.option}` : "";
  for (const v of (model.get("practice") || {}).picked || []) mark("answer:" + v.value, "ds-picked");
  return hintKey;
}
function boardChoices(ctx) {
  const { model, board, V } = ctx;
  const mode = model.get("mode");
  if (mode === V.modes.practice) {
    const p = model.get("practice") || {};
    return p.answered ? [] : [.../** @type {NodeListOf<Focusable>} */
    board.querySelectorAll('[data-choice^="answer:"]')];
  }
  const d = model.get("decision") || {};
  if (mode !== V.modes.play && mode !== V.modes.review || d.seat_kind !== "human") return [];
  const out = [];
  for (const o of d.options || []) {
    const e = o.target ? (
      /** @type {Focusable | null} */
      board.querySelector(`[data-choice="${CSS.escape(o.id)}"]`)
    ) : null;
    if (e) out.push(e);
  }
  return out;
}
function decorateBoard(ctx) {
  const { model, board, t } = ctx;
  board.setAttribute("aria-label", t("a11y.board", "Board: press an arrow key to move between the choices it offers, Enter to choose, Escape to come back here."));
  for (const svg of board.querySelectorAll("svg")) {
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-label", ctx.statusEl.textContent || "Dominant Species");
  }
  const labels = /* @__PURE__ */ new Map();
  const d = model.get("decision") || {};
  for (
    const o of
    /** @type {Option[]} */
    d.options || []
  ) labels.set(o.id, o.name || o.label);
  for (const c of (model.get("practice") || {}).board || []) labels.set("answer:" + c.value, c.label);
  const live = new Set(boardChoices(ctx));
  for (const e of board.querySelectorAll("[data-choice]")) {
    e.setAttribute("tabindex", "-1");
    const on = live.has(
      /** @type {Focusable} */
      e
    );
    const tile = on && (e.getAttribute("data-target") || "").startsWith("tile-");
    for (const text of e.querySelectorAll("text")) {
      if (tile) text.setAttribute("aria-hidden", "true");
      else text.removeAttribute("aria-hidden");
    }
    if (on) {
      const id = e.getAttribute("data-choice") || "";
      e.setAttribute("role", "button");
      e.setAttribute("aria-label", tile ? labels.get(id) || id : spokenName(labels.get(id) || id, e.textContent));
    } else {
      e.removeAttribute("role");
      e.removeAttribute("aria-label");
    }
  }
}
function activate(ctx, elx) {
  const { model, send, V } = ctx;
  if (model.get("mode") === V.modes.practice) {
    const m = practiceMessage(elx, model.get("practice"), V);
    if (m) send(m);
  } else {
    const option = elx.getAttribute("data-choice");
    if (option) send({ type: V.messages.choose, option, version: model.get("version") });
  }
}
function focusKey(ctx) {
  const { root, board } = ctx;
  const a = (
    /** @type {Focusable} */
    /** @type {Document} */
    root.getRootNode().activeElement
  );
  if (!a || !root.contains(a)) return null;
  if (a === board) return ["boardview", null];
  if (board.contains(a)) return ["boardview", a.getAttribute("data-choice")];
  if (a.matches && a.matches(".ds-option")) return ["options", a.dataset.choice || a.dataset.answer || null];
  return null;
}
function restoreFocus(ctx, key) {
  const { root, board } = ctx;
  if (!key || root.contains(
    /** @type {Document} */
    root.getRootNode().activeElement
  )) return;
  const [area, id] = key;
  if (area === "boardview") {
    const els = boardChoices(ctx);
    const same = id && els.find((e) => e.getAttribute("data-choice") === id);
    (same || els[0] || board).focus({ preventScroll: true });
  } else {
    const opts = [.../** @type {NodeListOf<HTMLButtonElement>} */
    ctx.decisionEl.querySelectorAll(".ds-option:not([disabled])")];
    const same = id && opts.find((b) => (b.dataset.choice || b.dataset.answer) === id);
    (same || opts[0] || board).focus({ preventScroll: true });
  }
}
function listenToBoard(ctx) {
  const { model, board, send, V } = ctx;
  board.addEventListener("keydown", (ev) => {
    const els = boardChoices(ctx);
    const cur = nearest(ev.target, "[data-choice]");
    const i = cur ? els.indexOf(cur) : -1;
    const n = arrowStep(ev.key, i, els.length);
    if (n !== null) {
      els[n].focus();
      if (model.get("mode") === V.modes.play) schedulePreview(ctx, els[n].getAttribute("data-choice"));
    } else if ((ev.key === "Enter" || ev.key === " ") && cur && i >= 0) {
      activate(ctx, cur);
    } else if (ev.key === "Escape" && cur) {
      board.focus();
    } else {
      return;
    }
    ev.preventDefault();
    ev.stopPropagation();
  });
  board.addEventListener("click", (ev) => {
    const mode = model.get("mode");
    if (mode === V.modes.practice) {
      const elx2 = nearest(ev.target, "[data-choice]");
      const m2 = elx2 && board.contains(elx2) ? practiceMessage(elx2, model.get("practice"), V) : null;
      if (m2) send(m2);
      return;
    }
    if (ctx.state.whyMode) {
      const tile = tileAt(ev.target);
      if (tile) send({ type: V.messages.why, tile });
      return;
    }
    const sel = mode === V.modes.explore ? "[data-target]" : "[data-choice]";
    const elx = nearest(ev.target, sel);
    if (!elx || !board.contains(elx)) return;
    const m = clickMessage(elx, mode, model.get("version"), ctx.state.tool, V);
    if (m) send(m);
  });
  board.addEventListener("contextmenu", (ev) => {
    if (model.get("mode") === V.modes.practice) return;
    const tile = tileAt(ev.target);
    if (!tile) return;
    ev.preventDefault();
    send({ type: V.messages.why, tile });
  });
  board.addEventListener("mouseover", (ev) => {
    const elx = nearest(ev.target, "[data-choice]");
    if (elx && model.get("mode") === V.modes.play) schedulePreview(ctx, elx.getAttribute("data-choice"));
  });
}

// src/review.js
function drawMarks(ctx, rv, plies) {
  const { t, send, V } = ctx;
  const row = h("div", "ds-marks");
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", t("a11y.review_marks", "Reviewed decisions on the history"));
  const cur = (rv.current || {}).index;
  for (const m of rv.marks) {
    if (!m.mistake && m.verdict !== "only") continue;
    const b = h("button", `ds-mark ds-v-${m.verdict}` + (m.index === cur ? " on" : ""), m.mark);
    b.style.left = `${100 * m.ply / Math.max(1, plies)}%`;
    b.title = m.title;
    b.setAttribute("aria-label", m.title);
    b.dataset.index = String(m.index);
    b.addEventListener("click", () => send({ type: V.messages.review, action: V.actions.review.show, index: m.index }));
    row.appendChild(b);
  }
  return row;
}
function drawReview(ctx) {
  const { model, t, send, reviewEl, captionEl, V } = ctx;
  const rv = model.get("review") || {};
  reviewEl.replaceChildren();
  captionEl.replaceChildren();
  if (!rv.state) return;
  const A = V.actions.review;
  const rb = (action, label) => {
    const b = h("button", "ds-btn", label);
    b.dataset.action = "review-" + action;
    b.addEventListener("click", () => send({ type: V.messages.review, action }));
    reviewEl.appendChild(b);
    return b;
  };
  const head = h("div", "ds-review-head");
  head.appendChild(h("div", "ds-h", t("review.title", "Review")));
  reviewEl.appendChild(head);
  reviewEl.appendChild(h("div", "ds-note ds-review-seats", rv.seats || ""));
  const line = h("div", "ds-review-progress");
  const bar = h("progress");
  bar.max = Math.max(1, rv.total);
  bar.value = rv.done;
  bar.setAttribute("aria-label", rv.progress || "");
  line.appendChild(bar);
  line.appendChild(h("span", "ds-note", " " + (rv.progress || "")));
  reviewEl.appendChild(line);
  reviewEl.dataset.state = rv.state;
  if (rv.state === "running") rb(A.cancel, t("review.cancel", "Cancel"));
  const counts = h("div", "ds-review-counts");
  for (const c of rv.counts || []) {
    if (!c.n) continue;
    const span = h("span", `ds-count-v ds-v-${c.verdict}`, `${c.mark} ${c.word} ${c.n}`);
    counts.appendChild(span);
  }
  head.appendChild(counts);
  if (rv.none) reviewEl.appendChild(h("div", "ds-note", rv.none));
  const cur = rv.current || {};
  const nav = h("div", "ds-row");
  reviewEl.appendChild(nav);
  const prev = rb(A.prev, t("review.prev", "\u25C0 Previous mistake"));
  nav.appendChild(prev);
  const next = rb(A.next, t("review.next", "Next mistake \u25B6"));
  nav.appendChild(next);
  prev.disabled = cur.index === void 0 ? !rv.mistakes : !cur.has_prev;
  next.disabled = cur.index === void 0 ? !rv.mistakes : !cur.has_next;
  if (cur.index !== void 0) {
    const box = h("div", `ds-review-current ds-v-${cur.verdict}`);
    box.appendChild(h("div", "ds-who", cur.headline));
    box.appendChild(h("div", "", cur.played_line));
    if (cur.better_line) box.appendChild(h("div", "", cur.better_line));
    box.appendChild(h("div", "ds-note", cur.reason));
    if (cur.why && cur.why.length) {
      const why = h("details", "ds-why");
      why.appendChild(h("summary", "", cur.why_label));
      const list = h("ul");
      const nested = new Set(cur.why_nested || []);
      let parent = null;
      let sub = null;
      cur.why.forEach((line2, i) => {
        const item = h("li", "", line2);
        if (nested.has(i) && parent) {
          if (!sub) {
            sub = h("ul");
            parent.appendChild(sub);
          }
          sub.appendChild(item);
        } else {
          list.appendChild(item);
          parent = item;
          sub = null;
        }
      });
      why.appendChild(list);
      box.appendChild(why);
    }
    (model.get("presentation") ? captionEl : reviewEl).appendChild(box);
    const tried = rv.tried || {};
    if (tried.text) {
      const tb = h("div", `ds-review-tried ds-v-${tried.verdict}`);
      tb.appendChild(h("div", "ds-who", tried.text));
      if (tried.versus) tb.appendChild(h("div", "", tried.versus));
      tb.appendChild(h("div", "ds-note", tried.reason));
      reviewEl.appendChild(tb);
      const again = rb(A.again, t("review.again", "Try again"));
      nav.appendChild(again);
    } else if (rv.try_prompt) {
      reviewEl.appendChild(h("div", "ds-note ds-try", rv.try_prompt));
    }
    const leave = rb(A.leave, t("review.leave", "Back to the game"));
    nav.appendChild(leave);
  }
}
function drawTeach(ctx) {
  const { model, t, send, teachEl, V } = ctx;
  const tc = model.get("teach") || {};
  teachEl.replaceChildren();
  teachEl.style.display = tc.text ? "block" : "none";
  if (!tc.text) return;
  teachEl.appendChild(h("div", "ds-who", `${tc.mark} ${tc.text}`));
  teachEl.appendChild(h("div", "ds-note", tc.reason));
  const A = V.actions.teach;
  for (
    const [action, label] of
    /** @type {const} */
    [[A.take_back, t("review.take_back", "Take it back")], [A.keep, t("review.keep", "Keep it")]]
  ) {
    const b = h("button", "ds-btn", label);
    b.dataset.action = "teach-" + action;
    b.addEventListener("click", () => send({ type: V.messages.teach, action }));
    teachEl.appendChild(b);
  }
}

// src/narration.js
function drawNarration(ctx) {
  const { model, send, narrEl, V } = ctx;
  narrEl.replaceChildren();
  const rows = (
    /** @type {{kind: string, text: string, focus: unknown[]}[]} */
    model.get("narration") || []
  );
  const focused = JSON.stringify(model.get("focus_targets") || []);
  rows.forEach((r, i) => {
    const li = h("li", "ds-event ds-" + r.kind);
    li.appendChild(h("span", "ds-num", `${i + 1}.`));
    const b = li.appendChild(h("button", "ds-rowbtn", r.text));
    li.dataset.index = String(i);
    if (r.focus && r.focus.length && JSON.stringify(r.focus) === focused) li.classList.add("on");
    b.setAttribute("aria-pressed", String(li.classList.contains("on")));
    b.addEventListener("click", () => send({ type: V.messages.focus, index: li.classList.contains("on") ? -1 : i }));
    narrEl.appendChild(li);
  });
}
function drawHistory(ctx) {
  const { model, t, send, histEl, V } = ctx;
  histEl.replaceChildren();
  const plies = model.get("plies"), cursor = model.get("cursor");
  histEl.appendChild(h("div", "ds-h", `${t("history", "History")} ${cursor} / ${plies}`));
  const slider = h("input", "ds-slider");
  slider.type = "range";
  slider.min = "0";
  slider.max = String(plies);
  slider.value = String(cursor);
  slider.setAttribute("aria-label", t("a11y.history", "History: move to a decision"));
  slider.addEventListener("change", () => send({ type: V.messages.goto, ply: parseInt(slider.value, 10) }));
  const rv = model.get("review") || {};
  if ((rv.marks || []).length) histEl.appendChild(drawMarks(ctx, rv, plies));
  histEl.appendChild(slider);
  const list = h("ul", "ds-log");
  const rows = model.get("log_rows") || [];
  for (const r of rows.slice().reverse()) {
    const li = h("li");
    const b = li.appendChild(h("button", "ds-rowbtn", `${r.ply}. ${r.animal_name || r.animal || ""}: ${r.label} (${r.rule})`));
    b.addEventListener("click", () => send({ type: V.messages.goto, ply: r.ply }));
    list.appendChild(li);
  }
  histEl.appendChild(list);
}
function drawBoardText(ctx) {
  const { model, t, textAltTitle, textAltBody } = ctx;
  const sections = model.get("board_text") || [];
  textAltTitle.textContent = t("a11y.board_text", "The board in words");
  textAltBody.replaceChildren();
  for (const sec of sections) {
    textAltBody.appendChild(h("h4", "ds-h", sec.title));
    const ul = h("ul", "ds-boardtext-list");
    for (const line of sec.lines) ul.appendChild(h("li", "", line));
    textAltBody.appendChild(ul);
  }
}
function drawExample(ctx) {
  const { model, exampleEl } = ctx;
  const ex = model.get("example") || {};
  exampleEl.replaceChildren();
  if (ex.title) {
    exampleEl.appendChild(h("div", "ds-h", ex.title));
    exampleEl.appendChild(h("div", "ds-note", ex.text));
    if (ex.try) exampleEl.appendChild(h("div", "ds-try", ex.try));
  }
}

// src/explore.js
var NAME_KIND = { element: "element", sheet: "element", species: "animal", tile: "terrain" };
function drawPalette(ctx) {
  const { model, t, send, paletteEl, V } = ctx;
  paletteEl.replaceChildren();
  if (model.get("mode") !== V.modes.explore) return;
  paletteEl.appendChild(h("div", "ds-h", t("explore_title", "What if\u2026 click the board to edit")));
  const row = (label, kind, values) => {
    const r = h("div", "ds-row");
    r.appendChild(h("span", "ds-label", label));
    for (const v of values) {
      const tool = ctx.state.tool;
      const b = h(
        "button",
        "ds-chip" + (tool.kind === kind && tool.value === v ? " on" : ""),
        t(`name.${NAME_KIND[kind]}.${v}`, v)
      );
      b.addEventListener("click", () => {
        ctx.state.tool = Object.assign({}, ctx.state.tool, { kind, value: v });
        drawPalette(ctx);
      });
      r.appendChild(b);
    }
    paletteEl.appendChild(r);
  };
  row(t("palette_element", "Element on a corner"), "element", V.elements);
  const animals = (model.get("status").scores || []).map((s) => s.animal);
  row(t("palette_species", "Species on a tile"), "species", animals);
  row(t("palette_tile", "Tile on an empty hex"), "tile", V.terrains);
  row(t("palette_sheet", "Element on an animal"), "sheet", V.elements);
  const opts = h("div", "ds-row");
  const rm = h("label", "ds-label");
  const cb = h("input");
  cb.type = "checkbox";
  cb.checked = !!ctx.state.tool.remove;
  cb.addEventListener("change", () => {
    ctx.state.tool.remove = cb.checked;
  });
  rm.appendChild(cb);
  rm.appendChild(document.createTextNode(" " + t("palette_remove", "remove instead of add")));
  opts.appendChild(rm);
  const cnt = h("input", "ds-count");
  cnt.type = "number";
  cnt.min = "0";
  cnt.max = "20";
  cnt.value = String(ctx.state.tool.count ?? 1);
  cnt.title = t("palette_count", "species count to set");
  cnt.addEventListener("change", () => {
    ctx.state.tool.count = Math.max(0, parseInt(cnt.value || "0", 10));
  });
  const cntLabel = h("label", "ds-label", t("palette_count", "count") + " ");
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
  leave.appendChild(keep);
  leave.appendChild(drop);
  paletteEl.appendChild(leave);
}

// src/seats.js
function choiceText(t, choice) {
  const name = t(`seat_kind.${choice.kind}`, choice.kind);
  return typeof choice.rating === "number" ? `${name} \xB7 ${choice.rating}` : name;
}
function seatText(word, seat, lang) {
  const n = seat.seat + 1;
  const label = counted(word, "seat_label", n, `Seat ${n}`, lang);
  const animals = (seat.animals || []).map((a) => word(`name.animal.${a}`, a)).join(", ");
  return animals ? `${label}: ${animals}` : label;
}
var seatMessage = (V, seat, kind) => ({ type: V.messages.seat, seat, kind });
function drawSeats(ctx) {
  const { model, t, send, seatsEl, V } = ctx;
  const play = model.get("mode") === V.modes.play;
  const seats = (
    /** @type {Seat[]} */
    play ? model.get("seats") || [] : []
  );
  const choices = (
    /** @type {SeatChoice[]} */
    model.get("seat_choices") || []
  );
  const key = JSON.stringify([
    seats,
    choices,
    t("seats_title", ""),
    t("seat_label", ""),
    t("rating", ""),
    choices.map((c) => t(`seat_kind.${c.kind}`, ""))
  ]);
  if (key === ctx.state.seatsKey) return;
  ctx.state.seatsKey = key;
  seatsEl.replaceChildren();
  if (!seats.length || !choices.length) return;
  seatsEl.appendChild(h("div", "ds-h", t("seats_title", "Who plays")));
  const hint = t("rating", "The number after a bot is its strength on the Elo scale.");
  if (choices.some((c) => typeof c.rating === "number")) seatsEl.appendChild(h("div", "ds-note", hint));
  for (const seat of seats) {
    const row = h("label", "ds-seat", seatText(ctx.word, seat, ctx.model.get("lang")) + " ");
    const sel = h("select", "ds-seat-kind");
    sel.title = hint;
    sel.dataset.seat = String(seat.seat);
    const kinds = choices.map((c) => c.kind);
    const shown = kinds.includes(seat.kind) ? choices : choices.concat([{ kind: seat.kind, rating: null }]);
    for (const c of shown) {
      const o = h("option", "", choiceText(t, c));
      o.value = c.kind;
      o.selected = c.kind === seat.kind;
      sel.appendChild(o);
    }
    sel.value = seat.kind;
    sel.addEventListener("change", () => {
      if (sel.value !== seat.kind) send(seatMessage(V, seat.seat, sel.value));
    });
    row.appendChild(sel);
    seatsEl.appendChild(row);
  }
}

// src/present.js
var NARROW_PRESENT = 1100;
var PRESENT_CHROME = 190;
var isNarrowPresent = (width) => width < NARROW_PRESENT;
function sayIfNarrow(ctx) {
  const { model, t, root, narrowNote } = ctx;
  const narrow = !!model.get("presentation") && isNarrowPresent(root.clientWidth);
  root.classList.toggle("ds-narrow-present", narrow);
  const say = narrow ? t("a11y.present_narrow", "For larger pictures, fold the side bar (JupyterLab: Ctrl+B).") : "";
  if (narrowNote.textContent !== say) narrowNote.textContent = say;
}
function watchSize(ctx) {
  let seen = "";
  const sizeWatch = new ResizeObserver(() => {
    sayIfNarrow(ctx);
    const size = `${ctx.root.clientWidth}x${window.innerHeight}`;
    if (size !== seen && seen) fitPresent(ctx);
    seen = size;
  });
  sizeWatch.observe(ctx.root);
  return () => sizeWatch.disconnect();
}
function fitPresent(ctx) {
  const { model, root, board, decisionEl, hintEl, reviewEl, previewEl, whyEl, captionEl } = ctx;
  const present = !!model.get("presentation");
  const busy = [reviewEl, hintEl, previewEl, whyEl].some((e) => e.childElementCount > 0);
  root.classList.toggle("ds-assisting", present && busy);
  for (
    const b of
    /** @type {NodeListOf<HTMLButtonElement>} */
    decisionEl.querySelectorAll(".ds-option")
  ) {
    const id = b.dataset.choice || "";
    b.toggleAttribute("data-on-board", present && !!board.querySelector(`[data-choice="${CSS.escape(id)}"]`));
  }
  const side = (
    /** @type {HTMLElement} */
    decisionEl.parentElement
  );
  if (present && model.get("hint")?.option) {
    const room2 = window.innerHeight - PRESENT_CHROME;
    for (let fold = 0; fold < HINT_FOLDS; fold++) {
      if (fold || hintEl.dataset.fold !== "0") drawHint(ctx, fold);
      if (side.getBoundingClientRect().height <= room2) break;
    }
  }
  const room = `${present ? captionEl.offsetHeight : 0}px`;
  if (root.style.getPropertyValue("--ds-caption") !== room) root.style.setProperty("--ds-caption", room);
}

// src/view.js
var ASSIST = "Progress, review, hint and explanations";
function layout(root, V) {
  const { bar, ...tools } = makeToolbar(V);
  root.appendChild(bar);
  root.appendChild(tools.fileInput);
  const statusEl = h("div", "ds-status");
  const errorEl = h("div", "ds-error");
  root.appendChild(statusEl);
  root.appendChild(errorEl);
  const top = h("div", "ds-top");
  const decisionEl = h("div", "ds-decision");
  const assist = h("div", "ds-assist");
  const hintEl = h("div", "ds-hint");
  const reviewEl = h("div", "ds-review");
  const teachEl = h("div", "ds-teach");
  teachEl.setAttribute("role", "alert");
  const previewEl = h("div", "ds-preview");
  const whyEl = h("div", "ds-why");
  const progressEl = h("div", "ds-progress");
  assist.appendChild(progressEl);
  assist.appendChild(reviewEl);
  assist.appendChild(hintEl);
  assist.appendChild(previewEl);
  assist.appendChild(whyEl);
  top.appendChild(decisionEl);
  top.appendChild(assist);
  root.insertBefore(teachEl, errorEl.nextSibling);
  const paletteEl = h("div", "ds-palette");
  const board = h("div", "ds-boardview");
  board.tabIndex = 0;
  board.setAttribute("role", "group");
  const textAlt = h("details", "ds-boardtext");
  const textAltTitle = h("summary", "ds-h");
  const textAltBody = h("div", "ds-boardtext-body");
  textAlt.appendChild(textAltTitle);
  textAlt.appendChild(textAltBody);
  const announceEl = h("div", "ds-sr");
  announceEl.setAttribute("aria-live", "polite");
  announceEl.setAttribute("role", "status");
  const stage = h("div", "ds-stage");
  const captionEl = h("div", "ds-review-shown");
  stage.appendChild(board);
  stage.appendChild(captionEl);
  const bottom = h("div", "ds-bottom");
  const left = h("div", "ds-explain");
  for (
    const [e, name] of
    /** @type {[HTMLElement, string][]} */
    [[assist, ASSIST], [left, "What just happened"]]
  ) {
    e.tabIndex = 0;
    e.setAttribute("role", "region");
    e.setAttribute("aria-label", name);
  }
  const exampleEl = h("div", "ds-example");
  const narrEl = h("ol", "ds-narration");
  narrEl.setAttribute("aria-live", "polite");
  const narrTitle = h("div", "ds-h", "What just happened");
  left.appendChild(exampleEl);
  left.appendChild(narrTitle);
  left.appendChild(narrEl);
  const histEl = h("div", "ds-history");
  bottom.appendChild(left);
  bottom.appendChild(histEl);
  const seatsEl = h("div", "ds-seats");
  for (const e of [top, paletteEl, stage, textAlt, bottom, seatsEl, announceEl]) root.appendChild(e);
  return {
    ...tools,
    statusEl,
    errorEl,
    decisionEl,
    assist,
    hintEl,
    reviewEl,
    captionEl,
    teachEl,
    previewEl,
    whyEl,
    progressEl,
    paletteEl,
    board,
    textAltTitle,
    textAltBody,
    announceEl,
    left,
    exampleEl,
    narrEl,
    narrTitle,
    histEl,
    seatsEl
  };
}
function update(ctx) {
  const { model, t, root, board, V } = ctx;
  const kept = focusKey(ctx);
  showBoard(ctx);
  const hintKey = markBoard(ctx);
  const practice = model.get("practice") || {};
  ctx.statusEl.textContent = model.get("mode") === V.modes.practice ? practice.status || "" : statusLine(model.get("status"), ctx.ui());
  const err = model.get("error") || {};
  ctx.errorEl.textContent = err.message ? `${err.code}: ${err.message}` : "";
  ctx.errorEl.style.display = err.message ? "block" : "none";
  drawToolbar(ctx);
  root.classList.toggle("ds-practicing", model.get("mode") === V.modes.practice);
  root.classList.toggle("ds-presentation", !!model.get("presentation"));
  sayIfNarrow(ctx);
  root.classList.toggle("ds-exploring", model.get("mode") === V.modes.explore);
  root.classList.toggle("ds-why-mode", ctx.state.whyMode);
  ctx.narrTitle.textContent = t("what_happened", "What just happened");
  ctx.assist.setAttribute("aria-label", t("a11y.assist", ASSIST));
  ctx.left.setAttribute("aria-label", ctx.narrTitle.textContent);
  drawDecision(ctx);
  drawAssist(ctx);
  drawExample(ctx);
  drawReview(ctx);
  drawTeach(ctx);
  drawProgress(ctx);
  drawPalette(ctx);
  drawNarration(ctx);
  drawHistory(ctx);
  drawBoardText(ctx);
  drawSeats(ctx);
  decorateBoard(ctx);
  fitPresent(ctx);
  restoreFocus(ctx, kept);
  const dd = model.get("decision") || {};
  const say = model.get("mode") === V.modes.practice ? practice.text || "" : dd.prompt || "";
  if (say !== ctx.state.lastAnnounce) {
    ctx.announceEl.textContent = say;
    ctx.state.lastAnnounce = say;
  }
  if (hintKey && hintKey !== ctx.state.lastHint) {
    const target = board.querySelector(".ds-hinted");
    if (target) target.scrollIntoView({ block: "nearest", inline: "nearest" });
  }
  ctx.state.lastHint = hintKey;
  root.dataset.version = String(model.get("version"));
  if (hintKey) root.dataset.hinted = (model.get("hint") || {}).option;
  else delete root.dataset.hinted;
  root.dataset.mode = model.get("mode");
  root.dataset.theme = model.get("theme") || "light";
  download(ctx);
}
function download(ctx) {
  const dl = ctx.model.get("download") || {};
  if (dl.nonce && dl.nonce !== ctx.state.lastDownload) {
    ctx.state.lastDownload = dl.nonce;
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([dl.text], { type: dl.mime }));
    a.download = dl.name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1e3);
  }
}
function render({ model, el }) {
  const ui = () => model.get("ui_text") || {};
  const V = model.get("vocab");
  if (!V || !V.messages) throw new Error("ds_widget: the 'vocab' trait is missing: the page and the Python package are of different versions");
  const versioned = new Set(V.versioned);
  const root = h("div", "ds-widget");
  root.tabIndex = 0;
  el.appendChild(root);
  hideWhenPlaced(el);
  const ctx = {
    model,
    V,
    ui,
    t: (k, d) => {
      const w = ui()[k];
      return typeof w === "string" && w ? w : d;
    },
    word: (k, d) => ui()[k] || d,
    send: (m) => model.send(versioned.has(m.type) && !("version" in m && m.version !== void 0) ? Object.assign({}, m, { version: model.get("version") }) : m),
    update: () => update(ctx),
    root,
    ...layout(root, V),
    state: {
      whyMode: false,
      tool: { kind: "element", value: V.elements[0], remove: false, count: 1 },
      // grass on a corner
      shownBoard: -1,
      boardNonce: null,
      askedWhole: false,
      lastDecisionKey: null,
      decisionParts: null,
      previewTimer: void 0,
      lastPreview: null,
      seatsKey: null,
      lastHint: "",
      lastAnnounce: "",
      lastDownload: null
    }
  };
  wireToolbar(ctx);
  listenToBoard(ctx);
  listenForShortcuts(ctx);
  const stopWatchingSize = watchSize(ctx);
  const stopFollowingTheme = followTheme(ctx);
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      update(ctx);
    });
  };
  for (const tr of V.traits) model.on("change:" + tr, schedule);
  update(ctx);
  return () => {
    clearTimeout(ctx.state.previewTimer);
    stopFollowingTheme();
    stopWatchingSize();
    for (const tr of V.traits) model.off("change:" + tr, schedule);
  };
}

// src/index.js
var index_default = { render };
export {
  applyPatch,
  arrowStep,
  buttonOptions,
  clickMessage,
  index_default as default,
  editMessage,
  hideStillPicture,
  hostTheme,
  keyAction,
  practiceMessage,
  spokenName,
  statusLine
};
