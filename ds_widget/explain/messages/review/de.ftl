review-better = { $better } wäre etwa { $gap } SP mehr wert gewesen als { $worse }: { $why }.
review-equal = { $better } und { $worse } sind gleich gut: Der Coach bewertet beide gleich.
review-equal_plain = Dein Zug und die beste Alternative sind gleich gut: Der Coach bewertet beide gleich.
review-unclear = Im Schnitt brachte { $better } etwa { $gap } SP mehr als { $worse } – die Ergebnisse der Probeläufe schwanken aber zu stark, als dass das sicher wäre.
review-unclear_short = Im Schnitt brachte { $better } etwa { $gap } SP mehr – die Ergebnisse der Probeläufe schwanken aber zu stark, als dass das sicher wäre.
review-kept = { $taken } war der Zug, der auf den ersten Blick am besten aussieht, und der Coach bleibt dabei: { $other } ist in den Probeläufen nur etwa { $gap } SP besser, zu wenig, um Zufall auszuschließen.
review-alone = { $better } war die einzige Option, die sich zu prüfen lohnte.
review-and = { $first } und { $second }
review-though = { $text } (allerdings { $cost })
review-offset = { $text }, nur zum Teil ausgeglichen durch { $cost }
review-rest = { $text }; dazu kommt noch ein { $way ->
        [less] Rückstand
       *[more] Vorsprung
    } von { $amount } SP durch kleinere Unterschiede
review-term-gain =
    { $n ->
        [one] { $amount } SP mehr bis zum Ende der Runde
       *[other] { $amount } SP mehr bis zum Ende der Runde
    }
review-term-earth =
    { $n ->
        [one] { $amount } SP mehr für dich, wenn die Erde wie bei der Schlusswertung gewertet würde
       *[other] { $amount } SP mehr für dich, wenn die Erde wie bei der Schlusswertung gewertet würde
    }
review-term-rival =
    { $n ->
        [one] { $amount } SP weniger für den bestplatzierten Gegner
       *[other] { $amount } SP weniger für den bestplatzierten Gegner
    }
review-term-endangered =
    { $n ->
        [one] { $n } gefährdete Art weniger
       *[other] { $n } gefährdete Arten weniger
    }
review-term-dominated =
    { $n ->
        [one] auf { $n } Feld mehr dominant
       *[other] auf { $n } Feldern mehr dominant
    }
review-term-small = sie bringen gleich viele SP; der Unterschied liegt nur in dem, was der Coach außer den SP bewertet (übereinstimmende Elemente, Arten auf der Erde)
review-cost-gain =
    { $n ->
        [one] { $amount } SP weniger bis zum Ende der Runde
       *[other] { $amount } SP weniger bis zum Ende der Runde
    }
review-cost-earth =
    { $n ->
        [one] { $amount } SP weniger für dich, wenn die Erde wie bei der Schlusswertung gewertet würde
       *[other] { $amount } SP weniger für dich, wenn die Erde wie bei der Schlusswertung gewertet würde
    }
review-cost-rival =
    { $n ->
        [one] { $amount } SP mehr für den bestplatzierten Gegner
       *[other] { $amount } SP mehr für den bestplatzierten Gegner
    }
review-cost-endangered =
    { $n ->
        [one] { $n } gefährdete Art mehr
       *[other] { $n } gefährdete Arten mehr
    }
review-cost-dominated =
    { $n ->
        [one] auf { $n } Feld weniger dominant
       *[other] auf { $n } Feldern weniger dominant
    }
review-verdict-only = einziger Zug
review-verdict-best = bester Zug
review-verdict-good = gut
review-verdict-inaccuracy = Ungenauigkeit
review-verdict-mistake = Fehler
review-verdict-blunder = grober Fehler
review-verdict-unclear = unklar
review-option-none = keine Wahl
review-option-decline = der Verzicht
review-option-done = „Fertig“
review-option-count = „{ $n ->
        [0] keine Art
        [one] eine Art
       *[other] { $n } Arten
    }“
