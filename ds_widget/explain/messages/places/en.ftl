## A tile named by its terrain and where it lies, said from the centre (explain/places.py).
## { $what } is the terrain (or "tile", "empty hex"); it comes first, so its grammar is the name's.
place-tile = tile
    .at = on
    .plural = tiles
place-hex = empty hex
    .at = on
    .plural = empty hexes
place-centre = { $what } in the centre
place-near = { $what } { $dir } of the centre
place-straight = { $what } { $n ->
        [2] two
        [3] three
       *[other] { $n }
    } steps { $dir } of the centre
place-path = { $what } { $n ->
        [2] two
       *[other] { $n }
    } steps { $dir } and { $m ->
        [one] one
       *[other] { $m }
    } { $dir2 } of the centre

## The compass points a place is said by (north is up on the board, docs/rules.md §4.1)
bearing-N = north
bearing-NE = north-east
bearing-SE = south-east
bearing-S = south
bearing-SW = south-west
bearing-NW = north-west
bearing-NNE = north-north-east
bearing-E = east
bearing-SSE = south-south-east
bearing-SSW = south-south-west
bearing-W = west
bearing-NNW = north-north-west
