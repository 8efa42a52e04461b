ui-a11y-board = Board: press an arrow key to move between the choices it offers, Enter to choose, Escape to come back here.
ui-a11y-board_text = The board in words
ui-a11y-language = Language
ui-a11y-examples = Rulebook examples
# the region beside the decision: the practice's progress, the review, the hint, a preview, why
ui-a11y-assist = Progress, review, hint and explanations
ui-a11y-history = History: move to a decision
ui-a11y-title_undo = Undo (←)
ui-a11y-title_next = Redo, or let a bot move (→)
ui-a11y-title_auto = Let the bots move by themselves
ui-a11y-title_hint = What would the coach do, and why? (h)
ui-a11y-title_why = Then click a tile to see why it is dominated (or right-click a tile)
ui-a11y-title_present = Large, for a projector (p)
ui-a11y-title_explore = Edit the position and see what changes
ui-a11y-title_save = Save the game to a file
ui-a11y-title_load = Load a saved game
ui-a11y-title_export = Export the picture
ui-a11y-title_new = Start a new game
ui-a11y-title_practice = Questions about real positions, answered on the board
ui-a11y-more_options =
    { $n ->
        [one] { $n } more choice: scroll the list
       *[other] { $n } more choices: scroll the list
    }
ui-a11y-present_narrow = For larger pictures, fold the side bar (JupyterLab: Ctrl+B).