review-hint_lead = Der Coach würde { $label } wählen: Das ist etwa { $gap } SP mehr wert als { $worse } – { $why }.
review-hint_lead_equal = Der Coach würde { $label } wählen; { $worse } ist gleich gut: dasselbe Ergebnis in den Probeläufen – es ist also egal, welchen der beiden Züge du nimmst.
review-hint_lead_equal_plain = Die Wahl des Coachs und der zweitbeste Zug sind gleich gut: dasselbe Ergebnis in den Probeläufen – es ist also egal, welchen der beiden Züge du nimmst.
review-hint_lead_both = Der Coach würde { $label } wählen; { $worse } ist gleich gut: In den Probeläufen hast du in dieser Runde so oder so beide Aktionsfelder besetzt – nur die Reihenfolge war anders.
review-hint_lead_both_plain = Die Wahl des Coachs und der zweitbeste Zug sind gleich gut: In den Probeläufen hast du in dieser Runde so oder so beide Aktionsfelder besetzt – nur die Reihenfolge war anders.
review-hint_lead_alone = Der Coach würde { $label } wählen.
review-hint_lead_kept = Der Coach bleibt bei seiner ersten Wahl { $label }: { $n ->
        [one] { $worse } ist nur etwa { $gap } SP besser
       *[other] { $same ->
            [yes] { $worse } und { $other } sind jeweils nur etwa { $gap } SP besser
           *[no] { $worse } und { $other } sind nur etwa { $gap } bzw. { $gap2 } SP besser
        }
    }, und das kann Zufall sein.
review-hint_lead_kept_plain = Der Coach bleibt bei seiner ersten Wahl: { $n ->
        [one] Der zweitbeste ist nur etwa { $gap } SP besser
       *[other] { $same ->
            [yes] Die beiden anderen sind jeweils nur etwa { $gap } SP besser
           *[no] Die beiden anderen sind nur etwa { $gap } bzw. { $gap2 } SP besser
        }
    }, und das kann Zufall sein.
review-hint_less = etwa { $gap } SP weniger wert als { $better }: { $why }
review-hint_same = genauso gut wie { $better }: dasselbe Ergebnis in den Probeläufen
review-hint_same_both = genauso gut wie { $better }: In den Probeläufen hast du in dieser Runde so oder so beide Aktionsfelder besetzt – nur die Reihenfolge beim Einsetzen war anders
review-hint_lead_both_actions = Der Coach würde { $label } wählen; { $worse } ist gleich gut, wenn du die andere Aktion später noch nimmst: In den Probeläufen hast du so oder so { $one } und { $other } genutzt.
review-hint_lead_both_actions_plain = Die Wahl des Coachs und der zweitbeste Zug sind gleich gut, wenn du die andere Aktion später noch nimmst: In den Probeläufen hast du so oder so { $one } und { $other } genutzt.
review-hint_same_both_actions = genauso gut wie { $better }, sofern du die andere Aktion später noch nimmst: In den Probeläufen hast du so oder so { $one } und { $other } genutzt
review-hint_more = { $why ->
        [small] etwa { $gap } SP mehr wert als { $better } in den Probeläufen, verteilt auf Kleinigkeiten (keine davon erreicht { $least } SP) – das kann Zufall sein, darum bleibt der Coach bei seiner ersten Wahl; du kannst aber auch diesen Zug nehmen
       *[cut] schnitt in den Probeläufen besser ab als { $better }, doch der Vergleich ist unsicher: Die Probeläufe endeten an verschiedenen Stellen der Runde – darum bleibt der Coach bei seiner ersten Wahl; du kannst aber auch diesen Zug nehmen
    }
review-hint_choice = die Wahl des Coachs
review-hint_choice_first_look = die erste Wahl des Coachs (er schaut dabei nur darauf, was die Aktion selbst bewirkt, nicht, was danach in der Runde geschieht) – { $why }
review-hint_lead_beaten = Ein längerer Test zeigte, dass { $worse } etwa { $gap } SP besser ist als { $label }, der Testsieger des kurzen Tests: Der Coach würde { $worse } wählen.
review-hint_lead_beaten_plain = Ein längerer Test zeigte, dass der zweitbeste Zug etwa { $gap } SP besser ist als der Testsieger des kurzen Tests: Der Coach würde ihn wählen.
review-hint_beaten_row = die Wahl des Coachs – im längeren Test etwa { $gap } SP besser als { $better }
review-ledger_head = { $better } (im Vergleich: { $worse }):
review-unclear_level = Dein Zug { $played } und { $against } lagen im Schnitt praktisch gleichauf (weniger als einen halben SP auseinander), und die Ergebnisse der Probeläufe schwanken zu stark, als dass man sie unterscheiden könnte.
review-unclear_level_plain = Dein Zug lag im Schnitt praktisch gleichauf mit der besten Alternative, und die Ergebnisse der Probeläufe schwanken zu stark, als dass man sie unterscheiden könnte.
review-unclear_level_short = Dein Zug { $played } lag im Schnitt praktisch gleichauf mit der besten Alternative, und die Ergebnisse der Probeläufe schwanken zu stark, als dass man sie unterscheiden könnte.
review-played = ({ $move })
review-quote = „{ $label }“

