package i18n

// Messages of the Shinobi table and its rules page, in English.
func init() {
	addMessages("en", `
		"shinobi.name":        "Shinobi: War of the Clans",
		"shinobi.clan.0":      "Hōjō",
		"shinobi.clan.1":      "Mōri",
		"shinobi.clan.2":      "Oda",
		"shinobi.clan.3":      "Takeda",
		"shinobi.clan.4":      "Uesugi",
		"shinobi.ninja": "Ninja",
		"shinobi.step1":       "Deploy",
		"shinobi.step2":       "Reinforce / move",
		"shinobi.step3":       "Attack",
		"shinobi.status":      "action\u00a0%d\u00a0of\u00a03",
		"shinobi.final_round": "last turns: %d",
		"shinobi.skip":        "Skip",
		"shinobi.results":     "Results",
		"shinobi.secret_clan": "Secret clan",
		"shinobi.totals": "Cards of each clan on the table",
		"shinobi.totals_short": "On the table",

		"shinobi.prompt.step1":       "Action 1: drag a card onto an opponent's province, or a Ninja onto an army there.",
		"shinobi.prompt.step2":       "Action 2: drag a card onto your province, or tap a card in an opponent's province to move it.",
		"shinobi.prompt.step3":       "Action 3: attack. Tap one of your lit armies, then a smaller army of another clan.",
		"shinobi.prompt.deploy":      "Deploy your %s card: tap a lit province.",
		"shinobi.prompt.reinforce":   "Reinforce with your %s card: tap your province.",
		"shinobi.prompt.ninja":       "Ninja: tap the army it strikes.",
		"shinobi.prompt.move_to":     "Move the %s card out of %s's province: tap where it goes.",
		"shinobi.prompt.attack_with": "Attack with your %s army (%d): tap a lit army.",
		"shinobi.prompt.skip":        "Action %d cannot be carried out: %s.",

		"shinobi.why.no_card_now":    "No card is played at action 3: attack with one of your armies.",
		"shinobi.why.ninja_step":     "A Ninja is played at action 1 only.",
		"shinobi.why.ninja_own":      "A Ninja strikes an opponent's province, not yours.",
		"shinobi.why.ninja_army":     "A Ninja strikes one army: tap a lit army in an opponent's province.",
		"shinobi.why.deploy_own":     "Deploy to an opponent's province; your own is reinforced at action 2.",
		"shinobi.why.reinforce_own":  "Reinforce means your own province: tap it.",
		"shinobi.why.move_to":        "The card moves to your province or to another opponent's.",
		"shinobi.why.own_move":       "Cards are never moved out of your own province.",
		"shinobi.why.pick_card":      "Choose a card of your hand first, or drag it onto a province.",
		"shinobi.why.pick_attacker":  "Several of your armies can attack it: tap the one to attack with first.",
		"shinobi.why.pick_target":    "Tap the army you attack.",
		"shinobi.why.own_attack":     "Attack an army in another player's province.",
		"shinobi.why.same_clan":      "An army does not attack an army of its own clan.",
		"shinobi.why.too_small":      "Your %s army is not bigger than any army it could attack.",
		"shinobi.why.ninja_province": "Your Ninja struck %s this turn: you may not attack that province.",
		"shinobi.why.received":       "%s's %s army received a card this turn: it cannot be attacked.",
		"shinobi.why.not_bigger":     "Your %s army (%d) is not bigger than %s's %s army (%d).",
		"shinobi.why.no_bigger":      "None of your armies of another clan is bigger than %s's %s army (%d).",

		"shinobi.skip.no card in hand to deploy":                                                    "no card in hand to deploy",
		"shinobi.skip.only Ninjas in hand and no army in an opponent's province to strike":          "only Ninjas in hand and no army in another province to strike",
		"shinobi.skip.no clan card in hand and no card in an opponent's province to move":           "no clan card in hand and no card in another province to move",
		"shinobi.skip.no army in your province to attack with":                                      "no army to attack with",
		"shinobi.skip.no army of yours is bigger than an army of another clan that may be attacked": "no army is bigger than an army of another clan that may be attacked",

		"shinobi.log.deploy":    "%s deploys one %s card to %s's province",
		"shinobi.log.reinforce": "%s reinforces their province with one %s card",
		"shinobi.log.ninja":     "%s's Ninja strikes %s's %s army, which loses a card",
		"shinobi.log.move":      "%s moves one %s card from %s's province to %s's",
		"shinobi.log.move_own": "%s moves one %s card from %s's province to their own",
		"shinobi.log.attack":    "%s's %s army attacks %s's %s army, which loses a card",
		"shinobi.log.skip":      "%s skips an action: %s",
		"shinobi.log.draw":      "%s draws one %s card",
		"shinobi.log.draws":     "%s draws a card",
		"shinobi.log.draw_ninja": "%s draws a Ninja",
		"shinobi.log.final":     "The deck is empty: every other player takes one last turn, without drawing",
		"shinobi.log.reveal":    "%s's clan is %s (cards of it on the table: %d)",

		"shinobi.reason.most cards on the table":                "most cards on the table",
		"shinobi.reason.tie broken by own clan in own province": "tie broken by the most cards of one's own clan in one's own province",
		"shinobi.reason.tie not broken: shared win":             "tie not broken: a shared win",

		"shinobi.end.wins":       "%s wins: the most cards of their clan on the table (%d).",
		"shinobi.end.tie_broken": "%s tie for the most cards on the table (%d); %s wins the tie-break, with the most cards of their own clan in their own province (%d).",
		"shinobi.end.shared":     "%s tie for the most cards on the table (%d) and for the cards of their own clan in their own province (%d): they share the win (our decision).",
		"shinobi.end.unclaimed":  "Clans nobody held, which cannot win (cards on the table): %s.",
		"shinobi.end.totals": "Cards of each player's clan on the table: %s.",

		"shinobi.help": "Shinobi: War of the Clans (RightGames, 2012), 3 to 5 players. Five clans fight for Japan: Hōjō, Mōri, Oda, Takeda and Uesugi, each with its colour and its crest. Everyone secretly holds one clan card: that is the clan you play for, and nobody else knows it until the end. Clan cards nobody was dealt stay in the box unseen; their troops still fight, but nobody can win with them.\n\n" +
			"The troop deck has 11 cards of each clan and 3 Ninjas. Everyone holds 4. The cards lying in front of a player are their province; the cards of one clan there are that clan's army.\n\n" +
			"Your turn has three actions, always in this order (the table shows them as steps 1, 2, 3):\n" +
			"1. Deploy: put a clan card from your hand into an opponent's province. Or play a Ninja instead: it goes to the discard together with one card of an army in an opponent's province — and you may not attack that province this turn.\n" +
			"2. Reinforce or move: put a clan card from your hand into your own province, or move one card out of an opponent's province into yours or into another opponent's. Cards never leave your own province.\n" +
			"3. Attack: one army of your province attacks an army of another clan in another province that has fewer cards and received no card this turn. It loses one card to the discard. If an attack is possible, you must attack.\n" +
			"Then you draw back up to 4 cards. The discard is open: everyone sees what went there.\n\n" +
			"On this table: drag a card onto a province or an army, or tap the card and then the target; tap an army in an opponent's province to move its top card; tap your army, then the army it attacks. Only what you may tap is lit, and a refused tap says why.\n\n" +
			"Our decisions where the sources are silent: an action that cannot be carried out is skipped, and the log says why. When the deck runs out, the turn is finished, then every other player takes one last turn without drawing. Ties between players go to whoever has more cards of their own clan in their own province; still tied, they share the win.\n\n" +
			"The end: every clan card is turned over, one by one. Each clan's cards are counted on the whole table; the player whose clan has the most wins.\n\n" +
			"Hot seat: hands and clan cards are secret, so the device is handed over behind a curtain before each person's turn, and their hand and clan card are hidden again when the turn ends.",
		"shinobi.results.title": "Who held which clan",
		"shinobi.results.held": "%s held the %s clan (%d on the table).",
		"shinobi.pic.attack": "An attack: the Mōri army strikes the Oda army, which loses a card.",
		"hint.shinobi.deploy": "A turn has three actions, always in this order. First, deploy: drag a card from your hand onto an opponent's province.",
		"hint.shinobi.ninja": "First action: drag a card onto an opponent's province, or your Ninja onto an army there: that army loses its top card.",
		"hint.shinobi.reinforce": "Second action: drag a card onto your own province to reinforce it, or tap a card in an opponent's province to move it elsewhere.",
		"hint.shinobi.attack": "Last action, and compulsory: tap one of your lit armies, then a smaller army of another clan. That army loses a card.",
		"hint.shinobi.skip": "When an action cannot be carried out, it is skipped: tap Skip to go on.",
		"tutorial.shinobi.welcome": "Welcome to Shinobi. You and two bots each lead a clan in secret: your clan card, at the bottom left, shows Mōri. The clan with the most cards on the whole table at the end wins.",
		"tutorial.shinobi.turn": "A turn has three actions, always in this order: deploy a card to a rival, reinforce your province or move a card, then attack. The bar above your province shows which comes.",
		"tutorial.shinobi.deploy": "Deploy: tap your Takeda card, then Bot 2's province. Giving rivals cards of clans that are not yours keeps your own clan hidden.",
		"tutorial.shinobi.reinforce": "Reinforce: tap your Hōjō card, then your own province. The cards of one clan in a province form an army.",
		"tutorial.shinobi.skip": "Attack: an army may only attack a smaller army of another clan. Your Hōjō army of one card is too small, so tap Skip. You then draw back up to four cards.",
		"tutorial.shinobi.attacked": "Bot 3's Oda army of two attacked Bot 2's Takeda army of one, which lost its card. Now it is your turn again.",
		"tutorial.shinobi.ninja": "Instead of deploying, you may send a Ninja: tap it, then Bot 3's Oda army. The Ninja and that army's top card are discarded.",
		"tutorial.shinobi.again": "Reinforce your Hōjō army: tap your Hōjō card, then your province. Instead, you could move the top card of a rival's army elsewhere.",
		"tutorial.shinobi.attack": "Attack: tap your Hōjō army of two, then Bot 2's Oda army of one, which loses a card. Bot 3, whom your Ninja struck, may not be attacked this turn.",
		"tutorial.shinobi.end": "Well played! When the deck runs out, everyone plays one last turn; then the clan cards are shown and counted. Now play a real game, or go back to the menu.",
	`)
}
