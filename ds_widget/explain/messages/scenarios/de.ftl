scenario-matching-title = Übereinstimmende Elemente und Dominanz: Qualität, nicht Menge
scenario-matching-text =
    In dieser Wüste haben die Insekten { $few ->
        [one] { $few } Art
       *[other] { $few } Arten
    } und die Amphibien { $many }, und doch dominieren die Insekten. Gezählt wird so: für jedes Element auf der Tierübersicht die Elemente dieses Typs an den Ecken des Feldes. Die Insekten ({ $insects_sheet }) kommen auf { $insects_terms } = { $insects_match }, die Amphibien ({ $amphibians_sheet }) nur auf { $amphibians_terms } = { $amphibians_match }. Die Reptilien haben auf ihrer Tierübersicht nur { $rep_sun ->
        [one] eine Sonne
       *[other] { $rep_sun } Sonnen
    }, aber die Wüste hat { $des_sun ->
        [one] eine Sonne
       *[other] { $des_sun } Sonnen
    }: { $rep_sun } × { $des_sun } = { $reptiles_match }. Sieh dir an, was geschieht, wenn { $mov ->
        [one] ein Reptil aus der Savanne in die Wüste zieht
       *[other] { $mov } Arten der Reptilien aus der Savanne in die Wüste ziehen
    }.
scenario-matching-try = Nimm den Zug zurück und entferne die Sonne, die zu Wüste und Savanne gehört (mit einer Erschöpfung oder mit „Was wäre, wenn …“): Die Reptilien, die in der Savanne bleiben, werden gefährdet.
scenario-initiative-title = Initiative: vorrücken, dann dieselbe Figur erneut setzen
scenario-initiative-text =
    Runde { $turn } einer Partie mit { $players } Spielern. Die Reptilien, mit { $pos ->
        [one] einem Tier
       *[other] { $pos } Tieren
    } vor sich in der Initiativreihenfolge, setzen eine Aktionsfigur auf das Aktionsfeld der Initiative. Bei der Ausführung tauschen sie ihren Initiativmarker mit dem { THE($passed, case: "gen") } direkt links von ihnen und setzen genau diese Figur auf ein anderes freies „Augen“-Aktionsfeld: das letzte freie Überfluss-Aktionsfeld, um mehr Sonne ins Spiel zu bringen.
scenario-initiative-try = Wähle stattdessen ein anderes Aktionsfeld oder behalte die Figur: Der Tausch geschieht trotzdem. Nur wer verzichtet, lässt ihn aus.
scenario-adaptation-title = Anpassung: ein Element für die eigene Tierübersicht wählen
scenario-adaptation-text = Die Insekten führen die erste Aktionsfigur der Anpassung aus und wollen vielseitiger werden: Sie nehmen das Fleisch. Säugetieren und Vögeln bleiben die Larven und das Gras. Die Insekten hätten sich stattdessen mit dem Gras spezialisieren können (ein Gras mehr zu den { $grass_now } aufgedruckten: { $grass_then } insgesamt). Eine Larve zu nehmen wäre riskant: Nimmt niemand die andere Larve, rutscht sie am Ende der Runde in die Regressionsbox und bedroht in der nächsten Runde jedes Tier mit einer Larve.
scenario-adaptation-try = Nimm stattdessen das Gras und vergleiche die übereinstimmenden Elemente der Insekten in der Savanne (das Spielbrett erklärt es).
scenario-regression-title = Zurückentwicklung: Typen zählen, nicht einzelne Elemente – und die kostenlose Aktionsfigur der Reptilien
scenario-regression-text =
    In der Regressionsbox { $n ->
        [one] liegt eine Larve
       *[other] liegen { $n } Larven
    } – { $typ ->
        [one] das ist nur ein Typ
       *[other] das sind { $typ } Typen
    }. Die Insekten setzen ihre letzte Aktionsfigur auf die Zurückentwicklung und behalten so ihre Larve; die Reptilien behalten ihre dank ihrer kostenlosen Aktionsfigur auf dem dritten, kostenlosen Aktionsfeld. Die Säugetiere haben dort keine Figur und verlieren ihre Larve. Beachte die Sonne in den Anpassungs-Quadraten: Nimmt sie niemand, rutscht sie am Ende dieser Runde in die Regressionsbox und bedroht die Sonne der Insekten.