## Der Anfang einer Begründung (review/lead.py): die Teile eines Unterschieds, jeder mit seinen SP
review-part-gain = { $amount } SP mehr für dich bis zum Ende der Runde
review-part-earth = { $amount } SP mehr für dich bei einer gedachten Schlusswertung nach dieser Runde
review-part-earth_tile = { $amount } SP mehr für dich { AT($tile) } bei einer gedachten Schlusswertung nach dieser Runde
review-part-rival = { $amount } SP weniger für den bestplatzierten Gegner
review-against-gain = { $amount } SP weniger für dich bis zum Ende der Runde
review-against-earth = { $amount } SP weniger für dich bei einer gedachten Schlusswertung nach dieser Runde
review-against-earth_tile = { $amount } SP weniger für dich { AT($tile) } bei einer gedachten Schlusswertung nach dieser Runde
review-against-rival = { $amount } SP mehr für den bestplatzierten Gegner
review-part-gain_cut = { $amount } SP mehr für dich bis zum Ende der Probeläufe
review-part-earth_cut = { $amount } SP mehr für dich bei einer gedachten Schlusswertung am Ende der Probeläufe
review-part-earth_tile_cut = { $amount } SP mehr für dich { AT($tile) } bei einer gedachten Schlusswertung am Ende der Probeläufe
review-against-gain_cut = { $amount } SP weniger für dich bis zum Ende der Probeläufe
review-against-earth_cut = { $amount } SP weniger für dich bei einer gedachten Schlusswertung am Ende der Probeläufe
review-against-earth_tile_cut = { $amount } SP weniger für dich { AT($tile) } bei einer gedachten Schlusswertung am Ende der Probeläufe
review-lead_sum = { $better } wäre etwa { $gap } SP mehr wert gewesen als { $worse }: { $parts }.
review-lead_sum_yours = { $better } wäre etwa { $gap } SP mehr wert gewesen als dein Zug: { $parts }.
review-lead_mainly = { $better } wäre etwa { $gap } SP mehr wert gewesen als { $worse }, vor allem durch { $parts }.
review-lead_mainly_yours = { $better } wäre etwa { $gap } SP mehr wert gewesen als dein Zug, vor allem durch { $parts }.
review-lead_partly = { $better } wäre etwa { $gap } SP mehr wert gewesen als { $worse }, unter anderem durch { $parts }.
review-lead_partly_yours = { $better } wäre etwa { $gap } SP mehr wert gewesen als dein Zug, unter anderem durch { $parts }.
review-hint_partly = Der Coach würde { $better } wählen: Das ist etwa { $gap } SP mehr wert als { $worse }, unter anderem durch { $parts }.
review-hint_partly_yours = Der Coach würde { $better } wählen: Das ist etwa { $gap } SP mehr wert als die zweitbeste Wahl, unter anderem durch { $parts }.
review-lead_bare = { $better } wäre etwa { $gap } SP mehr wert gewesen als dein Zug.
review-hint_bare = Der Coach würde { $better } wählen: Das ist etwa { $gap } SP mehr wert als die zweitbeste Wahl.
review-lead_small = { $better } wäre etwa { $gap } SP mehr wert gewesen als { $worse }, durch mehrere kleine Unterschiede zusammen.
review-hint_sum = Der Coach würde { $better } wählen: Das ist etwa { $gap } SP mehr wert als { $worse } – { $parts }.
review-hint_sum_yours = Der Coach würde { $better } wählen: Das ist etwa { $gap } SP mehr wert als die zweitbeste Wahl – { $parts }.
review-hint_mainly = Der Coach würde { $better } wählen: Das ist etwa { $gap } SP mehr wert als { $worse }, vor allem durch { $parts }.
review-hint_mainly_yours = Der Coach würde { $better } wählen: Das ist etwa { $gap } SP mehr wert als die zweitbeste Wahl, vor allem durch { $parts }.
review-hint_small = Der Coach würde { $better } wählen: Das ist etwa { $gap } SP mehr wert als { $worse }, durch mehrere kleine Unterschiede zusammen.
review-hint_about_same =
    { $side ->
        [behind] im längeren Test im Schnitt etwa { $gap } SP weniger als { $better } – die Ergebnisse schwanken aber zu stark, als dass das sicher wäre
       *[ahead] im längeren Test im Schnitt etwa { $gap } SP mehr als { $better } – die Ergebnisse schwanken aber so stark, dass das auch Zufall sein kann; beide Züge sind also etwa gleich gut, und der Coach wechselt nur zu einem Zug, der sicher besser ist
    }
