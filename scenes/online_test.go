package scenes

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	_ "kamon/game/bot/shinobibot"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/internal/testenv"
	"kamon/online/wire"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/netplay"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/server"
)

// onlineServer is a real Kamon server on a fresh database, its bots
// answering botDelay after the move before theirs.
func onlineServer(t *testing.T, botDelay time.Duration) string {
	t.Helper()
	cfg := server.Config{DB: testenv.DB(t), AddrRate: -1, SeatRate: -1, CreateRate: -1,
		BotDelay: botDelay, BotThink: botDelay / 2}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	srv, err := server.New(ctx, cfg)
	if err != nil {
		t.Fatalf("server: %v", err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		hs.CloseClientConnections()
		hs.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		srv.Close(ctx)
	})
	return hs.URL
}

// personsDevice is one person's app, playing on serverURL as name.
func personsDevice(t *testing.T, serverURL, name string) *flow {
	t.Helper()
	st := storage.NewMemory()
	book := netplay.Book{Server: serverURL, Name: name}
	if err := book.Save(st); err != nil {
		t.Fatal(err)
	}
	return newFlow(t, st)
}

// until runs frames of the devices, the network answering between them,
// until done reports true; the test fails after a while.
func until(t *testing.T, what string, done func() bool, devices ...*flow) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !done() {
		if time.Now().After(deadline) {
			for i, d := range devices {
				t.Logf("device %d shows %q", i+1, d.A.Top().Name())
			}
			t.Fatalf("still waiting for %s", what)
		}
		for _, d := range devices {
			d.Run("wait 1")
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// onlineTable is what the test asks of a table on its Core.
type onlineTable interface {
	Decides() bool
	Legal() []rules.Action
	Apply(ctx *ui.Context, a rules.Action)
	Viewer() rules.Player
	Secrets() bool
	Src() table.Source
	Stale() bool
}

// seatOf is the table on d's screen and the online seat it shows, nil
// when its screen shows another scene.
func seatOf(d *flow) (onlineTable, *netplay.Seat) {
	tbl, ok := d.A.Top().(onlineTable)
	if !ok || d.A.Top().Name() != "table" {
		return nil, nil
	}
	seat, _ := tbl.Src().(*netplay.Seat)
	return tbl, seat
}

// widgetLabel is the label of d's widget id, failing the test without it.
func widgetLabel(t *testing.T, d *flow, id string) string {
	t.Helper()
	w, ok := d.A.Widget(id)
	if !ok {
		var ids []string
		for _, w := range d.A.Widgets() {
			ids = append(ids, w.ID)
		}
		t.Fatalf("no widget %q on %q, only %q", id, d.A.Top().Name(), ids)
	}
	return w.Label
}

// TestOnlineShinobiOnTwoDevices plays Shinobi online as its players do:
// Ana sets it up on her device (a friend's seat and a bot's), Bo types
// her link on his, and both play on their own tables, the server
// dealing, checking and moving the bot, to the results on both devices.
// Each table only ever shows its own seat, its secrets its own.
func TestOnlineShinobiOnTwoDevices(t *testing.T) {
	url := onlineServer(t, 20*time.Millisecond)
	ana, bo := personsDevice(t, url, "Ana"), personsDevice(t, url, "Bo")
	ana.Run("wait 2\ntap online\nexpect-scene online\ntap online:new:shinobi\nexpect-scene setup\n" +
		"tap seat:2:kind\ntap kind:human\ntap start")
	until(t, "the game's links", func() bool { return ana.A.Top().Name() == "invites" }, ana)
	ana.Run("wait 30")
	link := widgetLabel(t, ana, "invite:2")
	if !strings.HasPrefix(link, url+"/#") {
		t.Fatalf("Bo's link %q is not the server's address with a secret", link)
	}
	ana.Run("tap invites:open")
	bo.Run("wait 2\ntap online\nexpect-scene online\ntap online:link\ntype " + link + "\ntap online:join")
	until(t, "both tables", func() bool {
		_, a := seatOf(ana)
		_, b := seatOf(bo)
		return a != nil && b != nil && a.Snapshot().View != nil && b.Snapshot().View != nil
	}, ana, bo)

	want := map[*flow]rules.Player{ana: 0, bo: 1}
	moves := map[*flow]int{}
	rng := rules.NewRNG(7)
	for _, d := range []*flow{ana, bo} {
		d.Check = func() {
			tbl, seat := seatOf(d)
			if tbl == nil || tbl.Stale() {
				return
			}
			if got := seat.Snapshot().Seat; got != want[d] {
				t.Fatalf("device of seat %d plays seat %d", want[d]+1, got+1)
			}
			if tbl.Viewer() != want[d] {
				t.Fatalf("the table of seat %d shows the game as seat %d sees it", want[d]+1, tbl.Viewer()+1)
			}
			for q := range rules.Player(3) {
				if seat.SecretsShown(q) != (q == want[d]) {
					t.Fatalf("the table of seat %d shows seat %d's secrets: %v", want[d]+1, q+1, seat.SecretsShown(q))
				}
			}
		}
	}
	over := func() bool {
		done := true
		for _, d := range []*flow{ana, bo} {
			if d.A.Top().Name() == "results" {
				continue
			}
			done = false
			tbl, seat := seatOf(d)
			switch {
			case tbl == nil:
			case seat.Outcome().Over:
				d.Run("tap 195 422") // the end: a tap goes on to the results
			case tbl.Decides():
				legal := tbl.Legal()
				tbl.Apply(d.A.Context(), legal[rng.IntN(len(legal))])
				moves[d]++
			}
		}
		return done
	}
	until(t, "the results on both devices", over, ana, bo)
	if moves[ana] == 0 || moves[bo] == 0 {
		t.Fatalf("moves made on the tables: Ana %d, Bo %d", moves[ana], moves[bo])
	}
	t.Logf("moves made on the tables: Ana %d, Bo %d", moves[ana], moves[bo])
}

// TestOnlineSeatTakenBackFromItsBot lets Ana's clock run out in a live
// game: a bot plays her seat, her table says so and how to end it, and
// the game menu's offer gives her the seat back.
func TestOnlineSeatTakenBackFromItsBot(t *testing.T) {
	url := onlineServer(t, 250*time.Millisecond) // slow enough bots that the game outlasts the test
	ana := personsDevice(t, url, "Ana")
	client := ana.A.onlineClient(url)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req := wire.CreateRequest{Game: shinobi.ID, Config: rules.Config{Players: 3},
		Seats: []wire.SeatSpec{{Name: "Ana"}, {Name: "Bot 2", Bot: "random"}, {Name: "Bot 3", Bot: "random"}},
		Clock: wire.Clock{Kind: "live", PerMove: 1000}}
	created, err := createOnline(ctx, client, req, 0, "", "Ana")
	if err != nil {
		t.Fatal(err)
	}
	ana.Run("wait 2")
	ana.A.openOnline(netplay.Entry{Server: url, Game: created.Game, Kind: shinobi.ID, Token: created.Token, Seat: 0})
	standIn := func() bool {
		_, seat := seatOf(ana)
		return seat != nil && len(seat.Snapshot().Seats) > 0 && seat.Snapshot().Seats[0].StandIn
	}
	until(t, "a bot standing in for Ana", standIn, ana)
	until(t, "the table telling Ana", func() bool { return ana.A.Notice() == i18n.T("online.stand_in") }, ana)
	until(t, "the notice gone", func() bool { return ana.A.Notice() == "" }, ana)
	ana.Run("tap menu\nexpect-scene ingame\nwait 2")
	if got := widgetLabel(t, ana, "offer"); got != i18n.T("online.take_back") {
		t.Fatalf("the game menu offers %q", got)
	}
	ana.Run("tap offer\nwait 2")
	until(t, "Ana's seat back", func() bool {
		_, seat := seatOf(ana)
		return seat != nil && !standIn()
	}, ana)
	if _, seat := seatOf(ana); seat.Outcome().Over || !seat.Person(0) {
		t.Fatalf("Ana has her seat back, yet the table does not take her moves (game over: %v)", seat.Outcome().Over)
	}
}
