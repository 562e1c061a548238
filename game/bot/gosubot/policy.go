package gosubot

import (
	"strings"

	"kamon/rules"
)

// kind is what an action does, read from its notation.
type kind int8

const (
	kOther kind = iota
	kDraft
	kYes
	kNo
	kPlay
	kShift
	kDraw1
	kDraw3
	kActivate
	kPass
	kPick
	kStop
)

var kindWords = map[string]kind{
	"draft": kDraft, "yes": kYes, "no": kNo, "play": kPlay, "shift": kShift,
	"draw1": kDraw1, "draw3": kDraw3, "activate": kActivate, "pass": kPass,
	"pick": kPick, "stop": kStop,
}

// kinds caches the kind of each action seen: an action's notation depends on
// the action alone, and formatting it in every rollout ply would cost more
// than the ply.
type kinds map[rules.Action]kind

func newKinds() kinds { return kinds{} }

func (ks kinds) of(s rules.State, a rules.Action) kind {
	if k, ok := ks[a]; ok {
		return k
	}
	word, _, _ := strings.Cut(s.FormatAction(a), " ")
	k := kindWords[word]
	ks[a] = k
	return k
}

// weight is how much the rollout prefers an action of each kind: armies win
// Great Battles, so playing comes first, then shifting and activating; a
// token spent on cards is worth less, and passing (legal only with an empty
// reserve) ends the bot's round early.
var weight = [...]float64{
	kOther: 1, kDraft: 1, kYes: 3, kNo: 1, kPlay: 12, kShift: 3,
	kDraw1: 1, kDraw3: 2, kActivate: 4, kPass: 0.3, kPick: 1, kStop: 0.5,
}

// rollout picks a rollout move: with probability explore uniformly, else at
// random in proportion to the weights of the kinds.
func rollout(ks kinds, s rules.State, legal []rules.Action, rng *rules.RNG, explore float64) rules.Action {
	if len(legal) == 1 || explore > 0 && float64(rng.IntN(1<<20)) < explore*(1<<20) {
		return legal[rng.IntN(len(legal))]
	}
	total := 0.0
	for _, a := range legal {
		total += weight[ks.of(s, a)]
	}
	x := total * float64(rng.IntN(1<<30)) / (1 << 30)
	for _, a := range legal {
		if x -= weight[ks.of(s, a)]; x < 0 {
			return a
		}
	}
	return legal[len(legal)-1]
}
