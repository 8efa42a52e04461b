## A tile named by its terrain and where it lies, said from the centre (explain/places.py).
## { $what } is the terrain (or "Feld", "freier Platz"); it comes first, so its grammar is the name's.
## An empty hex is a "freier Platz" (Feld is a tile): its adjective takes the article's ending.
place-tile = Feld
    .at = auf
    .gender = n
    .gen = Feldes
    .plural = Felder
place-hex = freier Platz
    .at = auf
    .gender = m
    .running = freie Platz
    .acc = freien Platz
    .dat = freien Platz
    .gen = freien Platzes
    .plural = freie Plätze
place-centre = { $what } in der Mitte
place-near = { $what } { $dir } der Mitte
place-straight = { $what } { $n ->
        [2] zwei
        [3] drei
       *[other] { $n }
    } Schritte { $dir } der Mitte
place-path = { $what } { $n ->
        [2] zwei
       *[other] { $n }
    } Schritte { $dir } und { $m ->
        [one] einen
       *[other] { $m }
    } { $dir2 } der Mitte

## The compass points a place is said by (north is up on the board, docs/rules.md §4.1)
bearing-N = nördlich
bearing-NE = nordöstlich
bearing-SE = südöstlich
bearing-S = südlich
bearing-SW = südwestlich
bearing-NW = nordwestlich
bearing-NNE = nordnordöstlich
bearing-E = östlich
bearing-SSE = südsüdöstlich
bearing-SSW = südsüdwestlich
bearing-W = westlich
bearing-NNW = nordnordwestlich
