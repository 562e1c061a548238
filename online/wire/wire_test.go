package wire

import (
	"testing"

	"kamon/rules"
)

func TestPathsAndChannels(t *testing.T) {
	if got := GamePath(PathMove, "abc"); got != "/api/games/abc/moves" {
		t.Errorf("GamePath: %q", got)
	}
	if got := GamePath(PathJoin, "abc"); got != PathJoin {
		t.Errorf("a path without a hole: %q", got)
	}
	for _, k := range []struct {
		seat rules.Player
		want string
	}{{0, "game:g:seat:0"}, {12, "game:g:seat:12"}, {rules.NoPlayer, "game:g:public"}} {
		if got := SeatChannel("g", k.seat); got != k.want {
			t.Errorf("SeatChannel(%d) = %q, want %q", k.seat, got, k.want)
		}
	}
	if InboxChannel("p") != "inbox:p" {
		t.Error("InboxChannel")
	}
}
