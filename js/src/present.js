// Present for a projector: one screen, nothing behind an inner scroll; in a narrow widget (JupyterLab's
// side bar open) the pictures one under the other, and a note.
import { drawHint, HINT_FOLDS } from "./decision.js";

/** @typedef {import("./types.js").Ctx} Ctx */

/** Present narrower than this (CSS px) cannot show its pictures side by side with their text at
 *  14 px: it shows them one under the other, and says how to make room */
export const NARROW_PRESENT = 1100;
/** What the window's height keeps for the host and the toolbar (CSS px): the pictures are at most
 *  the rest high (ds_widget.css), and so is the column beside them */
export const PRESENT_CHROME = 190;

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
  let seen = "";
  const sizeWatch = new ResizeObserver(() => {
    sayIfNarrow(ctx);
    // a new width or window height: the hint folded again to fit (not on a height of the widget's
    // own, which the folding changes)
    const size = `${ctx.root.clientWidth}x${window.innerHeight}`;
    if (size !== seen && seen) fitPresent(ctx);
    seen = size;
  });
  sizeWatch.observe(ctx.root);
  return () => sizeWatch.disconnect();
}

/**
 * Present shows one screen with nothing to scroll: the option buttons that are on a picture are
 * left out (the class sees them on the board, and chooses there: a click, or the arrow keys), and
 * with the review, the hint, a preview or a why on show the narration of the last step is put away;
 * a column still taller than the window's room folds the hint under "More reasons", a step at a
 * time (decision.js, drawHint); the pictures leave room under them for their caption.
 * @param {Ctx} ctx
 */
export function fitPresent(ctx) {
  const { model, root, board, decisionEl, hintEl, reviewEl, previewEl, whyEl, captionEl } = ctx;
  const present = !!model.get("presentation");
  const busy = [reviewEl, hintEl, previewEl, whyEl].some((e) => e.childElementCount > 0);
  root.classList.toggle("ds-assisting", present && busy);
  for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (decisionEl.querySelectorAll(".ds-option"))) {
    const id = b.dataset.choice || "";
    b.toggleAttribute("data-on-board", present && !!board.querySelector(`[data-choice="${CSS.escape(id)}"]`));
  }
  // the hint as it is drawn everywhere else, then folded a step at a time while the column beside
  // the pictures is taller than the window's room
  const side = /** @type {HTMLElement} */ (decisionEl.parentElement);
  if (present && model.get("hint")?.option) {
    const room = window.innerHeight - PRESENT_CHROME;
    for (let fold = 0; fold < HINT_FOLDS; fold++) {
      if (fold || hintEl.dataset.fold !== "0") drawHint(ctx, fold);
      if (side.getBoundingClientRect().height <= room) break;
    }
  }
  // the pictures leave room for their caption (the reviewed decision on show) on the screen
  const room = `${present ? captionEl.offsetHeight : 0}px`;
  if (root.style.getPropertyValue("--ds-caption") !== room) root.style.setProperty("--ds-caption", room);
}