review-hint_about_same_level = im längeren Test im Schnitt gleichauf mit { $better } – die Ergebnisse schwanken zu stark, als dass man die beiden unterscheiden könnte
review-hint_first_look = nur im kurzen Test des Coachs geprüft{ $rough ->
        [yes] {""}
       *[no] {" "}(weniger verlässlich)
    } – { $text }
review-hint_about_equal =
    { $side ->
        [behind] Der Coach würde { $better } wählen; im längeren Test brachte { $worse } im Schnitt etwa { $gap } SP weniger, doch die Ergebnisse schwanken zu stark, als dass man sicher sein könnte.
       *[ahead] Keiner ist sicher besser: { $worse } lag im längeren Test etwa { $gap } SP vorn, doch das kann Zufall sein. Der Coach bleibt bei { $better }; du kannst beide nehmen.
    }
review-hint_about_equal_plain =
    { $side ->
        [behind] Im längeren Test brachte der zweitbeste Zug im Schnitt etwa { $gap } SP weniger als die Wahl des Coachs, doch die Ergebnisse schwanken zu stark, als dass man sicher sein könnte.
       *[ahead] Keiner ist sicher besser: Der andere Zug lag im längeren Test etwa { $gap } SP vorn, doch das kann Zufall sein. Der Coach bleibt beim besten Zug seines kurzen Tests; du kannst beide nehmen.
    }
review-hint_about_level = Der Coach würde { $better } wählen; im längeren Test lag { $worse } im Schnitt gleichauf, und die Ergebnisse schwanken zu stark, als dass man die beiden unterscheiden könnte.
review-hint_about_level_plain = Im längeren Test lagen die Wahl des Coachs und der zweitbeste Zug im Schnitt gleichauf, und die Ergebnisse schwanken zu stark, als dass man sie unterscheiden könnte.
review-hint_differ_both = die größten einzelnen Unterschiede im längeren Test, im Schnitt – mit { $better }: { $mine }; mit { $worse }: { $theirs }
review-hint_differ_one = der größte einzelne Unterschied im längeren Test, im Schnitt – mit { $label }: { $part }
review-hint_differ_none = die beiden Züge sind praktisch gleich gut, es ist also egal, welchen du nimmst: Im längeren Test unterscheiden sie sich nur in mehreren Kleinigkeiten, jede im Schnitt unter { $n } SP
review-hint_differ_rest = { $text }; { $way ->
        [with] dazu kommen viele kleine Unterschiede, die zusammen noch etwa { $amount } SP für { $label } bringen
       *[against] dagegen stehen viele kleine Unterschiede, zusammen etwa { $amount } SP für { $label }
    }
review-hint_differ_cancel = { $text } – diese beiden heben sich auf; der Abstand entsteht also aus kleineren Unterschieden
review-hint_differ_biggest = { $text }; die größte davon mit { $label }: { $part }
review-ledger_tile =
    { $more ->
        [more] { THE($tile) }: { $amount } SP mehr
       *[less] { THE($tile) }: { $amount } SP weniger
    }
review-ledger_rest =
    Sonstiges: { $more ->
        [more] { $amount } SP mehr
       *[less] { $amount } SP weniger
    } (kleine SP-Unterschiede und ein Zuschlag, den nur der Coach vergibt – er belohnt wenige gefährdete Arten, viele übereinstimmende Elemente und viele Arten auf der Erde; das Spiel zählt diesen Zuschlag nicht)
review-ledger_small_sum =
    Beide Züge enden fast gleich: Kein einzelner Unterschied erreicht einen halben SP; zusammen bringen alle Unterschiede dem ersten der beiden Züge { $more ->
        [more] etwa { $amount } SP mehr
       *[less] etwa { $amount } SP weniger
    }
review-ledger_rounding =
    Rundungsdifferenz (die Zeilen oben sind auf halbe SP gerundet): { $more ->
        [more] { $amount } SP mehr
       *[less] { $amount } SP weniger
    }
review-ledger_other_tiles =
    { $more ->
        [more] die übrigen Felder zusammen: { $amount } SP mehr
       *[less] die übrigen Felder zusammen: { $amount } SP weniger
    }
