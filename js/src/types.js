// Types shared by the front end's modules (JSDoc only: nothing here reaches the bundle).

/** An option of the pending decision; `name`: a tile's words for a screen reader (its place, who
 *  dominates it: payloads.decision).
 *  @typedef {{id: string, label: string, target: string, kind: string, name?: string}} Option */

/** The names Python and the page share (the `vocab` trait) and every message the page may send,
 *  as literal types made from Python's tables (vocab.d.ts, by tools/gen_js_types.py): a misspelt
 *  mode, message type, field or action value fails `tsc`.
 *  @typedef {import("./vocab.js").Vocab} Vocab
 *  @typedef {import("./vocab.js").Message} Message */

/** The What if palette's tool: what a click on the board adds, sets or removes.
 *  @typedef {{kind: string, value: string, remove?: boolean, count?: number}} Tool */

/**
 * anywidget's model, as far as the page uses it.
 * @typedef {object} Model
 * @property {(name: string) => any} get
 * @property {(message: Message) => void} send
 * @property {(event: string, callback: () => void) => void} on
 * @property {(event: string, callback: () => void) => void} off
 */

/** A word of the page (ui_text): a string, or a sentence the page fills in itself, one template
 *  per plural category ({one: "{n} more choice", other: "{n} more choices"}: words.counted).
 *  @typedef {string | Record<string, string>} Word */

/**
 * What every module of a view reads, made once by `render` (view.js).
 * @typedef {object} Shared
 * @property {Model} model
 * @property {Vocab} V                   the shared names (model.get("vocab"))
 * @property {() => Record<string, Word>} ui   the words of the page (ui_text)
 * @property {(key: string, fallback: string) => string} t   one of them that is a string, or the fallback
 * @property {(key: string, fallback: string) => Word} word  one of them as sent (a sentence's forms
 *   too: words.counted), or the fallback
 * @property {(message: Message) => void} send   to Python, stamped with the version when it must be
 * @property {() => void} update         redraw everything from the traits
 * @property {HTMLDivElement} root
 */

/**
 * The view's elements, made once by `layout` (view.js) and `makeToolbar` (toolbar.js).
 * @typedef {object} Parts
 * @property {import("./toolbar.js").ToolbarButton[]} toolbar   the toolbar's buttons (toolbar.js)
 * @property {Record<string, HTMLButtonElement>} buttons   the toolbar's buttons by id
 * @property {HTMLSelectElement} langSel
 * @property {HTMLSelectElement} scenSel
 * @property {HTMLInputElement} fileInput
 * @property {HTMLSpanElement} narrowNote
 * @property {HTMLDivElement} statusEl
 * @property {HTMLDivElement} errorEl
 * @property {HTMLDivElement} decisionEl
 * @property {HTMLDivElement} assist
 * @property {HTMLDivElement} hintEl
 * @property {HTMLDivElement} reviewEl
 * @property {HTMLDivElement} captionEl   under the pictures in Present: the reviewed decision on show
 * @property {HTMLDivElement} teachEl
 * @property {HTMLDivElement} previewEl
 * @property {HTMLDivElement} whyEl
 * @property {HTMLDivElement} progressEl
 * @property {HTMLDivElement} paletteEl
 * @property {HTMLDivElement} board
 * @property {HTMLElement} textAltTitle
 * @property {HTMLDivElement} textAltBody
 * @property {HTMLDivElement} announceEl
 * @property {HTMLDivElement} left
 * @property {HTMLDivElement} exampleEl
 * @property {HTMLOListElement} narrEl
 * @property {HTMLDivElement} narrTitle
 * @property {HTMLDivElement} histEl
 * @property {HTMLDivElement} seatsEl          the "Who plays" panel (seats.js)
 */

/** The decision panel's parts, made once per view (decision.js): who decides, the prompt, the
 *  option list, the "more choices" note, the bot's note.
 *  @typedef {{who: HTMLElement, prompt: HTMLElement, wrap: HTMLElement, more: HTMLElement, botNote: HTMLElement}} DecisionParts */

/**
 * What changes as a view is used: the one part of `Ctx` a module may write, each field by the
 * module named.
 * @typedef {object} ViewState
 * @property {boolean} whyMode           a click on a tile asks why it is dominated (toolbar.js)
 * @property {Tool} tool                 the What if palette's tool (explore.js)
 * @property {number} shownBoard         the number of the board on the page (board.js)
 * @property {string | null} boardNonce  the whole board's nonce last shown (board.js)
 * @property {boolean} askedWhole        the whole board was asked for: a patch did not fit (board.js)
 * @property {string | null} lastDecisionKey   what the decision panel shows (decision.js)
 * @property {DecisionParts | null} decisionParts   the decision panel's parts, kept between decisions (decision.js)
 * @property {ReturnType<typeof setTimeout> | undefined} previewTimer   the preview asked soon (decision.js)
 * @property {string | null} lastPreview  the option last previewed (decision.js)
 * @property {string | null} seatsKey    what the "Who plays" panel shows (seats.js)
 * @property {string} lastHint           the hint on show, "version:option" (view.js)
 * @property {string} lastAnnounce       what the screen reader was last told (view.js)
 * @property {unknown} lastDownload      the nonce of the file last downloaded (view.js)
 */

/**
 * One view's state, passed to every module's functions: what is shared and the elements can be
 * read only; what changes is in `state`.
 * @typedef {Readonly<Shared & Parts> & {readonly state: ViewState}} Ctx
 */

export {};
