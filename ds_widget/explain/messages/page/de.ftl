# The lesson pages of the no-install site (tools/build_pages.py, site/page/)
page-index_title = Dominant Species: die Lektionen
page-index_intro = Jede Lektion öffnet sich als Webseite: Text und Bilder sofort, die interaktiven Spielpläne wenige Sekunden später. Jede Seite verweist auf dieselbe Lektion in JupyterLab, wo du ihren Code ausführen und ändern kannst.
page-all_lessons = Alle Lektionen
page-open_in_lab = In JupyterLab öffnen
page-languages = Sprache
page-starting = Der interaktive Spielplan startet …
page-ready = Der interaktive Spielplan ist bereit.
page-failed = Der interaktive Spielplan konnte nicht starten. Text und Bilder der Lektion sind alle hier; öffne sie in JupyterLab, um zu spielen.
page-live_board = Dieselbe Partie auf einem interaktiven Spielplan: Mach die ersten Züge selbst, drei Bots spielen die anderen Tiere.
page-code = Code dieses Schritts
page-your_code = Probier es aus: dein Python-Code, ausgeführt nach dem Code der Lektion oben
page-run = Ausführen
page-running = Läuft …
