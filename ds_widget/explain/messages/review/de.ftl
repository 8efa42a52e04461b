review-better = { $better } wäre etwa { $gap } SP mehr wert gewesen als { $worse }: { $why }.
review-equal = { $better } und { $worse } sind gleich gut: Der Coach bewertet beide gleich.
review-kept = { $taken } war die erste Wahl des gierigen Bots, und der Coach bleibt dabei: { $other } ist nur etwa { $gap } SP besser, zu wenig, um Zufall auszuschließen.
review-alone = { $better } war die einzige Option, die sich zu prüfen lohnte.
review-and = { $first } und { $second }
review-though = { $text } (allerdings { $cost })
review-term-gain =
    { $n ->
        [one] { $amount } SP mehr bis zum Ende der Runde
       *[other] { $amount } SP mehr bis zum Ende der Runde
    }
review-term-earth =
    { $n ->
        [one] { $amount } SP mehr für dich, würde die Erde wie in der Schlusswertung gewertet
       *[other] { $amount } SP mehr für dich, würde die Erde wie in der Schlusswertung gewertet
    }
review-term-rival =
    { $n ->
        [one] { $amount } SP weniger für das beste andere Tier
       *[other] { $amount } SP weniger für das beste andere Tier
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
review-term-small = sie bringen gleich viele SP; der Unterschied liegt im Kleinen (übereinstimmende Elemente, Arten auf der Erde)
review-cost-gain =
    { $n ->
        [one] { $amount } SP weniger bis zum Ende der Runde
       *[other] { $amount } SP weniger bis zum Ende der Runde
    }
review-cost-earth =
    { $n ->
        [one] { $amount } SP weniger für dich, würde die Erde wie in der Schlusswertung gewertet
       *[other] { $amount } SP weniger für dich, würde die Erde wie in der Schlusswertung gewertet
    }
review-cost-rival =
    { $n ->
        [one] { $amount } SP mehr für das beste andere Tier
       *[other] { $amount } SP mehr für das beste andere Tier
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
review-option-none = keine Wahl
review-option-decline = Verzichten
review-option-done = Aufhören
review-option-count = die Zahl { $value }
review-hint_lead = Der Coach würde { $label } wählen, etwa { $gap } SP mehr wert als { $worse }: { $why }.
review-hint_lead_equal = Der Coach würde { $label } wählen; { $worse } ist gleich gut.
review-hint_lead_both = Der Coach würde { $label } wählen; { $worse } ist gleich gut: In seinen Durchläufen setzt du in dieser Runde ohnehin auf beide Aktionsfelder eine Aktionsfigur, und kein Gegner besetzt eines davon vor dir.
review-hint_lead_alone = Der Coach würde { $label } wählen.
review-hint_lead_kept = Der Coach würde { $label } wählen, die erste Wahl des gierigen Bots: { $worse } ist nur etwa { $gap } SP besser, zu wenig, um Zufall auszuschließen.
review-hint_less = etwa { $gap } SP weniger wert als { $better }: { $why }
review-hint_same = so gut wie { $better }
review-hint_same_both = so gut wie { $better }: In den Durchläufen setzt du in dieser Runde ohnehin auf beide Aktionsfelder eine Aktionsfigur, und kein Gegner besetzt eines davon vor dir
review-hint_more = etwa { $gap } SP mehr wert als { $better }, zu wenig, um die erste Wahl des gierigen Bots aufzugeben
review-quote = „{ $label }“
