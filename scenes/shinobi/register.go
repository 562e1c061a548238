package shinobi

import (
	"kamon/rules/shinobi"
	"kamon/scenes/table"
	"kamon/sound"
)

// Shinobi joins the app: its table and replay, its results panel, its
// rules page with its pictures, its icon, the sound of each kind of event
// and the wording of its log and moves.
func init() {
	table.Register(table.Game{ID: shinobi.ID, Table: newTableScene, Replay: newReplayTable, Results: newResultsPanel,
		Icon: "ninja", Sounds: shinobiSounds, Rules: "shinobi.help", Pictures: []table.RulesPicture{{After: 2, Aspect: 0.5, Caption: "shinobi.pic.attack", Draw: drawAttackPicture}},
		LogLine: shinobiLine, MoveText: shinobiMoveText, Decision: shinobiDecisionKind, Tutorial: &shinobiTutorial})
}

// shinobiSounds is the sound of every kind of event Shinobi's rules emit.
var shinobiSounds = []sound.OfKind{
	{Kind: shinobi.EventDeploy, Sound: sound.Play},
	{Kind: shinobi.EventReinforce, Sound: sound.Play},
	{Kind: shinobi.EventMove, Sound: sound.Deal}, // an army's cards carried to another province
	{Kind: shinobi.EventAttack, Sound: sound.Attack},
	{Kind: shinobi.EventNinja, Sound: sound.Attack},
	{Kind: shinobi.EventSkip, Sound: sound.None, Silent: "an action left out: nothing moves, the status line moves on"},
	{Kind: shinobi.EventDraw, Sound: sound.Deal},
	{Kind: shinobi.EventFinal, Sound: sound.None, Silent: "the deck is out: the log says the last round begins"},
	{Kind: shinobi.EventReveal, Sound: sound.Flip}, // a clan card turned up at the end
	{Kind: shinobi.EventEnd, Sound: sound.Win},
}
