// Package table is what Kamon's game tables share, and how a game joins
// the app: a game's table package (scenes/mana, scenes/shinobi,
// scenes/peuple, scenes/gosu) registers a Game from init (its table, its
// rules page, the wording of its log and of a move), and the app (package
// scenes) finds it through Lookup, Playable, RulesHelp, LogLineOf and
// MoveText without importing it. A game not imported by the build
// (cmd/kamon/games.go) is not in the menu.
//
// A table is a ui.Scene built by a Factory for a match; App is what it
// asks of the app around it (the in-game menu, the hand-off curtain, the
// results, the rules and the game log).
//
// What is here, by file:
//
//   - registry.go: the registry above, and the log of a match as a viewer
//     may read it (MatchLog, worded by the game's LogLine); who a page
//     opened over a table is for, the eyes it reads with and the edge it
//     faces (Reader); whom a notice faces on a screen lying flat
//     (Facing); a game's first-game hints (HintKey: the kind of decision
//     its registration names, the catalog's "hint.<game>.<kind>").
//   - story.go: a log told as a short story per turn, the same line again
//     said once with its count (Story, StoryTurns): the log panels, the
//     game log page and the curtain's "Since your last turn".
//   - status.go: the status line, one wording for every table, naming who
//     must act now first (Status).
//   - hidden.go: Hidden, the core of the hidden-information tables
//     (Shinobi, Le Dernier Peuple, Gosu X, the generic table): whose eyes
//     the screen is for, the curtain between people, the animation of the
//     moves, the bots, the menu and undo, the grace period before a move
//     that cannot be taken back, what happened since a person's last
//     turn, the first-game hints, the pause at the end; a table embeds it
//     and answers HiddenGame. privacy.go says when a hand may show
//     (SecretsShown).
//   - common.go: pacing the bots (BotDriver), the table shortcuts (undo,
//     redo, rules), undo and why it is off (Undo, UndoWhy), how long a
//     move waits for a Cancel (Grace), the menu and undo buttons and the
//     status line of the top row (MenuButtons, PlaceMenu, DrawStatus),
//     the name plates of table mode.
//   - seat.go, seatframe.go: where each seat sits round a shared screen
//     (Side, SeatSide) and the SeatFrame that draws part of a table turned
//     to face that seat and maps its taps back.
//   - hand.go, fly.go: the card kit: a hand fanned in a row that turns the
//     pointer into taps and drops (HandFan), cards in flight (CardFlights).
//   - curtain.go: the curtain's face, drawn by the curtain scene and by a
//     table waiting to be handed on.
//   - source.go: what a table draws from (Source): the live match (Live)
//     or a finished match at one ply from one point of view (Replayed, a
//     ReplaySource). With a ReplaySource the Hidden core runs read-only;
//     a game registers its read-only table for the replay viewer
//     (RegisterReplay, LookupReplay).
//   - results.go: a game's own panel on the results screen
//     (RegisterResults, ResultsPanelOf).
//   - rulespic.go: the pictures of a game's rules page, each after the
//     paragraph it shows (RegisterRulesPictures, RulesPictures).
//   - generic.go, generic_model.go: the generic table, which plays any
//     rules.State from its notation (the Tally test game; the replay of a
//     game without a table of its own), and the log panel every table
//     shows (DrawLog).
//   - sounds.go: the sounds of an action's events, played beside its
//     animation as the core shows it (sound.ForEvent through feedback,
//     spread over it); a table may sound some kinds itself (OwnSound).
//   - gametext.go: a game's names and labels from the i18n catalog
//     (GameName, ActionLabel, ReasonText...).
//
// Every table lists "prompt" only while it awaits a person's input: not
// while a move is still animated (a tap then only hurries the animation),
// and only once the widgets of that decision are in place; "menu" is its
// menu button, "undo" the undo beside it (listed disabled when nothing
// may be taken back: a tap then says why), "log" its log panel where one
// shows (a tap opens the game log), "plate:1"... the name plates of table
// mode.
package table
