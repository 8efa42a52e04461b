lesson-practice-how_number = Rispondi nella cella successiva con un numero intero.
lesson-practice-how_one = Rispondi nella cella successiva con la lettera della tua scelta.
lesson-practice-how_all = Rispondi nella cella successiva con le lettere di tutte le scelte giuste, oppure con la lettera di «nessuno» / «nessuna».
lesson-practice-col_kind = Tipo di domanda
lesson-practice-col_example = Per esempio
lesson-practice-col_asked = domande
lesson-practice-col_right = giuste
lesson-practice-col_streak = giuste di fila
lesson-practice-sheet_file = esercizi.html
lesson-practice-worksheet =
    { $n ->
        [one] Foglio con { $n } domanda: { $sheet }; le soluzioni: { $answers }. Sono accanto a questo notebook: aprile in un browser e stampale.
       *[other] Foglio con { $n } domande: { $sheet }; le soluzioni: { $answers }. Sono accanto a questo notebook: aprile in un browser e stampale.
    }

practice-kind-better_move = Trova la mossa migliore
practice-better_move-prompt = { $prompt } Nella tua partita hai scelto «{ $taken }». Trova una mossa migliore.
practice-better_move-explanation = { $reason }
practice-better_move-best = La mossa migliore qui: { $best }. La tua scelta ti è costata circa { $loss } PV.
