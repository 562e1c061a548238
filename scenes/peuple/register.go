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
		LogLine: peupleLine, MoveText: peupleMoveText, Decision: peupleDecisionKind})
}

// peupleSounds is the sound of every kind of event Le Dernier Peuple's rules emit.
var peupleSounds = []sound.OfKind{
	{Kind: "play", Sound: sound.Play},
	{Kind: "hop", Sound: sound.Move}, // a pawn steps along the ring
	{Kind: "draw", Sound: sound.Deal},
	{Kind: "turn", Sound: sound.None}, // the curtain's chime marks a new person's turn
	{Kind: "event", Sound: sound.Attack},
	{Kind: "score", Sound: sound.Token},
	{Kind: "redeploy", Sound: sound.Flip},
	{Kind: "reshuffle", Sound: sound.Deal},
	{Kind: "power", Sound: sound.Play},
	{Kind: "accept", Sound: sound.None},
	{Kind: "swap", Sound: sound.Move},
	{Kind: "pass", Sound: sound.None},
	{Kind: "barter", Sound: sound.Deal},
	{Kind: "discard", Sound: sound.Discard},
	{Kind: "defense", Sound: sound.Play},
	{Kind: "helper", Sound: sound.None},
	{Kind: "end", Sound: sound.Win},
	{Kind: "take", Sound: sound.Deal},
	{Kind: "mace", Sound: sound.None}, // the Mace card itself was played: its effect is a note
	{Kind: "skip", Sound: sound.None},
}
