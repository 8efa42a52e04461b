# The lesson pages of the no-install site (tools/build_pages.py, site/page/)
page-index_title = Dominant Species: le lezioni
page-index_intro = Ogni lezione si apre come una pagina web: testo e immagini subito, i tabelloni interattivi pochi secondi dopo. Ogni pagina rimanda alla stessa lezione in JupyterLab, dove puoi eseguirne e modificarne il codice.
page-all_lessons = Tutte le lezioni
page-open_in_lab = Apri in JupyterLab
page-languages = Lingua
page-starting = Il tabellone interattivo si sta avviando…
page-ready = Il tabellone interattivo è pronto.
page-failed = Il tabellone interattivo non è partito. Testo e immagini della lezione sono tutti qui; aprila in JupyterLab per giocare.
page-live_board = La stessa partita su un tabellone interattivo: fai tu le prime mosse, tre bot giocano gli altri animali.
page-code = Codice di questo passo
page-your_code = Prova: il tuo codice Python, eseguito dopo il codice della lezione qui sopra
page-run = Esegui
page-running = In esecuzione…