review-ledger_playouts = Gemittelt über { $better } Probeläufe mit dem ersten und { $worse } mit dem zweiten Zug.
review-why = Warum?
review-mine_sum = Dein Zug ({ $better }) war etwa { $gap } SP mehr wert als { $worse }: { $parts }.
review-mine_sum_yours = Dein Zug ({ $better }) war etwa { $gap } SP mehr wert als die zweitbeste Wahl: { $parts }.
review-mine_mainly = Dein Zug ({ $better }) war etwa { $gap } SP mehr wert als { $worse }, vor allem durch { $parts }.
review-mine_mainly_yours = Dein Zug ({ $better }) war etwa { $gap } SP mehr wert als die zweitbeste Wahl, vor allem durch { $parts }.
review-mine_partly = Dein Zug ({ $better }) war etwa { $gap } SP mehr wert als { $worse }, unter anderem durch { $parts }.
review-mine_partly_yours = Dein Zug ({ $better }) war etwa { $gap } SP mehr wert als die zweitbeste Wahl, unter anderem durch { $parts }.
review-mine_bare = Dein Zug ({ $better }) war etwa { $gap } SP mehr wert als die zweitbeste Wahl.
review-mine_small = Dein Zug ({ $better }) war etwa { $gap } SP mehr wert als { $worse }, durch mehrere kleine Unterschiede zusammen.
review-row_sum = etwa { $gap } SP weniger als { $better }: { $parts }
review-row_sum_yours = etwa { $gap } SP weniger als die Wahl des Coachs: { $parts }
review-row_mainly = etwa { $gap } SP weniger als { $better }, vor allem durch { $parts }
review-row_mainly_yours = etwa { $gap } SP weniger als die Wahl des Coachs, vor allem durch { $parts }
review-row_partly = etwa { $gap } SP weniger als { $better }, unter anderem durch { $parts }
review-row_partly_yours = etwa { $gap } SP weniger als die Wahl des Coachs, unter anderem durch { $parts }
review-row_bare = etwa { $gap } SP weniger als die Wahl des Coachs
review-row_small = etwa { $gap } SP weniger als { $better }, durch mehrere kleine Unterschiede zusammen
review-unclear_behind = Dein Zug { $played } brachte im Schnitt etwa { $gap } SP weniger als { $against } – die Ergebnisse der Probeläufe schwanken aber zu stark, als dass das sicher wäre.
review-unclear_behind_plain = Dein Zug brachte im Schnitt etwa { $gap } SP weniger als die beste Alternative – die Ergebnisse der Probeläufe schwanken aber zu stark, als dass das sicher wäre.
review-unclear_ahead = Dein Zug { $played } brachte im Schnitt etwa { $gap } SP mehr als { $against } – die Ergebnisse der Probeläufe schwanken aber zu stark, als dass das sicher wäre.
review-unclear_ahead_plain = Dein Zug brachte im Schnitt etwa { $gap } SP mehr als die beste Alternative – die Ergebnisse der Probeläufe schwanken aber zu stark, als dass das sicher wäre.
review-unclear_behind_short = Dein Zug { $played } brachte im Schnitt etwa { $gap } SP weniger – die Ergebnisse der Probeläufe schwanken aber zu stark, als dass das sicher wäre.
review-unclear_ahead_short = Dein Zug { $played } brachte im Schnitt etwa { $gap } SP mehr – die Ergebnisse der Probeläufe schwanken aber zu stark, als dass das sicher wäre.
review-unclear_worse = Dein Zug { $played } brachte im Schnitt etwa { $gap } SP weniger als { $against }; er ist sicher nicht besser, aber die Probeläufe schwanken zu stark, um zu sagen, wie viel schlechter.
review-unclear_worse_plain = Dein Zug brachte im Schnitt etwa { $gap } SP weniger als die beste Alternative; er ist sicher nicht besser, aber die Probeläufe schwanken zu stark, um zu sagen, wie viel schlechter.
review-unclear_worse_short = Dein Zug { $played } brachte im Schnitt etwa { $gap } SP weniger; er ist sicher nicht besser, aber die Probeläufe schwanken zu stark, um zu sagen, wie viel schlechter.
review-unclear_worse_compact = Dein Zug { $played } brachte etwa { $gap } SP weniger als { $against }; er ist sicher nicht besser, aber wie viel schlechter, ist unklar.
review-unclear_behind_compact = Dein Zug { $played } brachte etwa { $gap } SP weniger als { $against } – das kann aber auch Zufall sein.
review-unclear_ahead_compact = Dein Zug { $played } brachte etwa { $gap } SP mehr als { $against } – das kann aber auch Zufall sein.
review-unclear_level_compact = Dein Zug { $played } und { $against } lagen praktisch gleichauf – die Probeläufe reichen nicht, um sie zu unterscheiden.
review-hint_beaten_loser = im längeren Test etwa { $gap } SP weniger als { $better }
review-hint_how_longer = Liegt seine Wahl vor der zweitbesten Option, lässt er die beiden dann in einem längeren Test gegeneinander antreten (dieselben verdeckten Ziehungen für beide, bis zum Ende der Runde) und wechselt nur, wenn die andere sicher besser abschneidet.
review-choosing = die Wahl { $label }
review-spread_against = { $against ->
        [named] dem anderen Zug
       *[other] diesem Zug
    }