scenario-regression-try = Setze die Figur der Insekten nicht in die Zurückentwicklung, sondern auf ein anderes Aktionsfeld, und sieh, welche Elemente sie verlieren.
scenario-abundance-title = Überfluss: Ein Element kann ändern, wer dominiert
scenario-abundance-text =
    Die Amphibien führen die erste Aktionsfigur des Überflusses aus und legen eines der Wasser auf eine Ecke der Savanne. Ihre { $waters } aufgedruckten Wasser stimmen jetzt mit je { $sav_wat ->
        [one] einem Wasser
       *[other] { $sav_wat } Wasser
    } überein: { $amphibians_match } übereinstimmende Elemente gegen { $insects_match } der Insekten – damit dominieren sie die Savanne. Danach legen die Reptilien die Sonne ins Gebirge: Ihre { $suns } aufgedruckten Sonnen stimmen dort jetzt mit { $mtn_sun ->
        [one] einer Sonne
       *[other] { $mtn_sun } Sonnen
    } überein, { $reptiles_match } insgesamt, so viele wie die { $mammals_match } der Säugetiere mit ihrem Fleisch. Bei Gleichstand der übereinstimmenden Elemente dominiert niemand, also verlieren die Säugetiere das Gebirge.
scenario-abundance-try = Lege das Wasser auf eine Ecke, die zwei Feldern gehört: Es zählt für beide.
scenario-wasteland-title = Ödland: Was in der Box bleibt, räumt die Tundra ab
scenario-wasteland-text =
    Die Spinnen führen die Aktionsfigur des Ödlands aus und legen die Larve aus der Ödlandbox in den Beutel zurück, also { $n ->
        [one] bleibt die Larve
       *[other] bleiben die { $n } Larven
    } neben der Tundra liegen. In der Box liegt noch ein Wasser, also wird jedes Wasser entfernt, das ein Tundrafeld berührt, wo immer es liegt. Die Amphibien verlieren ihre Dominanz in der Wüste: Ohne Wasser sind ihre Arten dort gefährdet.
scenario-wasteland-try = Lege stattdessen das Wasser zurück und sieh, welche Elemente verschwinden.
scenario-depletion-title = Erschöpfung: Ein Samen ändert zwei Felder
scenario-depletion-text = In der Erschöpfungsbox liegt ein Samen, also dürfen die Säugetiere einen beliebigen Samen von der Erde entfernen. Sie nehmen den, der zu Wüste und Savanne gehört. Auf beiden Feldern fallen die Vögel ({ $birds_sheet }) von { $was } übereinstimmenden Elementen auf { $now }: Sie verlieren die Wüste, wo die Reptilien ebenfalls auf { $reptiles_match } kommen (bei Gleichstand dominiert niemand), und die Säugetiere, bisher in der Savanne gleichauf mit den Vögeln, werden dort dominant.
scenario-depletion-try = Entferne stattdessen den anderen Samen der Wüste: Nur ein Feld ändert sich.
scenario-glaciation-title = Vergletscherung: Das Eis rückt Schritt für Schritt vor
scenario-glaciation-text =
    Die Reptilien dürfen ein Feld neben einem Tundrafeld vergletschern. Die Savanne ist verlockend: Sie grenzt an { $alt_tundra ->
        [one] ein Tundrafeld
       *[other] { $alt_tundra } Tundrafelder
    } ({ $alt_bonus } Bonus-SP) und brächte ihnen die Überleben-Karte (auf der Tundra { $sv_rep ->
        [one] { $sv_rep } Art
       *[other] { $sv_rep } Arten
    } der Reptilien gegen { $sv_ara } der Spinnen und { $sv_ins } der Insekten). Dann aber wäre die einzige Sonne von { $around } Tundrafeldern eingeschlossen und würde in Schritt 4 entfernt. Also vergletschern sie die Wüste: Die Arten darauf werden beiseitegestellt, die Wüste wird Tundra, Schritt 4 entfernt nichts, { $bonus } Bonus-SP für { $tundra ->
        [one] das eine angrenzende Tundrafeld
       *[other] die { $tundra } angrenzenden Tundrafelder
    }, und von den Arten der Insekten ({ $aside_insects }), der Vögel ({ $aside_birds }) und der Amphibien ({ $aside_amphibians }) kommt je eine zurück; die übrigen gehen in den Genpool ihres Tieres zurück: { $back_birds } der Vögel und { $back_amphibians } der Amphibien.
scenario-glaciation-try = Vergletschere stattdessen die Savanne und sieh zu, wie die Sonne verschwindet.
scenario-speciation-title = Artenbildung: Ein Element versorgt bis zu drei Felder
scenario-speciation-text =
    Die Spinnen führen ihre Aktionsfigur auf dem Gras-Aktionsfeld aus und wählen das Gras, das an Savanne, Wüste und Tundra grenzt. Jedes Feld darf Arten bis zu seiner Obergrenze erhalten: { $cap_savannah } in der Savanne, { $cap_desert } in der Wüste, { $cap_tundra } auf der Tundra. Die Amphibien verlieren die Wüste: Dort haben jetzt auch die Spinnen { $tie ->
        [one] ein übereinstimmendes Element
       *[other] { $tie } übereinstimmende Elemente
    }, und bei Gleichstand dominiert niemand. Dann setzen die Insekten ihre kostenlose Art in die Savanne, um dort zahlenmäßig vorn zu bleiben.
