package online_test

import (
	"fmt"

	"kamon/online"
)

// A table's frame reads the snapshot, redraws only when its generation
// changed, and sends a move without waiting: the session does the network.
func ExampleSession() {
	c := online.NewClient("http://127.0.0.1:8090")
	s := c.Open("game-id", "device-token") // the token Client.Join gave this device
	defer s.Close()

	var drawn uint64
	frame := func() {
		snap := s.Snapshot()
		if snap.Generation == drawn {
			return // nothing changed since the last frame
		}
		drawn = snap.Generation
		switch {
		case snap.Err != nil:
			fmt.Println(snap.Err.Message) // a sentence, ready to show
		case snap.View != nil && snap.ToMove == snap.Seat && !snap.Sending:
			legal := snap.View.Legal(nil)
			s.Send(snap.View.FormatAction(legal[0])) // a tap on a legal move
		}
	}
	frame()
}