review-spread_decider = Achtung: { $above ->
        [best] Der Zug oben brachte im Durchschnitt am meisten, doch die Bewertung stützt sich auf einen anderen getesteten Zug
       *[other] Die Bewertung stützt sich nicht auf den Zug oben, sondern auf einen anderen getesteten Zug
    }: { $move }, im Schnitt etwa { $gap } SP besser als deiner. Bei diesem Vergleich ist sich der Coach am sichersten; die Spanne in der nächsten Zeile gehört zu diesem Vergleich.
review-ledger_spread_unclear = { $side ->
        [better] Mit { $confidence }-prozentiger Sicherheit liegt dein Zug im Schnitt vieler Probeläufe zwischen { $low } SP vor und { $high } SP hinter { $them }: zu breit, um zu sagen, ob er { $bands } ist.
       *[worse] Mit { $confidence }-prozentiger Sicherheit liegt dein Zug im Schnitt vieler Probeläufe zwischen { $low } SP und { $high } SP hinter { $them }: zu breit, um zu sagen, ob er { $bands } ist.
    }
review-ledger_spread_good = Mit { $confidence }-prozentiger Sicherheit liegt dein Zug im Schnitt vieler Probeläufe { $side ->
        [ahead] zwischen { $low } SP und { $high } SP vor { $them }
        [both] zwischen { $low } SP vor und { $high } SP hinter { $them }
       *[behind] { $low } SP bis { $high } SP hinter { $them }
    }: Der ganze Bereich bleibt unter { $limit } SP Verlust, also sicher ein guter Zug{ $word ->
        [best] ; im Schnitt hast du nichts verloren, darum ist es der beste Zug.
       *[good] .
    }
review-just_under = knapp unter { $n }
review-ledger_spread_marked = { $band ->
        [inaccuracy] Mit { $confidence }-prozentiger Sicherheit liegt dein Zug im Schnitt vieler Probeläufe { $low } SP bis { $high } SP hinter { $them }: Der ganze Bereich liegt zwischen { $limit } und { $upto } SP, also sicher eine Ungenauigkeit.
        [blunder] Mit { $confidence }-prozentiger Sicherheit liegt dein Zug im Schnitt vieler Probeläufe { $low } SP bis { $high } SP hinter { $them }: Der ganze Bereich liegt über { $limit } SP, also sicher mindestens ein Fehler; im Schnitt kostete dich dein Zug sogar mehr als { $upto } SP, darum ist es ein grober Fehler.
        [blunder_elsewhere] Mit { $confidence }-prozentiger Sicherheit liegt dein Zug im Schnitt vieler Probeläufe { $low } SP bis { $high } SP hinter { $them }: Der ganze Bereich liegt über { $limit } SP, also sicher mindestens ein Fehler; { $top } brachte im Schnitt sogar etwa { $gap } SP mehr als dein Zug, also mehr als { $upto } SP, darum ist es ein grober Fehler.
       *[mistake] Mit { $confidence }-prozentiger Sicherheit liegt dein Zug im Schnitt vieler Probeläufe { $low } SP bis { $high } SP hinter { $them }: Der ganze Bereich liegt über { $limit } SP, also sicher ein Fehler.
    }
review-band-good = gut (weniger als { $good } SP verloren)
review-band-inaccuracy = eine Ungenauigkeit ({ $good } bis { $inacc } SP)
review-band-mistake = ein Fehler ({ $inacc } bis { $mistake } SP)
review-band-blunder = ein grober Fehler (mehr als { $mistake } SP)
review-bands = { $n ->
        [one] { $b1 }
        [2] { $b1 } oder { $b2 }
        [3] { $b1 }, { $b2 } oder { $b3 }
       *[other] { $b1 }, { $b2 }, { $b3 } oder { $b4 }
    }
review-ledger_tiny = Kein einzelner Unterschied erreicht einen halben SP: Alle sind klein.
review-ledger_total =
    Insgesamt: { $more ->
        [level] etwa gleich
        [more] etwa { $amount } SP mehr
       *[less] etwa { $amount } SP weniger
    }
