package gosu

import (
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/sound"
)

// Gosu X joins the app: its table and replay, its results panel, its
// rules page with its pictures, its icon, the sound of each kind of event
// and the wording of its log and moves.
func init() {
	table.Register(table.Game{ID: gosu.ID, Table: newTableScene, Replay: newReplayTable, Results: newResultsPanel,
		Icon: "mace", Sounds: gosuSounds, Rules: "gosu.help", Pictures: []table.RulesPicture{{After: 1, Aspect: 0.9, Caption: "gosu.pic.army", Draw: drawArmyPicture}},
		LogLine: gosuLine, MoveText: gosuMoveText, Decision: gosuDecisionKind})
}

// gosuSounds is the sound of every kind of event Gosu X's rules emit.
var gosuSounds = []sound.OfKind{
	{Kind: "draft", Sound: sound.Land}, // a clan tile taken
	{Kind: "tile", Sound: sound.Flip},
	{Kind: "draw", Sound: sound.Deal},
	{Kind: "round", Sound: sound.None},
	{Kind: "play", Sound: sound.Play},
	{Kind: "name", Sound: sound.None},
	{Kind: "spend", Sound: sound.Token},
	{Kind: "discard", Sound: sound.Discard},
	{Kind: "wonder", Sound: sound.Token},
	{Kind: "activate", Sound: sound.Flip},
	{Kind: "shift", Sound: sound.Play},
	{Kind: "look", Sound: sound.Flip},
	{Kind: "ban", Sound: sound.None},
	{Kind: "reveal", Sound: sound.Flip},
	{Kind: "pass", Sound: sound.None},
	{Kind: "to-deck", Sound: sound.Deal},
	{Kind: "round-end", Sound: sound.Count}, // the armies are counted
	{Kind: "battle", Sound: sound.Banner},
	{Kind: "song", Sound: sound.None},
	{Kind: "sacrifice", Sound: sound.Discard},
	{Kind: "end", Sound: sound.Win},
	{Kind: "capture", Sound: sound.Capture},
	{Kind: "take-back", Sound: sound.Token},
	{Kind: "extra-turn", Sound: sound.None},
	{Kind: "mill", Sound: sound.Discard},
	{Kind: "take", Sound: sound.Deal},
	{Kind: "copy", Sound: sound.Flip},
	{Kind: "refill", Sound: sound.Deal},
	{Kind: "cancel", Sound: sound.None},
	{Kind: "release", Sound: sound.Flip},
	{Kind: "search", Sound: sound.Deal},
	{Kind: "destroy", Sound: sound.Discard},
	{Kind: "swap", Sound: sound.Move},
	{Kind: "unlock", Sound: sound.Token},
	{Kind: "bounty", Sound: sound.Token},
	{Kind: "mulligan", Sound: sound.Deal},
	{Kind: "remove", Sound: sound.Discard},
}
