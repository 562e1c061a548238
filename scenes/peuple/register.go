package peuple

import (
	"kamon/rules/peuple"
	"kamon/scenes/table"
	"kamon/sound"
)

// Le Dernier Peuple joins the app: its table and replay, its results panel, its
// rules page with its pictures, its icon, the sound of each kind of event
// and the wording of its log and moves.
func init() {
	table.Register(table.Game{ID: peuple.ID, Table: newTableScene, Replay: newReplayTable, Results: newResultsPanel,
		Icon: "village", Sounds: peupleSounds, Rules: "peuple.help", Pictures: []table.RulesPicture{{After: 3, Aspect: 0.45, Caption: "peuple.pic.noble", Draw: drawNoblePicture}},
		LogLine: peupleLine, MoveText: peupleMoveText, Decision: peupleDecisionKind, Tutorial: &peupleTutorial})
}

// peupleSounds is the sound of every kind of event Le Dernier Peuple's rules emit.
var peupleSounds = []sound.OfKind{
	{Kind: peuple.EventPlay, Sound: sound.Play},
	{Kind: peuple.EventHop, Sound: sound.Move}, // a pawn steps along the ring
	{Kind: peuple.EventDraw, Sound: sound.Deal},
	{Kind: peuple.EventTurn, Sound: sound.None, Silent: "the curtain's chime marks a new person's turn"},
	{Kind: peuple.EventFlank, Sound: sound.Attack},
	{Kind: peuple.EventScore, Sound: sound.Token},
	{Kind: peuple.EventRedeploy, Sound: sound.Flip},
	{Kind: peuple.EventReshuffle, Sound: sound.Deal},
	{Kind: peuple.EventPower, Sound: sound.Play},
	{Kind: peuple.EventAccept, Sound: sound.None, Silent: "an answer to a question: nothing moves, the log tells it"},
	{Kind: peuple.EventSwap, Sound: sound.Move},
	{Kind: peuple.EventPass, Sound: sound.None, Silent: "a pass: the cards drawn for it sound"},
	{Kind: peuple.EventBarter, Sound: sound.Deal},
	{Kind: peuple.EventDiscard, Sound: sound.Discard},
	{Kind: peuple.EventDefense, Sound: sound.Play},
	{Kind: peuple.EventHelper, Sound: sound.None, Silent: "a choice of helper: nothing moves, the log tells it"},
	{Kind: peuple.EventEnd, Sound: sound.Win},
	{Kind: peuple.EventTake, Sound: sound.Deal},
	{Kind: peuple.EventMace, Sound: sound.None, Silent: "the Mace card itself was played: its effect is a note"},
	{Kind: peuple.EventSkip, Sound: sound.None, Silent: "a step left out: nothing moves"},
}
