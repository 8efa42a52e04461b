// The page around the widget (js/src/host.js): its theme, the still picture above the live view.
import test from "node:test";
import assert from "node:assert/strict";
import { hostTheme, hideStillPicture } from "../../js/src/host.js";

test("the live view hides the still picture Python showed just above it, and nothing else", () => {
  const still = { style: {}, querySelector: (s) => (s === ".ds-still" ? {} : null) };
  const other = { style: {}, querySelector: () => null };
  const el = (prev) => ({ closest: (s) => (s === ".jp-OutputArea-child" ? { previousElementSibling: prev } : null) });
  assert.equal(hideStillPicture(el(still)), true);
  assert.equal(still.style.display, "none");
  assert.equal(hideStillPicture(el(other)), false);
  assert.equal(other.style.display, undefined);
  assert.equal(hideStillPicture(el(null)), false);
  assert.equal(hideStillPicture({ closest: () => null }), false);      // not in JupyterLab's output area
});

test("the host's theme: JupyterLab, VS Code, a dark class, else the system", () => {
  const el = (data, cls) => ({ dataset: data, classList: { contains: (c) => (cls || []).includes(c) } });
  const win = (dark) => ({ matchMedia: () => ({ matches: dark }) });
  assert.equal(hostTheme({ body: el({ jpThemeLight: "false" }), documentElement: el({}) }, win(false)), "dark");
  assert.equal(hostTheme({ body: el({ jpThemeLight: "true" }), documentElement: el({}) }, win(true)), "light");
  assert.equal(hostTheme({ body: el({ vscodeThemeKind: "vscode-dark" }), documentElement: el({}) }, win(false)), "dark");
  assert.equal(hostTheme({ body: el({ vscodeThemeKind: "vscode-high-contrast-light" }), documentElement: el({}) }, win(true)), "light");
  assert.equal(hostTheme({ body: el({}), documentElement: el({}, ["dark"]) }, win(false)), "dark");
  assert.equal(hostTheme({ body: el({}, ["light"]), documentElement: el({}) }, win(true)), "light");
  assert.equal(hostTheme({ body: el({}), documentElement: el({}) }, win(true)), "dark");
  assert.equal(hostTheme({ body: el({}), documentElement: el({}) }, win(false)), "light");
  assert.equal(hostTheme(null, null), "light");
});
