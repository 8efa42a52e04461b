// What a click says to Python: pure functions from a clicked element (and the view's state) to a message.

/** @typedef {import("./types.js").Option} Option */
/** @typedef {import("./types.js").Message} Message */
/** @typedef {import("./types.js").Tool} Tool */
/** @typedef {import("./types.js").Vocab} Vocab */

/** An element's attributes, as far as these functions read them (a DOM element, or a test's stand-in).
 *  @typedef {{getAttribute(name: string): string | null}} HasAttributes */

/**
 * Options shown as buttons, in a stable order: board-less buttons (decline, counts) last.
 * @param {Option[] | undefined} options
 * @returns {Option[]}
 */
export function buttonOptions(options) {
  const onBoard = (options || []).filter((o) => o.target);
  const plain = (options || []).filter((o) => !o.target);
  return onBoard.concat(plain);
}

/**
 * The message a click on a board element sends, or null.
 * @param {HasAttributes | null} el
 * @param {string} mode
 * @param {number} version
 * @param {Tool | null} tool
 * @param {Vocab} V
 * @returns {Message | null}
 */
export function clickMessage(el, mode, version, tool, V) {
  if (!el) return null;
  if (mode === V.modes.explore) {
    const target = el.getAttribute("data-target");
    return target ? editMessage(tool, target, V) : null;
  }
  const choice = el.getAttribute("data-choice");
  return choice ? { type: V.messages.choose, option: choice, version } : null;
}

/**
 * The message a click on the board sends in Practice mode: a candidate's value, or null.
 * @param {HasAttributes | null} el
 * @param {{answered?: boolean, number?: number} | null} practice
 * @param {Vocab} V
 * @returns {Message | null}
 */
export function practiceMessage(el, practice, V) {
  if (!el || !practice || practice.answered) return null;
  const choice = el.getAttribute("data-choice") || "";
  if (!choice.startsWith("answer:")) return null;
  return { type: V.messages.practice, action: V.actions.practice.pick, value: choice.slice(7), question: practice.number };
}

/**
 * Translate the explore palette's tool and a clicked target into an edit message.
 * @param {Tool | null} tool
 * @param {string} target
 * @param {Vocab} V
 * @returns {Message | null}
 */
export function editMessage(tool, target, V) {
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
    return tool.remove
      ? { type, action: A.remove_tile, target }
      : { type, action: A.add_tile, target, terrain: tool.value };
  }
  if (t === "sheet" && (prefix === "animal" || prefix === "sheet")) {
    const animal = value.split("-")[0];
    return { type, action: tool.remove ? A.remove_sheet_element : A.add_sheet_element,
             target, animal, element: tool.value };
  }
  return null;
}
