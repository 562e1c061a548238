//go:build !langfiles

package i18n

// Messages of the Shinobi table and its rules page, in French.
func init() {
	addMessages("fr", `
		"shinobi.name":        "Shinobi : la guerre des clans",
		"shinobi.clan.0":      "Hōjō",
		"shinobi.clan.1":      "Mōri",
		"shinobi.clan.2":      "Oda",
		"shinobi.clan.3":      "Takeda",
		"shinobi.clan.4":      "Uesugi",
		"shinobi.ninja": "Ninja",
		"shinobi.step1":       "Déployer",
		"shinobi.step2":       "Renforcer / déplacer",
		"shinobi.step3":       "Attaquer",
		"shinobi.status":      "action\u00a0%d\u00a0sur\u00a03",
		"shinobi.final_round": "derniers tours : %d",
		"shinobi.skip":        "Passer",
		"shinobi.results":     "Résultats",
		"shinobi.secret_clan": "Clan secret",
		"shinobi.totals": "Cartes de chaque clan sur la table",
		"shinobi.totals_short": "Sur la table",

		"shinobi.prompt.step1":       "Action 1 : glissez une carte sur la province d’un adversaire, ou un Ninja sur une armée.",
		"shinobi.prompt.step2":       "Action 2 : glissez une carte sur votre province, ou touchez une carte d’une province adverse pour la déplacer.",
		"shinobi.prompt.step3":       "Action 3 : attaque. Touchez une de vos armées éclairées, puis une armée plus petite d’un autre clan.",
		"shinobi.prompt.deploy":      "Déployer votre carte %s : touchez une province éclairée.",
		"shinobi.prompt.reinforce":   "Renforcer avec votre carte %s : touchez votre province.",
		"shinobi.prompt.ninja":       "Ninja : touchez l’armée qu’il frappe.",
		"shinobi.prompt.move_to":     "Déplacer la carte %s de la province de %s : touchez sa destination.",
		"shinobi.prompt.attack_with": "Attaquer avec votre armée %s (%d) : touchez une armée éclairée.",
		"shinobi.prompt.skip":        "L’action %d est impossible : %s.",

		"shinobi.why.no_card_now":    "On ne joue pas de carte à l’action 3 : attaquez avec une de vos armées.",
		"shinobi.why.ninja_step":     "Un Ninja se joue seulement à l’action 1.",
		"shinobi.why.ninja_own":      "Un Ninja frappe la province d’un adversaire, pas la vôtre.",
		"shinobi.why.ninja_army":     "Un Ninja frappe une armée : touchez une armée éclairée d’une province adverse.",
		"shinobi.why.deploy_own":     "Déployez chez un adversaire ; votre province se renforce à l’action 2.",
		"shinobi.why.reinforce_own":  "Renforcer, c’est dans votre propre province : touchez-la.",
		"shinobi.why.move_to":        "La carte va dans votre province ou chez un autre adversaire.",
		"shinobi.why.own_move":       "On ne déplace jamais de carte hors de sa propre province.",
		"shinobi.why.pick_card":      "Choisissez d’abord une carte de votre main, ou glissez-la sur une province.",
		"shinobi.why.pick_attacker":  "Plusieurs de vos armées peuvent l’attaquer : touchez d’abord celle qui attaque.",
		"shinobi.why.pick_target":    "Touchez l’armée que vous attaquez.",
		"shinobi.why.own_attack":     "Attaquez une armée dans la province d’un autre joueur.",
		"shinobi.why.same_clan":      "Une armée n’attaque pas une armée de son propre clan.",
		"shinobi.why.too_small":      "Votre armée %s n’est plus grande qu’aucune armée qu’elle pourrait attaquer.",
		"shinobi.why.ninja_province": "Votre Ninja a frappé %s ce tour-ci : vous ne pouvez pas attaquer cette province.",
		"shinobi.why.received":       "L’armée de %s (%s) a reçu une carte ce tour-ci : on ne peut pas l’attaquer.",
		"shinobi.why.not_bigger":     "Votre armée %s (%d) n’est pas plus grande que l’armée de %s (%s, %d).",
		"shinobi.why.no_bigger":      "Aucune de vos armées d’un autre clan n’est plus grande que l’armée de %s (%s, %d).",

		"shinobi.skip.no card in hand to deploy":                                                    "aucune carte en main à déployer",
		"shinobi.skip.only Ninjas in hand and no army in an opponent's province to strike":          "seulement des Ninjas en main et aucune armée adverse à frapper",
		"shinobi.skip.no clan card in hand and no card in an opponent's province to move":           "aucune carte de clan en main et aucune carte adverse à déplacer",
		"shinobi.skip.no army in your province to attack with":                                      "aucune armée pour attaquer",
		"shinobi.skip.no army of yours is bigger than an army of another clan that may be attacked": "aucune armée n’est plus grande qu’une armée attaquable d’un autre clan",

		"shinobi.log.deploy":    "%s déploie une carte %s dans la province de %s",
		"shinobi.log.reinforce": "%s renforce sa province d’une carte %s",
		"shinobi.log.ninja":     "Le Ninja de %[1]s frappe l’armée %[3]s de %[2]s, qui perd une carte",
		"shinobi.log.move":      "%s déplace une carte %s de la province de %s vers celle de %s",
		"shinobi.log.move_own": "%s déplace une carte %s de la province de %s vers la sienne",
		"shinobi.log.attack":    "L’armée %[2]s de %[1]s attaque l’armée %[4]s de %[3]s, qui perd une carte",
		"shinobi.log.skip":      "%s passe une action : %s",
		"shinobi.log.draw":      "%s pioche une carte %s",
		"shinobi.log.draws":     "%s pioche une carte",
		"shinobi.log.draw_ninja": "%s pioche un Ninja",
		"shinobi.log.final":     "La pioche est vide : chacun des autres joueurs joue un dernier tour, sans piocher",
		"shinobi.log.reveal":    "Le clan de %s est %s (ses cartes sur la table : %d)",

		"shinobi.reason.most cards on the table":                "le plus de cartes sur la table",
		"shinobi.reason.tie broken by own clan in own province": "égalité départagée par le plus de cartes de son clan dans sa propre province",
		"shinobi.reason.tie not broken: shared win":             "égalité non départagée : victoire partagée",

		"shinobi.end.wins":       "%s gagne : le plus de cartes de son clan sur la table (%d).",
		"shinobi.end.tie_broken": "%s à égalité de cartes sur la table (%d) ; %s l’emporte au départage : plus de cartes de son clan dans sa province (%d).",
		"shinobi.end.shared":     "%s à égalité de cartes sur la table (%d) et de cartes de leur clan dans leur province (%d) : victoire partagée (notre décision).",
		"shinobi.end.unclaimed":  "Clans sans joueur, qui ne peuvent gagner (cartes sur la table) : %s.",
		"shinobi.end.totals": "Cartes du clan de chacun sur la table : %s.",

		"shinobi.help": "Shinobi : la guerre des clans (RightGames, 2012), 3 à 5 joueurs. Cinq clans se disputent le Japon : Hōjō, Mōri, Oda, Takeda et Uesugi, chacun avec sa couleur et son blason. Chacun tient en secret une carte de clan : c’est le clan pour lequel il joue, et personne d’autre ne le sait avant la fin. Les cartes de clan non distribuées restent dans la boîte sans être vues ; leurs troupes se battent quand même, mais personne ne peut gagner avec elles.\n\n" +
			"La pioche compte 11 cartes de chaque clan et 3 Ninjas. Chacun en tient 4. Les cartes posées devant un joueur forment sa province ; les cartes d’un même clan y forment l’armée de ce clan.\n\n" +
			"Votre tour compte trois actions, toujours dans cet ordre (la table les montre comme les étapes 1, 2, 3) :\n" +
			"1. Déployer : posez une carte de clan de votre main dans la province d’un adversaire. Ou jouez plutôt un Ninja : il part à la défausse avec une carte d’une armée d’une province adverse — et vous ne pouvez pas attaquer cette province ce tour-ci.\n" +
			"2. Renforcer ou déplacer : posez une carte de clan de votre main dans votre propre province, ou déplacez une carte d’une province adverse vers la vôtre ou vers celle d’un autre adversaire. Les cartes ne quittent jamais votre propre province.\n" +
			"3. Attaquer : une armée de votre province attaque, dans une autre province, une armée d’un autre clan qui a moins de cartes et n’a reçu aucune carte ce tour-ci. Elle perd une carte, défaussée. Si une attaque est possible, vous devez attaquer.\n" +
			"Puis vous complétez votre main à 4 cartes. La défausse est visible de tous.\n\n" +
			"Sur cette table : glissez une carte sur une province ou une armée, ou touchez la carte puis la cible ; touchez une armée d’une province adverse pour en déplacer la carte du dessus ; touchez votre armée, puis l’armée qu’elle attaque. Seul ce que vous pouvez toucher est éclairé, et un refus dit pourquoi.\n\n" +
			"Nos décisions là où les sources se taisent : une action impossible est passée, et le journal dit pourquoi. Quand la pioche est vide, le tour se termine, puis chacun des autres joueurs joue un dernier tour sans piocher. Une égalité entre joueurs va à celui qui a le plus de cartes de son clan dans sa propre province ; s’il y a encore égalité, ils partagent la victoire.\n\n" +
			"La fin : les cartes de clan sont retournées une à une. On compte les cartes de chaque clan sur toute la table ; le joueur dont le clan en a le plus gagne.\n\n" +
			"Jeu à plusieurs sur un appareil : mains et clans sont secrets, l’appareil passe donc de main en main derrière un rideau avant chaque tour, et la main et le clan sont cachés de nouveau à la fin du tour.",
		"shinobi.results.title": "Qui avait quel clan",
		"shinobi.results.held": "%s avait le clan %s (%d en jeu).",
		"shinobi.pic.attack": "Une attaque : l’armée Mōri frappe l’armée Oda, qui perd une carte.",
		"hint.shinobi.deploy": "Un tour compte trois actions, toujours dans cet ordre. D’abord, déployer : glissez une carte de votre main sur la province d’un adversaire.",
		"hint.shinobi.ninja": "Première action : glissez une carte sur la province d’un adversaire, ou votre Ninja sur une armée de celle-ci : cette armée perd sa carte du dessus.",
		"hint.shinobi.reinforce": "Deuxième action : glissez une carte sur votre province pour la renforcer, ou touchez une carte d’une province adverse pour la déplacer ailleurs.",
		"hint.shinobi.attack": "Dernière action, obligatoire : touchez une de vos armées éclairées, puis une armée plus petite d’un autre clan. Celle-ci perd une carte.",
		"hint.shinobi.skip": "Quand une action est impossible, on la passe : touchez Passer pour continuer.",
		"tutorial.shinobi.welcome": "Bienvenue dans Shinobi. Vous et deux robots menez chacun un clan en secret : votre carte de clan, en bas à gauche, montre Mōri. À la fin, le clan qui a le plus de cartes sur toute la table gagne.",
		"tutorial.shinobi.turn": "Un tour compte trois actions, toujours dans cet ordre : déployer une carte chez un rival, renforcer votre province ou déplacer une carte, puis attaquer. La barre au-dessus de votre province montre laquelle vient.",
		"tutorial.shinobi.deploy": "Déployer : touchez votre carte Takeda, puis la province de Robot 2. Donner aux rivaux des cartes d’autres clans que le vôtre cache votre clan.",
		"tutorial.shinobi.reinforce": "Renforcer : touchez votre carte Hōjō, puis votre propre province. Les cartes d’un même clan dans une province forment une armée.",
		"tutorial.shinobi.skip": "Attaquer : une armée ne peut attaquer qu’une armée plus petite d’un autre clan. Votre armée Hōjō d’une carte est trop petite : touchez Passer. Vous complétez ensuite votre main à quatre cartes.",
		"tutorial.shinobi.attacked": "L’armée Oda de deux cartes de Robot 3 a attaqué l’armée Takeda d’une carte de Robot 2, qui a perdu sa carte. C’est de nouveau votre tour.",
		"tutorial.shinobi.ninja": "Au lieu de déployer, vous pouvez envoyer un Ninja : touchez-le, puis l’armée Oda de Robot 3. Le Ninja et la carte du dessus de cette armée sont défaussés.",
		"tutorial.shinobi.again": "Renforcez votre armée Hōjō : touchez votre carte Hōjō, puis votre province. Vous pourriez aussi déplacer ailleurs la carte du dessus d’une armée rivale.",
		"tutorial.shinobi.attack": "Attaquer : touchez votre armée Hōjō de deux cartes, puis l’armée Oda d’une carte de Robot 2, qui perd une carte. Robot 3, frappé par votre Ninja, ne peut pas être attaqué ce tour-ci.",
		"tutorial.shinobi.end": "Bien joué ! Quand la pioche est vide, chacun joue un dernier tour ; puis les cartes de clan sont révélées et les cartes comptées. Jouez maintenant une vraie partie, ou revenez au menu.",
	`)
}
