package i18n

// Messages of the Mana table and its rules page, in English.
func init() {
	addMessages("en", `
		"mana.variant.advanced":                              "Advanced setup: free placement in your first two rows",
		"mana.option.repetition":                             "Draw when a position occurs for the third time",
		"mana.option.passes":                                 "Draw when both players pass in a row",
		"mana.reason.Daimio captured":                        "the Daimio was captured",
		"mana.reason.both players passed in a row":           "both players passed in a row",
		"mana.reason.the same position occurred three times": "the same position occurred three times",
		"mana.name":               "Mana",
		"mana.black":              "Black",
		"mana.white":              "White",
		"mana.won":                "%s captured the Daimio on %s.",
		"mana.thinking":           "Thinking…",
		"mana.flip":               "Turn the board round",
		"mana.pass":               "Pass",
		"mana.moves":              "Moves",
		"mana.log.move":           "%s (%s): %s",
		"mana.log.pass":           "%s (%s) passes",
		"mana.log.capture_ronin":  "%s captures a Ronin on %s",
		"mana.log.capture_daimio": "%s captures the Daimio on %s",
		"mana.log.draw":           "Draw: %s",
		"mana.reserve":            "Reserve",
		"mana.prompt.daimio":      "Tap a lit double on your home row for your Daimio; the Ronins fill the rest.",
		"mana.prompt.place":       "Place your pieces in your first two rows (%d left). Tap your tray to switch between Daimio and Ronin.",
		"mana.prompt.free":        "Free move: any of your pieces, or re-enter a Ronin from your tray.",
		"mana.prompt.pass":        "You can neither move nor re-enter: you must pass.",
		"mana.prompt.asks.1":      "The Mana-bird asks for a single: move a piece standing on one.",
		"mana.prompt.asks.2":      "The Mana-bird asks for a double: move a piece standing on one.",
		"mana.prompt.asks.3":      "The Mana-bird asks for a triple: move a piece standing on one.",
		"mana.prompt.disobey.1":   "None of your pieces on a single can move: move any piece, or re-enter a Ronin.",
		"mana.prompt.disobey.2":   "None of your pieces on a double can move: move any piece, or re-enter a Ronin.",
		"mana.prompt.disobey.3":   "None of your pieces on a triple can move: move any piece, or re-enter a Ronin.",
		"mana.why.bird.1":         "The Mana-bird asks for a single: that piece may not move now.",
		"mana.why.bird.2":         "The Mana-bird asks for a double: that piece may not move now.",
		"mana.why.bird.3":         "The Mana-bird asks for a triple: that piece may not move now.",
		"mana.why.blocked.1":      "That piece is blocked: it cannot go exactly one square.",
		"mana.why.blocked.2":      "That piece is blocked: it cannot go exactly two squares.",
		"mana.why.blocked.3":      "That piece is blocked: it cannot go exactly three squares.",
		"mana.why.reach.1":        "A piece on a single goes exactly one square: it cannot reach %s.",
		"mana.why.reach.2":        "A piece on a double goes exactly two squares: it cannot reach %s.",
		"mana.why.reach.3":        "A piece on a triple goes exactly three squares: it cannot reach %s.",
		"mana.why.enter_empty":    "A Ronin comes back only onto an empty square.",
		"mana.why.theirs":         "That is not one of your pieces.",
		"mana.why.pick":           "Tap one of your pieces first.",
		"mana.why.no_reserve":     "Your tray is empty: no Ronin of yours has been captured.",
		"mana.why.place_double":   "Your Daimio starts on a double of your home row (the lit squares).",
		"mana.why.place_rows":     "Place your pieces on empty squares of your first two rows.",
		"mana.why.wait":           "%s is thinking: wait for its move.",
		"mana.help": "Mana is a duel on a board of 6 by 6 squares. Each square shows a symbol: a single, a double or a triple mark (one, two or three dots); on this board the number of dots is what matters, the colours only help.\n\n" +
			"Each player has a Daimio (the piece with the crown) and five Ronins. Capture the other Daimio to win.\n\n" +
			"Setup. Black chooses first: the Daimio goes on one of the three doubles of your home row, and the Ronins fill the other five squares. White then does the same. In the advanced setup each player places all six pieces freely on their first two rows, Black first.\n\n" +
			"Moving. A piece moves exactly as many squares as the symbol it stands on shows: one, two or three steps, each step straight (never diagonal). It may turn between steps, but never passes over a piece and never comes back to a square it has already visited in that move. It may end on an empty square or on an enemy piece, which it captures. Captured Ronins go to their owner's tray.\n\n" +
			"The Mana-bird. After each move the bird lands on a free square with the symbol where the piece stopped. The other player must then move a piece standing on that symbol. Our decision: the bird is only a marker and blocks nothing; the program picks its square.\n\n" +
			"When the bird cannot be obeyed (no piece of yours on that symbol can move), you may instead move any of your pieces, or put one of your captured Ronins back on any empty square; that is your whole turn. If none of your pieces can move at all, walled in by others, you pass, even with a Ronin in your tray, as the printed rules say; your opponent then plays freely: any piece, or a Ronin back.\n\n" +
			"Our decisions on draws, which the printed rules do not cover: the game is drawn when the same position comes up for the third time, or when both players pass one after the other. Both rules can be switched off when setting up the game.\n\n" +
			"On the table: tap (or drag) one of your pieces, and its destinations light up; captures are ringed in red. Tap a destination to move. To bring a Ronin back, tap your tray, then an empty square. The move list uses the notation c1-c3 for a move, R@d4 for a re-entry.",
	`)
}
