lesson-practice-how_number = Antworte in der nächsten Zelle mit einer ganzen Zahl.
lesson-practice-how_one = Antworte in der nächsten Zelle mit dem Buchstaben deiner Wahl.
lesson-practice-how_all = Antworte in der nächsten Zelle mit den Buchstaben aller richtigen Antworten oder mit dem Buchstaben von „keine“.
lesson-practice-col_kind = Fragetyp
lesson-practice-col_example = Zum Beispiel
lesson-practice-col_asked = gestellt
lesson-practice-col_right = richtig
lesson-practice-col_streak = richtig in Folge
lesson-practice-sheet_file = uebungsblatt.html
lesson-practice-worksheet =
    { $n ->
        [one] Übungsblatt mit { $n } Frage: { $sheet }; die Lösungen: { $answers }. Beide liegen neben diesem Notebook: Öffne sie im Browser und drucke sie aus.
       *[other] Übungsblatt mit { $n } Fragen: { $sheet }; die Lösungen: { $answers }. Beide liegen neben diesem Notebook: Öffne sie im Browser und drucke sie aus.
    }

practice-kind-better_move = Finde den besseren Zug
practice-better_move-prompt = { $prompt } In deinem Spiel hast du „{ $taken }“ gewählt. Finde einen besseren Zug.
practice-better_move-explanation = { $reason }
practice-better_move-best = Der beste Zug hier: { $best }. Deine Wahl hat dich etwa { $loss } SP gekostet.
