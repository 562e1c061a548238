//go:build !langfiles

package i18n

// Messages of the Mana table and its rules page, in Italian.
func init() {
	addMessages("it", `
		"mana.variant.advanced":                              "Preparazione avanzata: posizionamento libero nelle prime due righe",
		"mana.option.repetition":                             "Patta quando una posizione si ripete per la terza volta",
		"mana.option.passes":                                 "Patta quando entrambi i giocatori passano di seguito",
		"mana.reason.Daimio captured":                        "il Daimio è stato catturato",
		"mana.reason.both players passed in a row":           "entrambi i giocatori hanno passato di seguito",
		"mana.reason.the same position occurred three times": "la stessa posizione si è ripetuta tre volte",
		"mana.name":               "Mana",
		"mana.black":              "Nero",
		"mana.white":              "Bianco",
		"mana.won":                "%s ha catturato il Daimio in %s.",
		"mana.thinking":           "Sta pensando…",
		"mana.flip":               "Gira la scacchiera",
		"mana.pass":               "Passa",
		"mana.moves":              "Mosse",
		"mana.log.move.D": "%s (%s) muove il Daimio da %s a %s.",
		"mana.log.move.R": "%s (%s) muove un Ronin da %s a %s.",
		"mana.log.move.D.takes_R": "%s (%s) muove il Daimio da %s a %s e cattura un Ronin.",
		"mana.log.move.D.takes_D": "%s (%s) muove il Daimio da %s a %s e cattura il Daimio avversario.",
		"mana.log.move.R.takes_R": "%s (%s) muove un Ronin da %s a %s e cattura un Ronin.",
		"mana.log.move.R.takes_D": "%s (%s) muove un Ronin da %s a %s e cattura il Daimio.",
		"mana.log.enter": "%s (%s) fa rientrare un Ronin in %s.",
		"mana.log.place.D": "%s (%s) mette il Daimio in %s.",
		"mana.log.place.R": "%s (%s) mette un Ronin in %s.",
		"mana.log.pass":           "%s (%s) passa: tutti i suoi pezzi sono bloccati.",
		"mana.log.draw":           "Patta: %s",
		"mana.say.ronin": "%s sposta un Ronin da %s a %s",
		"mana.say.daimio": "%s sposta il Daimio da %s a %s",
		"mana.say.enter": "%s fa rientrare un Ronin in %s",
		"mana.say.place_ronin": "%s mette un Ronin in %s",
		"mana.say.place_daimio": "%s mette il Daimio in %s",
		"mana.reserve":            "Riserva",
		"mana.prompt.daimio":      "Tocca un doppio illuminato della tua prima riga per il Daimio; i Ronin occupano il resto.",
		"mana.prompt.place":       "Disponi i tuoi pezzi nelle prime due righe (ne mancano %d). Tocca la tua riserva per scegliere tra Daimio e Ronin.",
		"mana.prompt.place.last": "Disponi il tuo ultimo pezzo nelle prime due righe.",
		"mana.prompt.free":        "Mossa libera: un qualsiasi tuo pezzo, o un Ronin dalla riserva.",
		"mana.prompt.pass":        "Tutti i tuoi pezzi sono bloccati: devi passare.",
		"mana.prompt.pass.reserve": "Tutti i tuoi pezzi sono bloccati: devi passare, anche con un Ronin nella tua riserva.",
		"mana.prompt.asks.1":      "L’uccello Mana chiede un singolo: muovi un pezzo che sta su un singolo.",
		"mana.prompt.asks.2":      "L’uccello Mana chiede un doppio: muovi un pezzo che sta su un doppio.",
		"mana.prompt.asks.3":      "L’uccello Mana chiede un triplo: muovi un pezzo che sta su un triplo.",
		"mana.prompt.disobey.1":   "Nessun tuo pezzo su un singolo può muovere: muovi un pezzo qualsiasi o fai rientrare un Ronin.",
		"mana.prompt.disobey.2":   "Nessun tuo pezzo su un doppio può muovere: muovi un pezzo qualsiasi o fai rientrare un Ronin.",
		"mana.prompt.disobey.3":   "Nessun tuo pezzo su un triplo può muovere: muovi un pezzo qualsiasi o fai rientrare un Ronin.",
		"mana.why.bird.1":         "L’uccello Mana chiede un singolo: quel pezzo ora non può muovere.",
		"mana.why.bird.2":         "L’uccello Mana chiede un doppio: quel pezzo ora non può muovere.",
		"mana.why.bird.3":         "L’uccello Mana chiede un triplo: quel pezzo ora non può muovere.",
		"mana.why.blocked.1":      "Quel pezzo è bloccato: non può fare esattamente un passo.",
		"mana.why.blocked.2":      "Quel pezzo è bloccato: non può fare esattamente due passi.",
		"mana.why.blocked.3":      "Quel pezzo è bloccato: non può fare esattamente tre passi.",
		"mana.why.reach.1":        "Un pezzo su un singolo fa esattamente un passo: non può raggiungere %s.",
		"mana.why.reach.2":        "Un pezzo su un doppio fa esattamente due passi: non può raggiungere %s.",
		"mana.why.reach.3":        "Un pezzo su un triplo fa esattamente tre passi: non può raggiungere %s.",
		"mana.why.enter_empty":    "Un Ronin rientra solo su una casella vuota.",
		"mana.why.theirs":         "Non è uno dei tuoi pezzi.",
		"mana.why.pick":           "Tocca prima uno dei tuoi pezzi.",
		"mana.why.no_reserve":     "La tua riserva è vuota: nessun tuo Ronin è stato catturato.",
		"mana.why.place_double":   "Il tuo Daimio parte da un doppio della tua prima riga (le caselle illuminate).",
		"mana.why.place_rows":     "Disponi i tuoi pezzi su caselle vuote delle tue prime due righe.",
		"mana.why.wait":           "%s sta pensando: attendi la sua mossa.",
		"mana.help": "Mana è un duello su una scacchiera di 6 caselle per 6. Ogni casella porta un simbolo: singolo, doppio o triplo (uno, due o tre punti); qui conta il numero di punti, i colori aiutano soltanto.\n\n" +
			"Ogni giocatore ha un Daimio (il pezzo con la corona) e cinque Ronin. Cattura il Daimio avversario per vincere.\n\n" +
			"Preparazione. Il Nero sceglie per primo: il Daimio va su uno dei tre doppi della sua prima riga e i Ronin occupano le altre cinque caselle. Poi il Bianco fa lo stesso. Nella preparazione avanzata ognuno dispone liberamente i suoi sei pezzi nelle prime due righe, prima il Nero.\n\n" +
			"Movimento. Un pezzo fa esattamente tanti passi quanti ne indica il simbolo della sua casella: uno, due o tre, ogni passo in linea retta (mai in diagonale). Può girare tra un passo e l’altro, ma non scavalca mai un pezzo e non ripassa mai su una casella già visitata in quella mossa. Finisce su una casella vuota o su un pezzo avversario, che cattura. I Ronin catturati vanno nella riserva del loro proprietario.\n\n" +
			"L’uccello Mana. Dopo ogni mossa l’uccello si posa su una casella libera del simbolo dove il pezzo si è fermato. L’avversario deve allora muovere un pezzo che sta su quel simbolo. Nostra decisione: l’uccello è solo un segnalino e non blocca nulla; il programma sceglie la sua casella.\n\n" +
			"Quando non si può obbedire all’uccello (nessun tuo pezzo su quel simbolo può muovere), puoi invece muovere un tuo pezzo qualsiasi, o rimettere uno dei tuoi Ronin catturati su una casella vuota qualsiasi; è tutto il tuo turno. Se nessuno dei tuoi pezzi può muovere, tutti bloccati da altri, passi, anche con un Ronin nella riserva, come dice il regolamento; l’avversario gioca allora liberamente: un pezzo qualsiasi, o un Ronin rimesso in gioco.\n\n" +
			"Nostre decisioni sulla patta, che le regole stampate non prevedono: la partita è patta quando la stessa posizione si presenta per la terza volta, o quando entrambi i giocatori passano uno dopo l’altro. Entrambe le regole si possono disattivare preparando la partita.\n\n" +
			"Al tavolo: tocca (o trascina) uno dei tuoi pezzi e le sue destinazioni si illuminano; le catture sono cerchiate di rosso. Tocca una destinazione per muovere. Per far rientrare un Ronin tocca la tua riserva, poi una casella vuota. L’elenco delle mosse scrive c1-c3 per una mossa e R@d4 per un rientro.",
		"mana.results.title": "La posizione finale",
		"mana.pic.move": "L'uccello è su un doppio: il Nero muove un Ronin che sta su un doppio, di esattamente due caselle.",
		"hint.mana.place": "Prima si piazzano i pezzi: tocca una casella illuminata dal tuo lato. Proteggi bene il tuo Daimio: chi cattura il Daimio avversario vince.",
		"hint.mana.free": "Puoi muovere un pezzo qualsiasi: toccalo, poi una casella illuminata. Un pezzo avanza di tante caselle quante ne indica il simbolo su cui si trova, senza saltare.",
		"hint.mana.obey": "L’uccello Mana si posa dove è finita l’ultima mossa: muovi un pezzo che sta sullo stesso simbolo di quella casella. Toccane uno, poi una casella illuminata.",
		"hint.mana.disobey": "Nessun tuo pezzo sul simbolo dell’uccello può muovere: puoi muovere un pezzo qualsiasi o far rientrare un Ronin dalla riserva.",
		"hint.mana.pass": "Tutti i tuoi pezzi sono bloccati: tocca Passa. Poi l’avversario muove liberamente.",
		"hint.mana.reenter": "Un tuo Ronin catturato aspetta nella riserva: tocca la riserva, poi una casella vuota, per farlo rientrare. È tutta la tua mossa.",
	`)
}
