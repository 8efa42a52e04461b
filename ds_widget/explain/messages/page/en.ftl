# The lesson pages of the no-install site (tools/build_pages.py, site/page/)
page-index_title = Dominant Species: the lessons
page-index_intro = Each lesson opens as a web page: its words and pictures at once, its live boards a few seconds later. Every page links to the same lesson in JupyterLab, where you can run and change its code.
page-all_lessons = All lessons
page-open_in_lab = Open in JupyterLab
page-languages = Language
page-starting = The live board is starting…
page-ready = The live board is ready.
page-failed = The live board could not start. The lesson's words and pictures are all here; open it in JupyterLab to play.
page-live_board = The same game on a live board: make the first moves yourself, three bots play the other animals.
page-code = Code of this step
page-your_code = Try it: your Python code, run after the lesson's code above
page-run = Run
page-running = Running…
