package gosu

// The English texts of the cards and clan tiles (spec §13), for a table to
// show in full. The spec's references to its decisions are left out.

var cardTexts = map[string]string{
	"abhilasha.abhilasha":           "Text: choose any card in either discard pile; Copy its text (nothing if it has none), then Remove the chosen card from the game.",
	"abhilasha.byun-hyung-ja":       "Passive, end of your turn: if your opponent's army holds 3 or more face-down cards, Unlock 1, then Release every face-down card in their army.",
	"abhilasha.alpha-dead":          "Text: Take back up to 2 of your tokens, then Capture this card.",
	"abhilasha.ashes":               "Text: name a clan and a level; move up to X cards of your discard matching both to your hand.",
	"abhilasha.cylak":               "Text: each player, you first, may Capture one face-up level III card in their opponent's army.",
	"abhilasha.ecnalab":             "Text: each player, you first, Draws up to 3 cards in hand, or if above 3 Discards down to 3.",
	"abhilasha.solok":               "Text: Capture a face-up level I or II card, or Release a face-down card in row 1 or 2.",
	"abhilasha.red-circle":          "No text. Willpower: discard from hand to cancel one Capture or Destroy of your card by an opponent's effect.",
	"abhilasha.night-apostles":      "Text: Capture a face-up level I card, or Release a face-down card in row 1.",
	"abhilasha.night-wardens":       "No text. Passive: when this card is Captured (by anyone; it fires as the card turns face down), its owner's opponent Discards 1 card of their choice.",
	"abhilasha.dark-cultists":       "Text: Copy the text of another face-up card in this card's row or column.",
	"galmi.galmi":                   "Text: choose an exposed card in either army; its owner Puts it on top of their deck. Then you may Pass at once, even with tokens in reserve.",
	"galmi.byun-hyung-ja":           "Passive: when you Pass while your opponent has not passed this round, Unlock 1.",
	"galmi.galmi-avatar":            "No text. Passive: in the Great Battle its military value is doubled (3 → 6) if your opponent's army has a face-up Bounty card.",
	"galmi.kan-te":                  "Text: Release every face-down card in your army.",
	"galmi.ree-ab":                  "Text: put up to X cards from your discard on top of your deck in any order, then Draw 1.",
	"galmi.shard":                   "Text: Reveal the top 4 of your deck; put 1 of them in your hand and the rest in your discard.",
	"galmi.she-rift":                "Text: put the Bounty token on a face-up card in either army (from the supply or from its current card).",
	"galmi.boul-go":                 "No text. Passive: when you spend 2 tokens to draw 3, take 1 extra turn.",
	"galmi.bun-to":                  "Text: name a level; Reveal the top 4 of your deck; put all revealed cards of that level in your hand, the rest in your discard.",
	"galmi.kno-bo":                  "Text: you may Swap two cards in the same row of your army; then Draw 1 per face-up Galmi card in this card's column, itself included.",
	"galmi.un-go":                   "Text: choose an exposed level I or II card (level III instead if you have a Supremacy token) in either army; its owner Puts it on top of their deck.",
	"goan-sul.goan-sul":             "Text: name a clan; Destroy, all at once, every exposed face-up card of that clan in both armies.",
	"goan-sul.byun-hyung-ja":        "Passive: when you win a Great Battle, Unlock 1.",
	"goan-sul.alpha":                "Text: Capture a face-up level I or II card; if you have a Supremacy token you may choose a level III card instead.",
	"goan-sul.hempo":                "Text: you may Swap two cards in the same row of either army; then Destroy an exposed level I or II card (level III allowed if you have a Supremacy token).",
	"goan-sul.hemro":                "No text. Passive: when you Capture or Destroy an opponent's Bounty card, Draw 1 more (2 in total).",
	"goan-sul.orgah":                "Text: each player, you first, names a clan with at least one card in their own discard and Removes every card of that clan from their discard.",
	"goan-sul.smook":                "Text: move up to X Veteran cards from your discard to your hand, at most one per level; then if X = 4, take 1 extra turn.",
	"goan-sul.lava-goddesses":       "Text: Capture a face-up level I card.",
	"goan-sul.smook-spirits":        "Text: move 1 Veteran card from your discard to your hand.",
	"goan-sul.demon-wardens":        "Text: you may Swap two cards in the same row of either army; then Destroy an exposed level I card.",
	"goan-sul.bombardment-units":    "Text: each player, you first, Sacrifices 1 card. If you have a Supremacy token, you may do this once more.",
	"justice.justice":               "Text: Flip one of your inactive clan tiles to active (if any). Then, if all 3 of your tiles are active and you have a Supremacy token, you win the game.",
	"justice.byun-hyung-ja":         "Passive: when you lose a Great Battle and your opponent has not won the game, Unlock 1.",
	"justice.elle":                  "Text: Search your deck for any 1 card, put it in your hand, shuffle your deck.",
	"justice.nezha":                 "No text. Passive, end of your turn: if your hand is empty, Draw 2.",
	"justice.quae":                  "Text: the player with more cards in their army Sacrifices one card at a time until both armies hold the same number (nothing on a tie).",
	"justice.sati":                  "Text: Draw until your hand size equals your opponent's.",
	"justice.tourach":               "Text: your opponent Discards (their choice) until their hand size equals yours.",
	"justice.great-shield-atalante": "No text. Willpower: discard from hand to cancel one activation made by your opponent.",
	"justice.arrows-of-justice":     "Text: look at your opponent's hand, then name any card name; until the end of your next turn your opponent cannot Play or Shift in a card of that name.",
	"justice.petal-faeries":         "Text: each player, you first, Takes back 1 token (if they have a spent one). Then Capture a face-up Bounty card in either army.",
	"justice.volantis":              "Text: the player with more cards in their army Sacrifices 1; then the player with more cards in hand Discards 1 (their choice). Ties: nothing for that part.",
	"narashima.narashima":           "Text: Mill 10, then move any 1 card from your discard to your hand.",
	"narashima.byun-hyung-ja":       "Passive: when your whole non-empty discard pile is shuffled into your deck (refill or any effect), Unlock 1.",
	"narashima.nachiketa":           "Text: each player, you first, Discards 2.",
	"narashima.nalin":               "Text: choose a player; that player Mills 10.",
	"narashima.narashima-lion":      "Text: each player, you first, Discards half their hand, rounded up.",
	"narashima.niranjan":            "Text: your opponent Sacrifices 1.",
	"narashima.nityananda":          "Text: take 1 extra turn. In that extra turn, a Play a Card action may take the card from your discard instead of your hand; costs are still paid from hand.",
	"narashima.nakshatra":           "Text: Mill X, then move a level I card from your discard to your hand (a level II or III card instead if you have a Supremacy token).",
	"narashima.navaj":               "Text: move up to X cards having Wonder and/or Willpower from your discard to your hand.",
	"narashima.nikhilesh":           "Text: Draw 1 per different clan among the cards in your discard.",
	"narashima.nitish":              "Text: you may Discard a Bounty card from your hand; if you do, Capture, Destroy or Release (your pick) a card whose level is at most that card's level.",
	"phoenix.phoenix":               "Text: take 1 extra turn.",
	"phoenix.byun-hyung-ja":         "Passive, end of your turn: if your army has 3 face-up cards named Phoenix, Capture this card and Unlock 1.",
	"phoenix.fenghuang":             "Text: Search your deck for a card named Phoenix; shuffle the deck, then put that card on top.",
	"phoenix.genious":               "Text: each player, you first, names a clan and shuffles every card of that clan from their discard into their deck. Then you Draw 2.",
	"phoenix.kaez":                  "Text: move every card named Phoenix from your removed zone and your discard to your hand.",
	"phoenix.phoenix-eliana":        "No text. Passive: while face up in an army it is also named Arpia and Timer.",
	"phoenix.phoenix-immortal":      "No text. Passive: has levels I, II and III in every zone; may be played into any row (that row's prerequisites apply); military = 2/3/5 by row.",
	"phoenix.arpia":                 "Text: Draw 1; then if a face-up card named Timer is in either army, take 1 extra turn.",
	"phoenix.muraena":               "Text: Draw X.",
	"phoenix.sqeezs":                "Text: Reveal the top 3 of your deck; put one in your hand, one on top of your deck and one at the bottom (your choice).",
	"phoenix.timer":                 "Text: take 1 extra turn; then if a face-up card named Arpia is in either army, Draw 1.",
	"tomorrow.tomorrow":             "Text: Draw 1.",
	"tomorrow.byun-hyung-ja":        "Passive, end of your turn: if your Ne'ye is in your removed zone, shuffle it into your deck and Unlock 1.",
	"tomorrow.ez":                   "Text: you may Remove 1 card of your discard from the game; if you do, Draw 1.",
	"tomorrow.fre-e":                "Text: Release a face-down card in either army, then Copy its text.",
	"tomorrow.ne-o":                 "Text: Draw 3, then Discard 3.",
	"tomorrow.ne-ye":                "No text. Passive (works while in its owner's discard): when a player Removes Ne'ye from that discard, that player Draws 1.",
	"tomorrow.sha-dow":              "No text. Passive: face-up cards adjacent to this card have Echo.",
	"tomorrow.aat":                  "Passive: Aat has the keywords, text, passive and slot count of its mirror card — the opponent's card at the same row and position — while that card is face up; otherwise none. Values change with the mirror.",
	"tomorrow.spoil-seekers":        "Text: name a card name; move every card of that name from your discard to your hand.",
	"tomorrow.obeezs":               "Text: Draw 2, then Discard 2.",
	"tomorrow.wiindz":               "Text: Release a face-down card in this card's row or column.",
	"xian.xian":                     "Text: Copy the text of a face-up card in either army.",
	"xian.byun-hyung-ja":            "Passive, end of your turn: you may Discard 5 cards from hand that share one clan; if you do, Unlock 1.",
	"xian.dalisteer":                "Text: Draw 1 per different clan among face-up cards in this card's row.",
	"xian.nio":                      "Text: Copy the text of a face-up card adjacent to this card, then Capture that card.",
	"xian.pangu":                    "Text: Capture a face-up, Destroy an exposed, or Release a face-down level I or II card.",
	"xian.shennong":                 "No text. Passive: belongs to all three clans its owner drafted, in every zone.",
	"xian.valeen":                   "Text: Copy the text of a face-up level I or II card in either army.",
	"xian.thousand-faces":           "Text: Draw 1 per different clan among face-up cards in this card's column.",
	"xian.three-wishes":             "Text: name a clan; Reveal the top 4 of your deck; put all revealed cards of that clan in your hand, the rest in your discard.",
	"xian.all-in-one":               "No text. Passive: belongs to all three clans its owner drafted, in every zone.",
	"xian.dancing-dragon":           "Text: Copy the text of a face-up level I card in either army.",
}

// tileTexts are the ongoing abilities of the clan tiles, in clan order.
var tileTexts = [nClans]string{
	"Each player's cards that have a shift cost have Secret Shift.",
	"When a player passes, their opponent gets 2 final turns instead of 3.",
	"When a player wins a Great Battle by a margin of 10 or more, that player wins the game. Otherwise each player sacrifices 1 additional card in the following Song for the Dead.",
	"Each player's highest exposed face-up card has Ethereal.",
	"The end-of-turn hand limit is 5 instead of 7.",
	"At the start of the Great Battle each player adds 1 to their military total per card in their hand.",
	"Each player's level III cards have Echo.",
	"Each player's level III cards belong to all three clans that player drafted.",
}

// Text is the printed card's effect in English, "" when unknown.
func (c Card) Text() string {
	if !c.Known() {
		return ""
	}
	return cardTexts[c.DefID()]
}

// Ability is the clan tile's ongoing ability in English.
func (k Clan) Ability() string {
	if k < 0 || k >= Clan(nClans) {
		return ""
	}
	return tileTexts[k]
}
