coach-outlook_ahead =
    { $n ->
        [0] im ersten, kurzen Test lagst du am Ende dieser Runde im Schnitt { $margin } SP vor dem bestplatzierten Gegner – mitgezählt sind die SP, die eine Wertung aller Felder dann brächte
       *[other] im ersten, kurzen Test spielte der Coach die Runde nach diesem Zug ein Stück weiter (nicht ganz bis zum Ende). Dort lagst du im Schnitt { $margin } SP vor dem bestplatzierten Gegner – mitgezählt sind die SP, die eine Wertung aller Felder in diesem Moment brächte
    }
coach-outlook_behind =
    { $n ->
        [0] im ersten, kurzen Test lagst du am Ende dieser Runde im Schnitt { $margin } SP hinter dem bestplatzierten Gegner – mitgezählt sind die SP, die eine Wertung aller Felder dann brächte
       *[other] im ersten, kurzen Test spielte der Coach die Runde nach diesem Zug ein Stück weiter (nicht ganz bis zum Ende). Dort lagst du im Schnitt { $margin } SP hinter dem bestplatzierten Gegner – mitgezählt sind die SP, die eine Wertung aller Felder in diesem Moment brächte
    }
coach-outlook_level =
    { $n ->
        [0] im ersten, kurzen Test lagst du am Ende dieser Runde im Schnitt gleichauf mit dem bestplatzierten Gegner – mitgezählt sind die SP, die eine Wertung aller Felder dann brächte
       *[other] im ersten, kurzen Test spielte der Coach die Runde nach diesem Zug ein Stück weiter (nicht ganz bis zum Ende). Dort lagst du im Schnitt gleichauf mit dem bestplatzierten Gegner – mitgezählt sind die SP, die eine Wertung aller Felder in diesem Moment brächte
    }
coach-ahead = am Ende dieser Runde lägst du { $margin } SP vor dem bestplatzierten Gegner
coach-behind = am Ende dieser Runde lägst du { $margin } SP hinter dem bestplatzierten Gegner
coach-level = am Ende dieser Runde lägst du gleichauf mit dem bestplatzierten Gegner
coach-soon_ahead =
    { $n ->
        [one] nach der nächsten Entscheidung lägst du { $margin } SP vor dem bestplatzierten Gegner
       *[other] nach den nächsten { $n } Entscheidungen (das Ende der Runde liegt zu weit voraus) lägst du { $margin } SP vor dem bestplatzierten Gegner
    }
coach-soon_behind =
    { $n ->
        [one] nach der nächsten Entscheidung lägst du { $margin } SP hinter dem bestplatzierten Gegner
       *[other] nach den nächsten { $n } Entscheidungen (das Ende der Runde liegt zu weit voraus) lägst du { $margin } SP hinter dem bestplatzierten Gegner
    }
coach-soon_level =
    { $n ->
        [one] nach der nächsten Entscheidung lägst du gleichauf mit dem bestplatzierten Gegner
       *[other] nach den nächsten { $n } Entscheidungen (das Ende der Runde liegt zu weit voraus) lägst du gleichauf mit dem bestplatzierten Gegner
    }
coach-gain =
    { $n ->
        [0] bis dahin bekämst du keine SP
        [one] bis dahin bekämst du { $n } SP
       *[other] bis dahin bekämst du { $n } SP
    }
coach-how = In einem ersten, kurzen Test spielt der Coach jede seiner besten Optionen bis zum Ende der Runde durch (oder, wenn das für sein Budget zu weit voraus liegt, gleich viele Entscheidungen für jede Option). Dabei spielt der gierige Bot für alle Spieler, und was verdeckt gezogen wird, wird jedes Mal neu gemischt. Dann vergleicht er die SP der Tiere plus das, was jedes Tier bekäme, wenn man in diesem Moment alle Felder werten würde.
coach-how_kept =
    { $n ->
        [one] Er bleibt bei dem Zug, der auf den ersten Blick am besten aussieht (der ersten Wahl des gierigen Bots), außer eine andere Option ist mehr als { $limit } SP besser: Bei nur einem Probelauf je Option ist ein kleinerer Vorsprung oft Zufall.
       *[other] Er bleibt bei dem Zug, der auf den ersten Blick am besten aussieht (der ersten Wahl des gierigen Bots), außer eine andere Option ist mehr als { $limit } SP besser: Bei höchstens { $n } Probeläufen je Option ist ein kleinerer Vorsprung oft Zufall.
    }