review-row_uneven = schnitt in den Probeläufen schlechter ab als { $better }, doch der Vergleich ist unsicher: Die Probeläufe endeten an verschiedenen Stellen der Runde
## ein Zug im Satz einer Analyse, je nach Art der Entscheidung (review/moves.py): was die gewählte Option tut
review-move-adaptation_element = die Wahl { THE($element, case: "gen") }
review-move-abundance_element = die Wahl { THE($element, case: "gen") }
review-move-wasteland_return = das Zurücklegen { THE($element, case: "gen") } in den Beutel
review-move-regression_protect = der Schutz { THE($element, case: "gen") }
review-move-glaciation_tile = die Vergletscherung { THE($tile, case: "gen") }
review-move-migration_from = das Wegziehen { THE($tile, case: "dat", prep: "von") }
review-move-migration_to = das Ziehen { AT($tile, case: "acc") }
review-move-migration_count = die Wahl „{ $n ->
        [0] keine Art
        [one] eine Art
       *[other] { $n } Arten
    }“
review-move-speciation_count = die Wahl „{ $n ->
        [0] keine Art
        [one] eine Art
       *[other] { $n } Arten
    }“
review-move-mammal_save = die Rettung einer Art { AT($tile) }
review-move-domination_tile = die Wertung { THE($tile, case: "gen") }
review-move-pick_card = die Karte { $quoted }
review-move-wanderlust_stack = die Wahl des Feldes „{ $terrain }“ von Stapel { $stack }
review-move-competition_tile = der Konkurrenzkampf { AT($tile) }
review-move-migration_from_done = das Beenden der Migration
review-move-migration_from_decline = der Verzicht auf die Migration
review-move-wanderlust_follow = die Wahl „{ $n ->
        [0] keine Art
        [one] eine Art
       *[other] { $n } Arten
    }“
## the hint's lead where the longer test confirmed the choice: its gap and parts, said to be the longer test's
review-hint_tested_sum = Der Coach würde { $better } wählen: Im längeren Test brachte das etwa { $gap } SP mehr als { $worse } – { $parts }.
review-hint_tested_sum_yours = Der Coach würde { $better } wählen: Im längeren Test brachte das etwa { $gap } SP mehr als die zweitbeste Wahl – { $parts }.
review-hint_tested_mainly = Der Coach würde { $better } wählen: Im längeren Test brachte das etwa { $gap } SP mehr als { $worse }, vor allem durch { $parts }.
review-hint_tested_mainly_yours = Der Coach würde { $better } wählen: Im längeren Test brachte das etwa { $gap } SP mehr als die zweitbeste Wahl, vor allem durch { $parts }.
review-hint_tested_partly = Der Coach würde { $better } wählen: Im längeren Test brachte das etwa { $gap } SP mehr als { $worse }, unter anderem durch { $parts }.
review-hint_tested_partly_yours = Der Coach würde { $better } wählen: Im längeren Test brachte das etwa { $gap } SP mehr als die zweitbeste Wahl, unter anderem durch { $parts }.
review-hint_tested_bare = Der Coach würde { $better } wählen: Im längeren Test brachte das etwa { $gap } SP mehr als die zweitbeste Wahl.
review-hint_tested_small = Der Coach würde { $better } wählen: Im längeren Test brachte das etwa { $gap } SP mehr als { $worse }, durch mehrere kleine Unterschiede zusammen.
review-hint_longer = im längeren Test { $text }
review-against-small = etwa { $amount } SP durch kleine Unterschiede in die andere Richtung
review-part-small = etwa { $amount } SP durch kleine Unterschiede in die andere Richtung
review-ledger_playouts_each =
    { $n ->
        [one] Aus einem Probelauf mit jedem der beiden Züge.
       *[other] Gemittelt über { $n } Probeläufe mit jedem der beiden Züge.
    }
review-hint_bare_named = Der Coach würde { $better } wählen: Das ist etwa { $gap } SP mehr wert als { $worse }.
review-mine_bare_named = Dein Zug ({ $better }) war etwa { $gap } SP mehr wert als { $worse }.
review-hint_tested_bare_named = Der Coach würde { $better } wählen: Im längeren Test brachte das etwa { $gap } SP mehr als { $worse }.
review-ledger_rival = { $text } ({ $way ->
        [for] gut für dich
       *[against] schlecht für dich
    })
