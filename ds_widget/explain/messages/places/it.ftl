## A tile named by its terrain and where it lies, said from the centre (explain/places.py).
## { $what } is the terrain (or "tessera", "esagono libero"); it comes first, so its grammar is the name's.
place-tile = tessera
    .at = su
    .gender = f
    .article = la
    .indefinite = una
    .plural = tessere
place-hex = esagono libero
    .at = su
    .gender = m
    .article = l'
    .indefinite = un
    .plural = esagoni liberi
place-centre = { $what } al centro
place-near = { $what } a { $dir } del centro
place-straight = { $what } { $n ->
        [2] due
        [3] tre
       *[other] { $n }
    } passi a { $dir } del centro
place-path = { $what } { $n ->
        [2] due
       *[other] { $n }
    } passi a { $dir } e { $m ->
        [one] uno
       *[other] { $m }
    } a { $dir2 } del centro

## The compass points a place is said by (north is up on the board, docs/rules.md §4.1)
bearing-N = nord
bearing-NE = nord-est
bearing-SE = sud-est
bearing-S = sud
bearing-SW = sud-ovest
bearing-NW = nord-ovest
bearing-NNE = nord-nord-est
bearing-E = est
bearing-SSE = sud-sud-est
bearing-SSW = sud-sud-ovest
bearing-W = ovest
bearing-NNW = nord-nord-ovest
