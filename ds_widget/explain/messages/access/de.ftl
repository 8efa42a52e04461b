ui-a11y-board = Spielplan: Mit den Pfeiltasten gehst du von einer Wahl zur nächsten, mit Enter wählst du, mit Escape kommst du hierher zurück.
ui-a11y-board_text = Der Spielplan in Worten
ui-a11y-language = Sprache
ui-a11y-examples = Beispiele aus der Spielregel
# the region beside the decision: the practice's progress, the review, the hint, a preview, why
ui-a11y-assist = Fortschritt, Analyse, Tipp und Erklärungen
ui-a11y-history = Verlauf: zu einer Entscheidung springen
ui-a11y-title_undo = Rückgängig (←)
ui-a11y-title_next = Wiederholen oder einen Bot ziehen lassen (→)
ui-a11y-title_auto = Die Bots von selbst ziehen lassen
ui-a11y-title_hint = Was würde der Coach tun, und warum? (h)
ui-a11y-title_why = Dann ein Feld anklicken: Die Dominanz dort wird erklärt (oder ein Feld mit der rechten Maustaste anklicken)
ui-a11y-title_present = Groß, für einen Beamer (p)
ui-a11y-title_explore = Die Stellung ändern und sehen, was sich ändert
ui-a11y-title_save = Die Partie in einer Datei speichern
ui-a11y-title_load = Eine gespeicherte Partie laden
ui-a11y-title_export = Das Bild exportieren
ui-a11y-title_new = Eine neue Partie beginnen
ui-a11y-title_practice = Fragen zu echten Stellungen, auf dem Spielplan beantwortet
ui-a11y-more_options =
    { $n ->
        [one] Noch { $n } Wahlmöglichkeit: die Liste scrollen
       *[other] Noch { $n } Wahlmöglichkeiten: die Liste scrollen
    }
ui-a11y-present_narrow = Für größere Bilder die Seitenleiste einklappen (JupyterLab: Strg+B).
