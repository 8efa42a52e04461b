// Present in a narrow widget (JupyterLab's side bar open): the pictures one under the other, and a note.

/** @typedef {import("./types.js").Ctx} Ctx */

/** Present narrower than this (CSS px) cannot show its pictures side by side with their text at
 *  14 px: it shows them one under the other, and says how to make room */
export const NARROW_PRESENT = 1100;

/**
 * Whether a widget this wide (CSS px) is too narrow to Present its pictures side by side.
 * @param {number} width
 * @returns {boolean}
 */
export const isNarrowPresent = (width) => width < NARROW_PRESENT;

/**
 * Too narrow for the pictures side by side: one under the other, scrolling in their own column,
 * and the toolbar says how to make room.
 * @param {Ctx} ctx
 */
export function sayIfNarrow(ctx) {
  const { model, t, root, narrowNote } = ctx;
  const narrow = !!model.get("presentation") && isNarrowPresent(root.clientWidth);
  root.classList.toggle("ds-narrow-present", narrow);
  const say = narrow ? t("a11y.present_narrow", "For larger pictures, fold the side bar (JupyterLab: Ctrl+B).") : "";
  if (narrowNote.textContent !== say) narrowNote.textContent = say;
}

/**
 * Say it again whenever the widget's size changes (the side bar folded or opened).
 * @param {Ctx} ctx
 * @returns {() => void} stops watching
 */
export function watchSize(ctx) {
  const sizeWatch = new ResizeObserver(() => sayIfNarrow(ctx));
  sizeWatch.observe(ctx.root);
  return () => sizeWatch.disconnect();
}
