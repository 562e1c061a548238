//go:build !langfiles

package i18n

// Messages of the Mana table and its rules page, in French.
func init() {
	addMessages("fr", `
		"mana.variant.advanced":                              "Mise en place avancée : placement libre sur vos deux premières rangées",
		"mana.option.repetition":                             "Nulle quand une position revient pour la troisième fois",
		"mana.option.passes":                                 "Nulle quand les deux joueurs passent à la suite",
		"mana.reason.Daimio captured":                        "le Daimio a été pris",
		"mana.reason.both players passed in a row":           "les deux joueurs ont passé à la suite",
		"mana.reason.the same position occurred three times": "la même position est revenue trois fois",
		"mana.name":               "Mana",
		"mana.black":              "Noirs",
		"mana.white":              "Blancs",
		"mana.won":                "%s a pris le Daimio en %s.",
		"mana.thinking":           "Réflexion…",
		"mana.flip":               "Tourner le plateau",
		"mana.pass":               "Passer",
		"mana.moves":              "Coups",
		"mana.log.move.D": "%s (%s) déplace le Daimio de %s en %s.",
		"mana.log.move.R": "%s (%s) déplace un Ronin de %s en %s.",
		"mana.log.move.D.takes_R": "%s (%s) déplace le Daimio de %s en %s et prend un Ronin.",
		"mana.log.move.D.takes_D": "%s (%s) déplace le Daimio de %s en %s et prend le Daimio adverse.",
		"mana.log.move.R.takes_R": "%s (%s) déplace un Ronin de %s en %s et prend un Ronin.",
		"mana.log.move.R.takes_D": "%s (%s) déplace un Ronin de %s en %s et prend le Daimio.",
		"mana.log.enter": "%s (%s) remet un Ronin en jeu en %s.",
		"mana.log.place.D": "%s (%s) place le Daimio en %s.",
		"mana.log.place.R": "%s (%s) place un Ronin en %s.",
		"mana.log.pass":           "%s (%s) passe : toutes ses pièces sont bloquées.",
		"mana.log.draw":           "Partie nulle : %s",
		"mana.say.ronin": "%s déplace un Ronin de %s à %s",
		"mana.say.daimio": "%s déplace le Daimio de %s à %s",
		"mana.say.enter": "%s fait revenir un Ronin en %s",
		"mana.say.place_ronin": "%s place un Ronin en %s",
		"mana.say.place_daimio": "%s place le Daimio en %s",
		"mana.reserve":            "Réserve",
		"mana.prompt.daimio":      "Touchez un double éclairé de votre première rangée pour votre Daimio ; les Ronins occupent le reste.",
		"mana.prompt.place":       "Placez vos pièces sur vos deux premières rangées (encore %d). Touchez votre réserve pour passer du Daimio au Ronin.",
		"mana.prompt.place.last": "Placez votre dernière pièce sur vos deux premières rangées.",
		"mana.prompt.free":        "Coup libre : n’importe laquelle de vos pièces, ou un Ronin de votre réserve.",
		"mana.prompt.pass":        "Toutes vos pièces sont bloquées : vous devez passer.",
		"mana.prompt.pass.reserve": "Toutes vos pièces sont bloquées : vous passez, même avec un Ronin en réserve.",
		"mana.prompt.asks.1":      "L’oiseau Mana demande un simple : jouez une pièce posée sur un simple.",
		"mana.prompt.asks.2":      "L’oiseau Mana demande un double : jouez une pièce posée sur un double.",
		"mana.prompt.asks.3":      "L’oiseau Mana demande un triple : jouez une pièce posée sur un triple.",
		"mana.prompt.disobey.1":   "Aucune de vos pièces sur un simple ne peut bouger : jouez n’importe quelle pièce, ou réintroduisez un Ronin.",
		"mana.prompt.disobey.2":   "Aucune de vos pièces sur un double ne peut bouger : jouez n’importe quelle pièce, ou réintroduisez un Ronin.",
		"mana.prompt.disobey.3":   "Aucune de vos pièces sur un triple ne peut bouger : jouez n’importe quelle pièce, ou réintroduisez un Ronin.",
		"mana.why.bird.1":         "L’oiseau Mana demande un simple : cette pièce ne peut pas jouer maintenant.",
		"mana.why.bird.2":         "L’oiseau Mana demande un double : cette pièce ne peut pas jouer maintenant.",
		"mana.why.bird.3":         "L’oiseau Mana demande un triple : cette pièce ne peut pas jouer maintenant.",
		"mana.why.blocked.1":      "Cette pièce est bloquée : elle ne peut pas faire exactement un pas.",
		"mana.why.blocked.2":      "Cette pièce est bloquée : elle ne peut pas faire exactement deux pas.",
		"mana.why.blocked.3":      "Cette pièce est bloquée : elle ne peut pas faire exactement trois pas.",
		"mana.why.reach.1":        "Une pièce sur un simple fait exactement un pas : elle ne peut pas atteindre %s.",
		"mana.why.reach.2":        "Une pièce sur un double fait exactement deux pas : elle ne peut pas atteindre %s.",
		"mana.why.reach.3":        "Une pièce sur un triple fait exactement trois pas : elle ne peut pas atteindre %s.",
		"mana.why.enter_empty":    "Un Ronin ne revient que sur une case vide.",
		"mana.why.theirs":         "Ce n’est pas une de vos pièces.",
		"mana.why.pick":           "Touchez d’abord une de vos pièces.",
		"mana.why.no_reserve":     "Votre réserve est vide : aucun de vos Ronins n’a été pris.",
		"mana.why.place_double":   "Votre Daimio commence sur un double de votre première rangée (les cases éclairées).",
		"mana.why.place_rows":     "Placez vos pièces sur des cases vides de vos deux premières rangées.",
		"mana.why.wait":           "%s réfléchit : attendez son coup.",
		"mana.help": "Mana est un duel sur un plateau de 6 cases sur 6. Chaque case porte un symbole : simple, double ou triple (un, deux ou trois points) ; ici, c’est le nombre de points qui compte, les couleurs ne font qu’aider.\n\n" +
			"Chaque joueur a un Daimio (la pièce à la couronne) et cinq Ronins. Prenez le Daimio adverse pour gagner.\n\n" +
			"Mise en place. Noir choisit d’abord : son Daimio va sur l’un des trois doubles de sa première rangée, et les Ronins occupent les cinq autres cases. Blanc fait ensuite de même. Dans la mise en place avancée, chacun place librement ses six pièces sur ses deux premières rangées, Noir d’abord.\n\n" +
			"Déplacement. Une pièce fait exactement autant de pas que l’indique le symbole de sa case : un, deux ou trois, chaque pas en ligne droite (jamais en diagonale). Elle peut tourner entre deux pas, mais ne saute jamais par-dessus une pièce et ne repasse jamais par une case déjà visitée pendant ce coup. Elle finit sur une case vide ou sur une pièce adverse, qu’elle prend. Les Ronins pris vont dans la réserve de leur propriétaire.\n\n" +
			"L’oiseau Mana. Après chaque coup, l’oiseau se pose sur une case libre du symbole où la pièce s’est arrêtée. L’adversaire doit alors jouer une pièce posée sur ce symbole. Notre décision : l’oiseau n’est qu’un repère et ne bloque rien ; le programme choisit sa case.\n\n" +
			"Quand on ne peut pas obéir à l’oiseau (aucune de vos pièces sur ce symbole ne peut bouger), vous pouvez à la place jouer n’importe laquelle de vos pièces, ou remettre un de vos Ronins pris sur n’importe quelle case vide ; c’est tout votre tour. Si aucune de vos pièces ne peut bouger, toutes bloquées par d’autres, vous passez, même avec un Ronin dans votre réserve, comme le dit la règle imprimée ; votre adversaire joue alors librement : n’importe quelle pièce, ou un Ronin remis en jeu.\n\n" +
			"Nos décisions sur la nulle, que la règle imprimée ne prévoit pas : la partie est nulle quand la même position revient pour la troisième fois, ou quand les deux joueurs passent l’un après l’autre. Les deux règles peuvent être désactivées à la préparation de la partie.\n\n" +
			"À la table : touchez (ou faites glisser) une de vos pièces, ses destinations s’éclairent ; les prises sont cerclées de rouge. Touchez une destination pour jouer. Pour faire revenir un Ronin, touchez votre réserve, puis une case vide. La liste des coups note c1-c3 un déplacement et R@d4 un retour.",
		"mana.results.title": "La position finale",
		"mana.pic.move": "L’oiseau est sur un double : Noir déplace un Ronin posé sur un double, d’exactement deux cases.",
		"hint.mana.place": "D’abord, les pièces se placent : touchez une case éclairée de votre côté. Protégez bien votre Daimio : qui capture le Daimio adverse gagne.",
		"hint.mana.free": "Vous pouvez jouer n’importe quelle pièce : touchez-la, puis une case éclairée. Une pièce avance d’exactement autant de cases que le symbole sur lequel elle se trouve, sans sauter.",
		"hint.mana.obey": "L’oiseau Mana se pose là où le dernier coup a fini : jouez une pièce posée sur le même symbole que cette case. Touchez-en une, puis une case éclairée.",
		"hint.mana.disobey": "Aucune de vos pièces sur le symbole de l’oiseau ne peut bouger : vous pouvez jouer n’importe quelle pièce, ou réintroduire un Ronin de votre réserve.",
		"hint.mana.pass": "Toutes vos pièces sont bloquées : touchez Passer. Votre adversaire jouera ensuite librement.",
		"hint.mana.reenter": "Un de vos Ronins capturés attend dans votre réserve : touchez la réserve, puis une case vide, pour le faire revenir. C’est tout votre coup.",
	`)
}
