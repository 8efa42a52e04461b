// The page around the widget: its theme, and the still picture Python shows for hosts without the widget.

/**
 * The host's theme, "light" or "dark": JupyterLab's (body[data-jp-theme-light]), VS Code's
 * (body[data-vscode-theme-kind]), a "dark"/"light" class or data-theme on <body> or <html>
 * (marimo and others), else the system's preference.
 * @param {any} doc  the document (or a test's stand-in)
 * @param {any} win  the window (or a test's stand-in)
 * @returns {"light" | "dark"}
 */
export function hostTheme(doc, win) {
  const b = (doc && doc.body) || { dataset: {}, classList: { contains: () => false } };
  const html = (doc && doc.documentElement) || { dataset: {}, classList: { contains: () => false } };
  if (b.dataset.jpThemeLight !== undefined) return b.dataset.jpThemeLight === "false" ? "dark" : "light";
  const kind = b.dataset.vscodeThemeKind;
  if (kind) return /dark|high-contrast$/.test(kind) && kind !== "vscode-high-contrast-light" ? "dark" : "light";
  for (const e of [b, html]) {
    if (e.classList.contains("dark") || e.classList.contains("dark-mode") || e.dataset.theme === "dark" || e.dataset.mode === "dark") return "dark";
    if (e.classList.contains("light") || e.dataset.theme === "light" || e.dataset.mode === "light") return "light";
  }
  return win && win.matchMedia && win.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/**
 * Python shows a still picture of the board just above the live view, for the places that
 * cannot run the widget (nbconvert's HTML, GitHub); here the widget runs, so the picture goes.
 * @param {any} el  the view's element (or a test's stand-in)
 * @returns {boolean} whether a picture was hidden
 */
export function hideStillPicture(el) {
  const out = el && el.closest ? el.closest(".jp-OutputArea-child") : null;
  const prev = out ? out.previousElementSibling : null;
  if (prev && prev.querySelector(".ds-still")) prev.style.display = "none";
  return !!(prev && prev.style.display === "none");
}

/**
 * Hide the still picture once the view is in the output area (it is put there after render returns).
 * @param {HTMLElement} el
 */
export function hideWhenPlaced(el) {
  let tries = 0;
  const again = () => {
    if (el.isConnected) hideStillPicture(el);
    else if (tries++ < 120) requestAnimationFrame(again);
  };
  again();
}

/**
 * Follow the host's theme: say it to Python (which draws the board for it) now and on every change.
 * @param {import("./types.js").Ctx} ctx
 * @returns {() => void} stops following
 */
export function followTheme(ctx) {
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
