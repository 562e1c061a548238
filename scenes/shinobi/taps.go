package shinobi

import (
	"slices"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// Pointer handles the taps and drags of the person to decide. The hand
// and the buttons read them in the viewer's frame, the board on screen.
func (t *tableScene) Pointer(ctx *ui.Context) {
	events := t.frame.Events(ctx.Input.Events())
	for _, e := range events {
		if e.Kind != ui.Tap {
			continue
		}
		for i := range t.buttons {
			if b := &t.buttons[i]; b.rect.Contains(e.X, e.Y) {
				if b.cancel {
					t.ClearSelection()
					t.ClearMsg()
					t.Redescribe()
				} else {
					t.Apply(ctx, b.act)
				}
				return
			}
		}
	}
	t.fan.Pointer(events, func(h table.HandPick) {
		h.X, h.Y = t.frame.ToScreen(h.X, h.Y)
		switch {
		case h.Card >= 0 && h.Card < len(t.hand) && h.Drop:
			if p, c, ok := t.boardAt(h.X, h.Y); ok {
				t.selCard, t.selArmy = shinobi.Unknown, noArmy
				t.pickCard(ctx, t.hand[h.Card])
				if t.selCard != shinobi.Unknown {
					t.onBoard(ctx, p, c)
				}
			}
		case h.Card >= 0 && h.Card < len(t.hand):
			t.pickCard(ctx, t.hand[h.Card])
		default:
			if p, c, ok := t.boardAt(h.X, h.Y); ok {
				t.onBoard(ctx, p, c)
			}
		}
	})
}

// boardAt is the province under (x, y) and the army there (NoClan for
// none): a tap on a clan's column counts as that army when it has cards
// (in a narrow province, as far as onBoard trusts it).
func (t *tableScene) boardAt(x, y float64) (rules.Player, shinobi.Clan, bool) {
	for p, r := range t.lay.provs {
		if !r.Contains(x, y) {
			continue
		}
		g := &t.geom[p]
		for c := range shinobi.Clan(shinobi.Clans) {
			if len(t.shown.army[p][c]) > 0 && g.slots[c].Contains(x, y) {
				return rules.Player(p), c, true
			}
		}
		return rules.Player(p), shinobi.NoClan, true
	}
	return rules.NoPlayer, shinobi.NoClan, false
}

func shinobiHandRank(c shinobi.Card) int {
	if c.IsNinja() {
		return shinobi.Clans
	}
	return int(c.Clan())
}

// pickCard selects (or drops) a card of the hand: the first of its clan,
// since that is the one an action of its clan plays.
func (t *tableScene) pickCard(ctx *ui.Context, c shinobi.Card) {
	t.ClearMsg()
	if i := slices.IndexFunc(t.hand, func(h shinobi.Card) bool { return shinobiHandRank(h) == shinobiHandRank(c) }); i >= 0 {
		c = t.hand[i]
	}
	step := t.view.Step()
	switch {
	case t.selCard == c:
		t.selCard = shinobi.Unknown
	case step == shinobi.StepAttack:
		t.Say(ctx, i18n.T("shinobi.why.no_card_now"))
		return
	case c.IsNinja() && step != shinobi.StepDeploy:
		t.Say(ctx, i18n.T("shinobi.why.ninja_step"))
		return
	case !t.cardPlayable(c):
		t.Say(ctx, t.prompt)
		return
	default:
		t.selCard, t.selArmy = c, noArmy
	}
	t.Redescribe()
}

// cardPlayable reports whether some legal action plays card c's kind: a
// Ninja, or a card of its clan deployed or reinforcing.
func (t *tableScene) cardPlayable(c shinobi.Card) bool {
	if c.IsNinja() {
		return t.playable[shinobi.Clans]
	}
	return shinobiClanIn(c.Clan()) && t.playable[c.Clan()]
}

// find is the legal action whose move fits, if any.
func (t *tableScene) find(fits func(m shinobi.Move) bool) (rules.Action, bool) {
	for _, l := range t.moves {
		if l.ok && fits(l.m) {
			return l.act, true
		}
	}
	return 0, false
}

// board handles a tap (or a drop of the selected card) on province p, on
// its army of clan c when c is not NoClan.
func (t *tableScene) board(ctx *ui.Context, p rules.Player, c shinobi.Clan) {
	me := t.view.ToMove()
	at := shinobiArmy{p, c}
	switch {
	case t.selCard != shinobi.Unknown && t.selCard.IsNinja():
		if a, ok := t.find(func(m shinobi.Move) bool { return m.Kind == shinobi.Ninja && m.To == p && m.Target == c }); ok {
			t.Apply(ctx, a)
			return
		}
		if p == me {
			t.Say(ctx, i18n.T("shinobi.why.ninja_own"))
		} else {
			t.Say(ctx, i18n.T("shinobi.why.ninja_army"))
		}
	case t.selCard != shinobi.Unknown:
		clan := t.selCard.Clan()
		if a, ok := t.find(func(m shinobi.Move) bool {
			return (m.Kind == shinobi.Deploy || m.Kind == shinobi.Reinforce) && m.Clan == clan && m.To == p
		}); ok {
			t.Apply(ctx, a)
			return
		}
		if t.view.Step() == shinobi.StepDeploy {
			t.Say(ctx, i18n.T("shinobi.why.deploy_own"))
		} else {
			t.Say(ctx, i18n.T("shinobi.why.reinforce_own"))
		}
	case t.selArmy.p != rules.NoPlayer && t.selArmy.p != me: // a card to move
		src := t.selArmy
		if a, ok := t.find(func(m shinobi.Move) bool {
			return m.Kind == shinobi.MoveCard && m.From == src.p && m.Clan == src.c && m.To == p
		}); ok {
			t.Apply(ctx, a)
			return
		}
		switch {
		case at == src:
			t.selArmy = noArmy
			t.Redescribe()
		case c != shinobi.NoClan && p != me:
			t.selArmy = at
			t.Redescribe()
		default:
			t.Say(ctx, i18n.T("shinobi.why.move_to"))
		}
	case t.selArmy.p == me: // the army attacking
		atk := t.selArmy
		if a, ok := t.find(func(m shinobi.Move) bool {
			return m.Kind == shinobi.Attack && m.Clan == atk.c && m.To == p && m.Target == c
		}); ok {
			t.Apply(ctx, a)
			return
		}
		switch {
		case at == atk:
			t.selArmy = noArmy
			t.Redescribe()
		case p == me && t.litArmyAttacker(c):
			t.selArmy = at
			t.Redescribe()
		default:
			t.Say(ctx, t.whyAttack(atk.c, p, c))
		}
	default:
		t.boardUnselected(ctx, p, c)
	}
}

// boardUnselected handles a tap on the board with nothing selected.
func (t *tableScene) boardUnselected(ctx *ui.Context, p rules.Player, c shinobi.Clan) {
	me := t.view.ToMove()
	switch t.view.Step() {
	case shinobi.StepDeploy:
		t.Say(ctx, i18n.T("shinobi.why.pick_card"))
	case shinobi.StepReinforce:
		switch {
		case p == me:
			t.Say(ctx, i18n.T("shinobi.why.own_move"))
		case c == shinobi.NoClan:
			t.Say(ctx, t.prompt)
		default:
			t.selArmy = shinobiArmy{p, c}
			t.Redescribe()
		}
	case shinobi.StepAttack:
		switch {
		case p == me && c != shinobi.NoClan && t.litArmyAttacker(c):
			t.selArmy = shinobiArmy{p, c}
			t.Redescribe()
		case p == me && c != shinobi.NoClan:
			t.Say(ctx, i18n.T("shinobi.why.too_small", shinobiClanName(c)))
		case p != me && c != shinobi.NoClan:
			var only rules.Action
			n := 0
			for _, l := range t.moves {
				if m := l.m; m.Kind == shinobi.Attack && m.To == p && m.Target == c {
					only = l.act
					n++
				}
			}
			switch n {
			case 0:
				t.Say(ctx, t.whyTarget(p, c))
			case 1:
				t.Apply(ctx, only)
			default:
				t.Say(ctx, i18n.T("shinobi.why.pick_attacker"))
			}
		default:
			t.Say(ctx, t.prompt)
		}
	}
}

// litArmyAttacker reports whether the own army of clan c may attack.
func (t *tableScene) litArmyAttacker(c shinobi.Clan) bool {
	return shinobiClanIn(c) && t.attackers[c]
}

// whyAttack says why army c of the player to move may not attack p's army
// of clan target, from what the table shows.
func (t *tableScene) whyAttack(c shinobi.Clan, p rules.Player, target shinobi.Clan) string {
	v := t.view
	me := v.ToMove()
	switch {
	case p == me:
		return i18n.T("shinobi.why.own_attack")
	case target == shinobi.NoClan || v.ArmySize(p, target) == 0:
		return i18n.T("shinobi.why.pick_target")
	case c == target:
		return i18n.T("shinobi.why.same_clan")
	case v.NinjaProvince() == p:
		return i18n.T("shinobi.why.ninja_province", t.Names()[p])
	case v.Received(p, target):
		return i18n.T("shinobi.why.received", t.Names()[p], shinobiClanName(target))
	}
	return i18n.T("shinobi.why.not_bigger", shinobiClanName(c), v.ArmySize(me, c), t.Names()[p], shinobiClanName(target), v.ArmySize(p, target))
}

// whyTarget says why nothing of the player to move may attack p's army of
// clan target.
func (t *tableScene) whyTarget(p rules.Player, target shinobi.Clan) string {
	v := t.view
	switch {
	case v.NinjaProvince() == p:
		return i18n.T("shinobi.why.ninja_province", t.Names()[p])
	case v.Received(p, target):
		return i18n.T("shinobi.why.received", t.Names()[p], shinobiClanName(target))
	}
	return i18n.T("shinobi.why.no_bigger", t.Names()[p], shinobiClanName(target), v.ArmySize(p, target))
}
