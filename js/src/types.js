// Types shared by the front end's modules (JSDoc only: nothing here reaches the bundle).

/** @typedef {{id: string, label: string, target: string, kind: string}} Option */

/** A message to Python: `type` is one of `Vocab.messages` (widget/protocol.py checks the rest).
 *  @typedef {{type: string, [field: string]: any}} Message */

/**
 * The names Python and the page share, sent once by Python (the `vocab` trait): the page never
 * spells a mode or a message type itself.
 * @typedef {object} Vocab
 * @property {Record<string, string>} modes     play, explore, practice, review
 * @property {Record<string, string>} messages  every message type the page may send
 * @property {string[]} versioned  the message types stamped with the board's version
 * @property {string[]} languages
 * @property {string[]} elements
 * @property {string[]} terrains
 * @property {string[]} animals
 * @property {string[]} themes
 * @property {string[]} traits     the traits a view redraws on (Python's, tagged redraw)
 */

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

/**
 * One view's state, shared by the modules that draw it: made by `render` (view.js), passed to every
 * module's functions. The elements are made once; the rest changes as the view is used.
 * @typedef {object} Ctx
 * @property {Model} model
 * @property {Vocab} V                   the shared names (model.get("vocab"))
 * @property {() => Record<string, string>} ui   the words of the page (ui_text)
 * @property {(key: string, fallback: string) => string} t   one of them, or its fallback
 * @property {(message: Message) => void} send   to Python, stamped with the version when it must be
 * @property {() => void} update         redraw everything from the traits
 * @property {HTMLDivElement} root
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
 * @property {boolean} whyMode           a click on a tile asks why it is dominated
 * @property {Tool} tool                 the What if palette's tool
 * @property {number} shownBoard         the number of the board on the page
 * @property {any} boardNonce
 * @property {boolean} askedWhole        the whole board was asked for (a patch did not fit)
 * @property {any} lastDownload
 * @property {string} lastHint
 * @property {string} lastAnnounce
 * @property {string | null} lastDecisionKey
 * @property {any} [decisionParts]   the decision panel's parts, kept between decisions (decision.js)
 * @property {any} previewTimer
 * @property {string | null} lastPreview
 * @property {string | null} seatsKey    what the "Who plays" panel shows (drawn again when it changes)
 */

export {};
