//go:build !langfiles

package i18n

// Messages of the Shinobi table and its rules page, in Italian.
func init() {
	addMessages("it", `
		"shinobi.name":        "Shinobi: la guerra dei clan",
		"shinobi.clan.0":      "Hōjō",
		"shinobi.clan.1":      "Mōri",
		"shinobi.clan.2":      "Oda",
		"shinobi.clan.3":      "Takeda",
		"shinobi.clan.4":      "Uesugi",
		"shinobi.ninja": "Ninja",
		"shinobi.step1":       "Schiera",
		"shinobi.step2":       "Rinforza / sposta",
		"shinobi.step3":       "Attacca",
		"shinobi.status":      "azione\u00a0%d\u00a0di\u00a03",
		"shinobi.final_round": "ultimi turni: %d",
		"shinobi.skip":        "Salta",
		"shinobi.results":     "Risultati",
		"shinobi.secret_clan": "Clan segreto",
		"shinobi.totals": "Carte di ogni clan sul tavolo",
		"shinobi.totals_short": "Sul tavolo",

		"shinobi.prompt.step1":       "Azione 1: trascina una carta sulla provincia di un avversario, o un Ninja su un esercito.",
		"shinobi.prompt.step2":       "Azione 2: trascina una carta sulla tua provincia, o tocca una carta in una provincia avversaria per spostarla.",
		"shinobi.prompt.step3":       "Azione 3: attacco. Tocca uno dei tuoi eserciti illuminati, poi un esercito più piccolo di un altro clan.",
		"shinobi.prompt.deploy":      "Schiera la tua carta %s: tocca una provincia illuminata.",
		"shinobi.prompt.reinforce":   "Rinforza con la tua carta %s: tocca la tua provincia.",
		"shinobi.prompt.ninja":       "Ninja: tocca l'esercito che colpisce.",
		"shinobi.prompt.move_to":     "Sposta la carta %s dalla provincia di %s: tocca dove va.",
		"shinobi.prompt.attack_with": "Attacca con il tuo esercito %s (%d): tocca un esercito illuminato.",
		"shinobi.prompt.skip":        "L'azione %d non si può svolgere: %s.",

		"shinobi.why.no_card_now":    "All'azione 3 non si gioca nessuna carta: attacca con uno dei tuoi eserciti.",
		"shinobi.why.ninja_step":     "Un Ninja si gioca solo all'azione 1.",
		"shinobi.why.ninja_own":      "Un Ninja colpisce la provincia di un avversario, non la tua.",
		"shinobi.why.ninja_army":     "Un Ninja colpisce un esercito: tocca un esercito illuminato in una provincia avversaria.",
		"shinobi.why.deploy_own":     "Schiera presso un avversario; la tua provincia si rinforza all'azione 2.",
		"shinobi.why.reinforce_own":  "Rinforzare vuol dire la tua provincia: toccala.",
		"shinobi.why.move_to":        "La carta va nella tua provincia o in quella di un altro avversario.",
		"shinobi.why.own_move":       "Le carte non si spostano mai fuori dalla tua provincia.",
		"shinobi.why.pick_card":      "Scegli prima una carta della tua mano, o trascinala su una provincia.",
		"shinobi.why.pick_attacker":  "Più eserciti tuoi possono attaccarlo: tocca prima quello che attacca.",
		"shinobi.why.pick_target":    "Tocca l'esercito che attacchi.",
		"shinobi.why.own_attack":     "Attacca un esercito nella provincia di un altro giocatore.",
		"shinobi.why.same_clan":      "Un esercito non attacca un esercito del proprio clan.",
		"shinobi.why.too_small":      "Il tuo esercito %s non è più grande di nessun esercito che potrebbe attaccare.",
		"shinobi.why.ninja_province": "Il tuo Ninja ha colpito %s in questo turno: non puoi attaccare quella provincia.",
		"shinobi.why.received":       "L'esercito di %s (%s) ha ricevuto una carta in questo turno: non si può attaccare.",
		"shinobi.why.not_bigger":     "Il tuo esercito %s (%d) non è più grande dell'esercito di %s (%s, %d).",
		"shinobi.why.no_bigger":      "Nessun tuo esercito di un altro clan è più grande dell'esercito di %s (%s, %d).",

		"shinobi.skip.no card in hand to deploy":                                                    "nessuna carta in mano da schierare",
		"shinobi.skip.only Ninjas in hand and no army in an opponent's province to strike":          "solo Ninja in mano e nessun esercito avversario da colpire",
		"shinobi.skip.no clan card in hand and no card in an opponent's province to move":           "nessuna carta clan in mano e nessuna carta avversaria da spostare",
		"shinobi.skip.no army in your province to attack with":                                      "nessun esercito con cui attaccare",
		"shinobi.skip.no army of yours is bigger than an army of another clan that may be attacked": "nessun esercito è più grande di un esercito attaccabile di un altro clan",

		"shinobi.log.deploy":    "%s schiera una carta %s nella provincia di %s",
		"shinobi.log.reinforce": "%s rinforza la propria provincia con una carta %s",
		"shinobi.log.ninja":     "Il Ninja di %[1]s colpisce l'esercito %[3]s di %[2]s, che perde una carta",
		"shinobi.log.move":      "%s sposta una carta %s dalla provincia di %s a quella di %s",
		"shinobi.log.move_own": "%s sposta una carta %s dalla provincia di %s alla propria",
		"shinobi.log.attack":    "L'esercito %[2]s di %[1]s attacca l'esercito %[4]s di %[3]s, che perde una carta",
		"shinobi.log.skip":      "%s salta un'azione: %s",
		"shinobi.log.draw":      "%s pesca una carta %s",
		"shinobi.log.draws":     "%s pesca una carta",
		"shinobi.log.draw_ninja": "%s pesca un Ninja",
		"shinobi.log.final":     "Il mazzo è finito: ogni altro giocatore gioca un ultimo turno, senza pescare",
		"shinobi.log.reveal":    "Il clan di %s è %s (sue carte sul tavolo: %d)",

		"shinobi.reason.most cards on the table":                "più carte sul tavolo",
		"shinobi.reason.tie broken by own clan in own province": "pareggio spezzato da più carte del proprio clan nella propria provincia",
		"shinobi.reason.tie not broken: shared win":             "pareggio non spezzato: vittoria condivisa",

		"shinobi.end.wins":       "%s vince: più carte del proprio clan sul tavolo (%d).",
		"shinobi.end.tie_broken": "%s pareggiano per più carte sul tavolo (%d); %s vince lo spareggio, con più carte del proprio clan nella propria provincia (%d).",
		"shinobi.end.shared":     "%s pareggiano per più carte sul tavolo (%d) e per le carte del proprio clan nella propria provincia (%d): condividono la vittoria (nostra decisione).",
		"shinobi.end.unclaimed":  "Clan senza giocatore, che non possono vincere (carte sul tavolo): %s.",
		"shinobi.end.totals": "Carte del clan di ciascuno sul tavolo: %s.",

		"shinobi.help": "Shinobi: la guerra dei clan (RightGames, 2012), da 3 a 5 giocatori. Cinque clan si contendono il Giappone: Hōjō, Mōri, Oda, Takeda e Uesugi, ciascuno con il suo colore e il suo stemma. Ognuno tiene segreta una carta clan: è il clan per cui gioca, e nessun altro lo sa fino alla fine. Le carte clan non distribuite restano nella scatola senza essere viste; le loro truppe combattono lo stesso, ma nessuno può vincere con loro.\n\n" +
			"Il mazzo delle truppe ha 11 carte per clan e 3 Ninja. Ognuno ne tiene 4. Le carte davanti a un giocatore sono la sua provincia; le carte di un clan lì sono l'esercito di quel clan.\n\n" +
			"Il tuo turno ha tre azioni, sempre in quest'ordine (il tavolo le mostra come passi 1, 2, 3):\n" +
			"1. Schiera: metti una carta clan dalla mano nella provincia di un avversario. Oppure gioca un Ninja: va negli scarti insieme a una carta di un esercito in una provincia avversaria — e in questo turno non puoi attaccare quella provincia.\n" +
			"2. Rinforza o sposta: metti una carta clan dalla mano nella tua provincia, oppure sposta una carta da una provincia avversaria alla tua o a quella di un altro avversario. Le carte non lasciano mai la tua provincia.\n" +
			"3. Attacca: un esercito della tua provincia attacca, in un'altra provincia, un esercito di un altro clan che ha meno carte e non ha ricevuto carte in questo turno. Perde una carta negli scarti. Se un attacco è possibile, devi attaccare.\n" +
			"Poi peschi fino ad avere 4 carte. Gli scarti sono scoperti.\n\n" +
			"Su questo tavolo: trascina una carta su una provincia o un esercito, oppure tocca la carta e poi il bersaglio; tocca un esercito in una provincia avversaria per spostarne la carta in cima; tocca il tuo esercito, poi quello che attacca. Si illumina solo ciò che puoi toccare, e un tocco rifiutato dice perché.\n\n" +
			"Nostre decisioni dove le fonti tacciono: un'azione impossibile si salta, e il registro dice perché. Quando il mazzo finisce, si completa il turno, poi ogni altro giocatore gioca un ultimo turno senza pescare. Un pareggio va a chi ha più carte del proprio clan nella propria provincia; se resta il pareggio, si condivide la vittoria.\n\n" +
			"La fine: le carte clan si girano una alla volta. Si contano le carte di ogni clan su tutto il tavolo; vince il giocatore il cui clan ne ha di più.\n\n" +
			"Più giocatori su un dispositivo: mani e clan sono segreti, quindi il dispositivo passa di mano dietro una tenda prima di ogni turno, e mano e clan tornano nascosti alla fine del turno.",
		"shinobi.results.title": "Chi aveva quale clan",
		"shinobi.results.held": "%s aveva il clan %s (%d in tavola).",
		"shinobi.pic.attack": "Un attacco: l'armata Mōri colpisce l'armata Oda, che perde una carta.",
		"hint.shinobi.deploy": "Un turno ha tre azioni, sempre in quest’ordine. Prima si schiera: trascina una carta dalla mano sulla provincia di un avversario.",
		"hint.shinobi.ninja": "Prima azione: trascina una carta sulla provincia di un avversario, o il tuo Ninja su un esercito lì: quell’esercito perde la carta in cima.",
		"hint.shinobi.reinforce": "Seconda azione: trascina una carta sulla tua provincia per rinforzarla, o tocca una carta in una provincia avversaria per spostarla altrove.",
		"hint.shinobi.attack": "Ultima azione, obbligatoria: tocca uno dei tuoi eserciti illuminati, poi un esercito più piccolo di un altro clan. Quello perde una carta.",
		"hint.shinobi.skip": "Quando un’azione non si può compiere, si salta: tocca Salta per proseguire.",
		"tutorial.shinobi.welcome": "Benvenuto in Shinobi. Tu e due bot guidate ciascuno un clan in segreto: la tua carta clan, in basso a sinistra, mostra Mōri. Alla fine vince il clan con più carte su tutto il tavolo.",
		"tutorial.shinobi.turn": "Un turno ha tre azioni, sempre in quest’ordine: schierare una carta presso un rivale, rinforzare la tua provincia o spostare una carta, poi attaccare. La barra sopra la tua provincia mostra quale tocca.",
		"tutorial.shinobi.deploy": "Schiera: tocca la tua carta Takeda, poi la provincia di Bot 2. Dare ai rivali carte di clan non tuoi tiene nascosto il tuo.",
		"tutorial.shinobi.reinforce": "Rinforza: tocca la tua carta Hōjō, poi la tua provincia. Le carte di uno stesso clan in una provincia formano un esercito.",
		"tutorial.shinobi.skip": "Attacca: un esercito può attaccare solo un esercito più piccolo di un altro clan. Il tuo esercito Hōjō di una carta è troppo piccolo: tocca Salta. Poi peschi fino ad avere quattro carte.",
		"tutorial.shinobi.attacked": "L’esercito Oda di due carte di Bot 3 ha attaccato l’esercito Takeda di una carta di Bot 2, che ha perso la sua carta. Ora tocca di nuovo a te.",
		"tutorial.shinobi.ninja": "Invece di schierare, puoi mandare un Ninja: toccalo, poi l’esercito Oda di Bot 3. Il Ninja e la carta in cima a quell’esercito vanno negli scarti.",
		"tutorial.shinobi.again": "Rinforza il tuo esercito Hōjō: tocca la tua carta Hōjō, poi la tua provincia. Potresti invece spostare altrove la carta in cima a un esercito rivale.",
		"tutorial.shinobi.attack": "Attacca: tocca il tuo esercito Hōjō di due carte, poi l’esercito Oda di una carta di Bot 2, che perde una carta. Bot 3, colpito dal tuo Ninja, non può essere attaccato in questo turno.",
		"tutorial.shinobi.end": "Ben giocato! Quando il mazzo finisce, ognuno gioca un ultimo turno; poi le carte clan vengono rivelate e le carte contate. Ora gioca una vera partita, o torna al menu.",
	`)
}
