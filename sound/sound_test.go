package sound

import "testing"

func TestFor(t *testing.T) {
	list := []OfKind{{Kind: "move", Sound: Move}, {Kind: "draw", Sound: None, Silent: "a draw"}, {Kind: "capture", Sound: Capture}}
	for _, c := range []struct {
		kind string
		want Sound
		ok   bool
	}{{"move", Move, true}, {"draw", None, true}, {"capture", Capture, true}, {"teleport", None, false}, {"", None, false}} {
		if got, ok := For(list, c.kind); got != c.want || ok != c.ok {
			t.Errorf("For(%q) = %v, %v; want %v, %v", c.kind, got, ok, c.want, c.ok)
		}
	}
	if got, ok := For(nil, "move"); ok || got != None {
		t.Errorf("For(nil) = %v, %v", got, ok)
	}
}

func TestNames(t *testing.T) {
	all := All()
	if len(all) != NumSounds-1 || all[0] != Move || all[len(all)-1] != Refused {
		t.Fatalf("All() = %v", all)
	}
	seen := map[string]bool{}
	for _, s := range append(all, None) {
		n := s.String()
		if n == "" || n == "sound?" || seen[n] {
			t.Errorf("sound %d is named %q", s, n)
		}
		seen[n] = true
	}
	if Sound(200).String() != "sound?" {
		t.Error("an unknown sound has a name")
	}
}
