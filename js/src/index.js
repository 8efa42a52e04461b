// ds_widget front end: shows what Python sends, forwards clicks. No rules live here.
// anywidget loads the bundle of these modules (js/ds_widget.js, made by `npm run build --prefix js`).
import { render } from "./view.js";

export { applyPatch } from "./patch.js";
export { keyAction, arrowStep } from "./keys.js";
export { buttonOptions, clickMessage, practiceMessage, editMessage } from "./messages.js";
export { statusLine, spokenName } from "./words.js";
export { hostTheme, hideStillPicture } from "./host.js";

export default { render };
