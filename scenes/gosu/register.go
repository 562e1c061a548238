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
		LogLine: gosuLine, MoveText: gosuMoveText, Decision: gosuDecisionKind, Tutorial: &gosuTutorial})
}

// gosuSounds is the sound of every kind of event Gosu X's rules emit.
var gosuSounds = []sound.OfKind{
	{Kind: gosu.EventDraft, Sound: sound.Land}, // a clan tile taken
	{Kind: gosu.EventTile, Sound: sound.Flip},
	{Kind: gosu.EventDraw, Sound: sound.Deal},
	{Kind: gosu.EventRound, Sound: sound.None, Silent: "a new round: the status line says it"},
	{Kind: gosu.EventPlay, Sound: sound.Play},
	{Kind: gosu.EventName, Sound: sound.None, Silent: "a clan named for a card's effect: nothing moves, the log tells it"},
	{Kind: gosu.EventSpend, Sound: sound.Token},
	{Kind: gosu.EventDiscard, Sound: sound.Discard},
	{Kind: gosu.EventWonder, Sound: sound.Token},
	{Kind: gosu.EventActivate, Sound: sound.Flip},
	{Kind: gosu.EventShift, Sound: sound.Play},
	{Kind: gosu.EventLook, Sound: sound.Flip},
	{Kind: gosu.EventBan, Sound: sound.None, Silent: "a card kept out of play: nothing moves, the log tells it"},
	{Kind: gosu.EventReveal, Sound: sound.Flip},
	{Kind: gosu.EventPass, Sound: sound.None, Silent: "a pass: nothing moves, the status line moves on"},
	{Kind: gosu.EventToDeck, Sound: sound.Deal},
	{Kind: gosu.EventRoundEnd, Sound: sound.Count}, // the armies are counted
	{Kind: gosu.EventBattle, Sound: sound.Banner},
	{Kind: gosu.EventSong, Sound: sound.None, Silent: "a choice within a card's effect: the card played already sounded"},
	{Kind: gosu.EventSacrifice, Sound: sound.Discard},
	{Kind: gosu.EventEnd, Sound: sound.Win},
	{Kind: gosu.EventCapture, Sound: sound.Capture},
	{Kind: gosu.EventTakeBack, Sound: sound.Token},
	{Kind: gosu.EventExtraTurn, Sound: sound.None, Silent: "another turn for the same player: the status line says it"},
	{Kind: gosu.EventMill, Sound: sound.Discard},
	{Kind: gosu.EventTake, Sound: sound.Deal},
	{Kind: gosu.EventCopy, Sound: sound.Flip},
	{Kind: gosu.EventRefill, Sound: sound.Deal},
	{Kind: gosu.EventCancel, Sound: sound.None, Silent: "an effect that comes to nothing: nothing moves"},
	{Kind: gosu.EventRelease, Sound: sound.Flip},
	{Kind: gosu.EventSearch, Sound: sound.Deal},
	{Kind: gosu.EventDestroy, Sound: sound.Discard},
	{Kind: gosu.EventSwap, Sound: sound.Move},
	{Kind: gosu.EventUnlock, Sound: sound.Token},
	{Kind: gosu.EventBounty, Sound: sound.Token},
	{Kind: gosu.EventMulligan, Sound: sound.Deal},
	{Kind: gosu.EventRemove, Sound: sound.Discard},
	{Kind: gosu.EventWillpower, Sound: sound.None, Silent: "who holds Willpower, told when only holders are asked: the log says it"},
}