review-hint_first_look_below = nur im kurzen Test des Coachs geprüft – dort lag dieser Zug hinter { $above }, darum steht er auch hier darunter. Seine Zahlen stammen aus dem kurzen Test und lassen sich nicht mit dem längeren Test vergleichen – { $text }
review-just_over = etwas über { $n }
review-legend = ({ $clauses }.)
review-legend_join = { $first }; { $second }
review-legend-gain_end = „bis zum Ende der Runde“: SP, die du in dieser Runde wirklich bekommst
review-legend-gain_cut = „bis zum Ende der Probeläufe“: SP, die du bis dahin wirklich bekommst (eine lange Runde spielt der Coach nur ein Stück weit)
review-legend-earth_end = „bei einer gedachten Schlusswertung nach dieser Runde“: SP, die deine Arten auf der Erde bekämen, wenn das Spiel am Ende dieser Runde mit der Schlusswertung endete (bis dahin spielen in den Probeläufen auch die anderen weiter – darum kann sich auch ein Feld ändern, das dein Zug gar nicht berührt) – SP, die du noch nicht hast
review-legend-earth_cut = „bei einer gedachten Schlusswertung am Ende der Probeläufe“: SP, die deine Arten auf der Erde bekämen, wenn das Spiel dort mit der Schlusswertung endete, wo der Coach die Probeläufe abbricht (bis dahin spielen auch die anderen weiter – darum kann sich auch ein Feld ändern, das dein Zug gar nicht berührt) – SP, die du noch nicht hast
review-legend-earth_both = „bei einer gedachten Schlusswertung nach dieser Runde“ oder „am Ende der Probeläufe“: SP, die deine Arten auf der Erde bekämen, wenn das Spiel genau dann mit der Schlusswertung endete (bis dahin spielen in den Probeläufen auch die anderen weiter – darum kann sich auch ein Feld ändern, das dein Zug gar nicht berührt) – SP, die du noch nicht hast
review-hint_more_part = etwa { $gap } SP mehr wert als { $better } in den Probeläufen, unter anderem durch { $part }, doch das kann Zufall sein, darum bleibt der Coach bei seiner ersten Wahl – du kannst aber auch diesen Zug nehmen
review-hint_differ_level = insgesamt sind die beiden Züge praktisch gleich gut, es ist also egal, welchen du nimmst; { $text }
review-legend-rival = „der bestplatzierte Gegner“: in jedem Probelauf derjenige deiner Gegner, der am Ende des Probelaufs vorn liegt – gezählt werden seine SP und die SP, die seine Arten bei einer gedachten Schlusswertung bekämen
review-ledger_small_sum_named =
    Beide Züge enden fast gleich: Kein einzelner Unterschied erreicht einen halben SP; zusammen liegt { $first } damit etwa { $amount } SP { $more ->
        [more] vorn
       *[less] hinten
    }
review-hint_lead_kept_rough = Der Coach bleibt bei seiner ersten Wahl { $label }: { $n ->
        [one] { $worse } schnitt zwar besser ab
       *[other] { $worse } und { $other } schnitten zwar besser ab
    }, doch die Probeläufe endeten an verschiedenen Stellen der Runde – der Vergleich ist also unsicher.
review-hint_lead_kept_rough_plain = Der Coach bleibt bei seiner ersten Wahl: { $n ->
        [one] Der zweitbeste Zug schnitt zwar besser ab
       *[other] Die beiden anderen schnitten zwar besser ab
    }, doch die Probeläufe endeten an verschiedenen Stellen der Runde – der Vergleich ist also unsicher.
review-hint_lead_kept_why = Der Coach bleibt bei { $label }: { $gist }. { $n ->
        [one] { $worse } ist nur etwa { $gap } SP besser
       *[other] { $same ->
            [yes] { $worse } und { $other } sind jeweils nur etwa { $gap } SP besser
           *[no] { $worse } und { $other } sind nur etwa { $gap } bzw. { $gap2 } SP besser
        }
    }: vielleicht Zufall.
review-hint_lead_kept_why_plain = Der Coach bleibt bei seiner ersten Wahl: { $gist }. { $n ->
        [one] Ein anderer Zug ist nur etwa { $gap } SP besser
       *[other] { $same ->
            [yes] Die anderen sind jeweils nur etwa { $gap } SP besser
           *[no] Die anderen sind nur etwa { $gap } bzw. { $gap2 } SP besser
        }
    }: vielleicht Zufall.
review-hint_lead_kept_rough_why = Der Coach bleibt bei { $label }: { $gist }. { $n ->
        [one] Der andere Zug schnitt besser ab, doch der Vergleich ist unsicher.
       *[other] Die anderen schnitten besser ab, doch der Vergleich ist unsicher.
    }
review-hint_lead_kept_rough_why_plain = Der Coach bleibt bei seiner ersten Wahl: { $gist }. { $n ->
        [one] Der andere Zug schnitt besser ab, doch der Vergleich ist unsicher.
       *[other] Die anderen schnitten besser ab, doch der Vergleich ist unsicher.
    }
review-legend-uneven = „Der Vergleich ist unsicher“: Der Coach bricht seine kurzen Probeläufe oft vor dem Ende der Runde ab, und die Probeläufe zweier Züge können an verschiedenen Stellen enden – einer schon nach einer Wertung, die der andere noch nicht erreicht hat
