package peuple

import (
	"strings"
	"testing"

	"kamon/game/storage"
	"kamon/rules/peuple"
	"kamon/scenes/table"
)

// A long press on a card of the hand shows it in full with what its
// arrow and numbers mean, without choosing it; a tap closes it. A long
// press on a terrain card says what it is; on a power card, what it does.
func TestPeupleLongPressExplainsTheCards(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:peuple\nexpect-scene setup\ntap shuffle\ntap shared-deal\ntap seed\n" +
		strings.Repeat("key Backspace\n", 20) + "type 7\ntap start\nexpect-scene table\nwait 5")
	tbl := f.peupleTable()
	f.Run("longpress move:G+6>1\nwait 2")
	if tbl.detail.card.move.String() != "G+6>1" || tbl.selMove != 0 {
		t.Fatalf("long press on G+6>1: close-up %+v, chosen %v", tbl.detail, tbl.selMove)
	}
	if tbl.detailTitle != "A move of 6 clockwise or to card 1" ||
		tbl.detailBody != "The grey arrow pointing down: this card moves one of your own pawns. "+
			"The big number in a circle: move the pawn 6 clockwise. "+
			"The number in the dark box: or put the pawn straight on card 1. "+
			"Use the card in one of these ways: tap it, then the pawn, and the table lights where each lands. "+
			"Tap anywhere to close." {
		t.Fatalf("close-up of G+6>1: %q / %q", tbl.detailTitle, tbl.detailBody)
	}
	n := len(tbl.Match().History())
	f.Run("tap card:8\nwait 2")
	if tbl.detail.open() || len(tbl.Match().History()) != n || tbl.selMove != 0 {
		t.Fatalf("a tap does not just close the close-up: %+v, %d actions, chosen %v", tbl.detail, len(tbl.Match().History())-n, tbl.selMove)
	}
	f.Run("longpress card:2\nwait 2")
	if tbl.detailTitle != "Card 2" || !strings.HasPrefix(tbl.detailBody, "Player 1's village.") || !strings.Contains(tbl.detailBody, "Both of Player 1's pawns stand here.") {
		t.Fatalf("close-up of card 2: %q / %q", tbl.detailTitle, tbl.detailBody)
	}
	f.Run("tap card:2\nwait 2\nlongpress card:4\nwait 2")
	if !strings.HasPrefix(tbl.detailBody, "A pickaxe.") {
		t.Fatalf("close-up of card 4: %q", tbl.detailBody)
	}
	f.Run("tap card:4\nwait 2")

	m := matchWhere(t, func(st *peuple.State) bool {
		return st.Phase() == peuple.PhaseTurn && len(st.PowerHand(st.ToMove())) > 0
	})
	st := m.State().(*peuple.State)
	pw := st.PowerHand(st.ToMove())[0]
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 5\nexpect-scene curtain\ntap curtain\nwait 5\nexpect-scene table")
	tbl = f.peupleTable()
	f.Run("longpress power:" + strings.ReplaceAll(pw.String(), " ", "") + "\nwait 2")
	if tbl.detail.card.power != pw || tbl.detailTitle != peuplePowerName(pw) || !strings.HasPrefix(tbl.detailBody, peupleSentence(peuplePowerText(pw))+".") {
		t.Fatalf("close-up of %v: %+v %q / %q", pw, tbl.detail, tbl.detailTitle, tbl.detailBody)
	}
}