scenario-speciation-try = Setze weniger Arten ein und prüfe, wer die Savanne bei einer Dominanz gewinnen würde.
scenario-wanderlust-title = Wandertrieb: ein neues Feld, und alle dürfen einziehen
scenario-wanderlust-text =
    Die Vögel sind zuerst dran. Sie nehmen das aufgedeckte Feld, { THE($terrain, case: "acc") }, und legen es an den Rand der Erde, mit einem Samen aus den Wandertrieb-Quadraten auf einer seiner Ecken. Das neue Feld grenzt an { $n ->
        [one] ein Feld
       *[other] { $n } Felder
    } der Erde: { $vp } Bonus-SP laut Bonuspunkte-Tabelle. Dann darf jedes Tier in der Reihenfolge der Nahrungskette Arten von den angrenzenden Feldern hineinziehen lassen: Die Vögel ziehen { $birds_in } hinein und dominieren sofort; die Spinnen verzichten (dort wären sie gefährdet); die Insekten ziehen { $insects_in } hinein.
scenario-wanderlust-try = Lege das Feld an eine andere Stelle: Wie viele Bonus-SP bringt jeder freie Platz?
scenario-migration-title = Migration: Arten ziehen um, und der weite Flug der Vögel
scenario-migration-text =
    Die Insekten führen ihre Aktionsfigur auf dem Aktionsfeld „{ $x }“ aus: bis zu { $x ->
        [one] { $x } Art
       *[other] { $x } Arten
    }, jede auf ein angrenzendes Feld. { $win ->
        [one] Ein Insekt zieht von der Wüste in die Savanne und erobert sie.
       *[other] { $win } Arten der Insekten ziehen von der Wüste in die Savanne und erobern sie.
    } { $ice ->
        [one] Die eine Art der Insekten auf der Tundra ist
       *[other] Die { $ice } Arten der Insekten auf der Tundra sind
    } dort gefährdet, also { $rem ->
        [one] bringt der letzte Zug
       *[other] bringen die restlichen { $rem } Züge
    } sie fort: { $to_desert } in die Wüste und { $to_mountain } ins Gebirge. Auch die Vögel haben eine Aktionsfigur auf der Migration: Ein Vogel darf bis zu { $range } Felder weit fliegen, über ein vorhandenes Feld hinweg, also { $fly ->
        [one] fliegt ein Vogel
       *[other] fliegen { $fly } Arten der Vögel
    } von der See auf die Tundra, die die Insekten gerade verlassen haben.
scenario-migration-try = Versuche, einen Vogel über einen freien Platz des Spielplans zu bewegen: Das wird nicht angeboten.
scenario-competition-title = Konkurrenzkampf: ein Feld pro Geländetyp
scenario-competition-text = Die Reptilien führen ihre Aktionsfigur auf dem Aktionsfeld Tundra/Wüste/Wald aus. Für jeden dieser { $terrains } Geländetypen dürfen sie ein Feld wählen, auf dem sie und ein Gegner Arten haben, und dort eine gegnerische Art eliminieren. Sie eliminieren ein Insekt auf der Tundra und ein Säugetier im linken Wald. In keiner Wüste haben sie Arten, dieser Konkurrenzkampf entfällt also; und im zweiten Wald oder auf der See können sie in dieser Runde nicht kämpfen.
scenario-competition-try = Wähle stattdessen den anderen Wald: Nur ein Wald darf gewählt werden.
scenario-domination-title = Dominanz: ein Feld werten, dann eine Dominanzkarte
scenario-domination-text =
    Die Reptilien werten den einzigen Sumpf. Gezählt werden Arten, nicht übereinstimmende Elemente: Die Amphibien liegen mit { $top ->
        [one] { $top } Art
       *[other] { $top } Arten
    } auf dem ersten Platz ({ $top_vp } SP). Reptilien und Vögel haben je { $pair_species }; die Reptilien stehen in der Nahrungskette höher, also bekommen sie den zweiten Platz ({ $second_vp } SP) und die Vögel den dritten ({ $third_vp } SP). Für den letzten Platz bleibt niemand übrig; { $vp ->
        [one] der { $vp } SP dafür wird
       *[other] die { $vp } SP dafür werden
    } nicht vergeben. Die Reptilien dominieren den Sumpf (nach übereinstimmenden Elementen, nicht nach der Zahl der Arten), also müssen sie jetzt eine der offenen Dominanzkarten wählen.
scenario-domination-try = Wähle eine Karte und lies im Erklärungsbereich, wie sie abgehandelt wird.
